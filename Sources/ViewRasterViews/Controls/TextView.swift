import Foundation

/// Multi-line text (UITextView), drawn but not editable: text from the top-left inside the
/// text container inset (8 pt top and bottom, 5 pt line fragment padding).
@MainActor
open class TextView: View {
    /// The text shown; setting it drops the attributed text's attributes.
    public var text: String? { didSet { runs = nil } }
    /// The text with attributes (UITextView's `attributedText`): per-run fonts (ranges without
    /// one take `font`), colors, kern, underline and strikethrough, and paragraph styles.
    public var attributedText: NSAttributedString? {
        get { AttributedRun.attributedString(runs, orPlain: text, font: font, color: textColor) }
        set { text = newValue?.string; runs = newValue.map { AttributedRun.runs($0, font: font) } }
    }
    private var runs: [AttributedRun]?
    /// The text's font (default 14 pt system, as UITextView's).
    public var font: Font = .systemFont(ofSize: 14)
    /// The text's color (default `label`; nil draws black).
    public var textColor: Color? = .label
    /// Whether a text-style font follows later content size category changes
    /// (UIContentSizeCategoryAdjusting); either way such a font takes the traits' category
    /// when the text view is first laid out, as a label's does.
    public var adjustsFontForContentSizeCategory = false

    override func updateForTraits(_ traits: TraitCollection, previous: TraitCollection?) {
        super.updateForTraits(traits, previous: previous)
        if let f = DynamicTypeSizes.adjustedFont(font, adjusts: adjustsFontForContentSizeCategory, traits: traits, previous: previous) {
            font = f; invalidateIntrinsicContentSize(); setNeedsDisplay()
        }
        if let r = DynamicTypeSizes.adjustedRuns(runs, adjusts: adjustsFontForContentSizeCategory, traits: traits, previous: previous) {
            runs = r; invalidateIntrinsicContentSize(); setNeedsDisplay()
        }
    }
    /// The text's alignment within the lines (default `natural`).
    public var textAlignment: TextAlignment = .natural
    /// The inset of the text container from the bounds, in points (default 8 pt top and bottom, 0
    /// at the sides).
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { invalidateIntrinsicContentSize() } }

    /// Whether the text scrolls inside the view (UITextView's `isScrollEnabled`, default true).
    /// With scrolling off the text view sizes itself to its text: its intrinsic height is the
    /// text wrapped at its width plus the container's insets ("disable scrolling so that Auto
    /// Layout can calculate an intrinsic size", the self-sizing text view). Its width stays the
    /// one layout gives (no intrinsic width is modelled).
    public var isScrollEnabled = true { didSet { invalidateIntrinsicContentSize() } }

    /// No intrinsic size while the text scrolls (UITextView's); with scrolling off, the text's
    /// height at the current width (5 pt line fragment padding each side, the container's
    /// insets above and below), rounded up to the screen's pixel grid.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let insets = textContainerInset.top + textContainerInset.bottom
        guard let t = text, !t.isEmpty else { return CGSize(width: View.noIntrinsicMetric, height: insets + font.layoutLineHeight) }
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right - 10)
        var l = TextLayout(text: t, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: textAlignment)
        if let runs { l.runs = runs }
        let h = l.intrinsicSize(preferredMaxWidth: width > 0 ? width : nil, scale: layoutScale).height
        return CGSize(width: View.noIntrinsicMetric, height: h + insets)
    }

    /// A self-sizing text view's height depends on its width: a new width re-measures it, and
    /// the layout pass in progress solves again.
    override func boundsSizeDidChange(from oldSize: CGSize) {
        super.boundsSizeDidChange(from: oldSize)
        guard !isScrollEnabled, oldSize.width != bounds.width else { return }
        invalidateIntrinsicContentSize()
        if LayoutPass.applying { LayoutPass.needsAnotherSolve = true }
    }

    public override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .white }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func drawContent(_ recorder: DisplayRecorder) {
        guard let t = text, !t.isEmpty else { return }
        let rect = bounds.inset(by: textContainerInset).insetBy(dx: 5, dy: 0)
        var l = TextLayout(text: t, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: textAlignment)
        if let runs { l.runs = runs }
        let f = l.frame(width: rect.width, maxHeight: rect.height)
        drawText(l, frame: f, origin: rect.origin, color: textColor ?? .black, recorder: recorder)
    }
}
