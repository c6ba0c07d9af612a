import Foundation

/// Read-only text (UILabel): plain or attributed runs, a font, color, alignment, line limit
/// and line break mode. Text is vertically centered in the bounds; its intrinsic size is what
/// Auto Layout uses.
@MainActor
open class Label: View {
    public var text: String? {
        didSet { if !settingFromAttributed { storedAttributed = nil }; textDidChange() }
    }
    /// Runs of font and color; setting it replaces `text` with the runs' concatenation.
    public var attributedText: [AttributedRun]? {
        get { storedAttributed ?? text.map { [AttributedRun(text: $0, font: font, color: nil)] } }
        set {
            storedAttributed = newValue
            settingFromAttributed = true
            text = newValue.map { $0.map(\.text).joined() }
            settingFromAttributed = false
        }
    }
    private var storedAttributed: [AttributedRun]?
    private var settingFromAttributed = false
    /// The text whose missing glyphs were last checked (`takeMissingGlyphWarning`).
    private var glyphsCheckedText: String?

    /// The font. A text-style font set after the label was laid out takes the label's content
    /// size category at once (as UIKit's preferred fonts are made at the current category).
    public var font: Font = .systemFont(ofSize: 17) {
        didSet {
            if !sizingFont, font.scaling != nil, let t = deliveredTraitCollection {
                sizingFont = true
                font = DynamicTypeSizes.font(font, for: t.preferredContentSizeCategory)
                sizingFont = false
            }
            textDidChange()
        }
    }
    private var sizingFont = false
    public var textColor: Color! = .label
    public var highlightedTextColor: Color?
    public var isHighlighted = false
    public var isEnabled = true
    public var textAlignment: TextAlignment = .natural
    /// The most lines; 0 for no limit.
    public var numberOfLines = 1 { didSet { textDidChange() } }
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// Whether the font follows the content size category when it changes (UILabel's
    /// property). A text-style font (`preferredFont(forTextStyle:)`, a nib's `style=`,
    /// `FontMetrics.scaledFont(for:)`) takes the category of the label's traits when it is
    /// first laid out either way, as UIKit resolves it when the font is made.
    public var adjustsFontForContentSizeCategory = false

    override func updateForTraits(_ traits: TraitCollection, previous: TraitCollection?) {
        guard font.scaling != nil, adjustsFontForContentSizeCategory || previous == nil else { return }
        let scaled = DynamicTypeSizes.font(font, for: traits.preferredContentSizeCategory)
        if scaled != font { font = scaled }
    }
    /// The width multi-line text wraps at for its intrinsic size (0: the current width).
    public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
    }

    /// The alignment drawn: `.natural` is right-aligned when the label lays out right to left.
    var effectiveTextAlignment: TextAlignment {
        textAlignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : textAlignment
    }

    /// The layout of the current text and attributes.
    public var textLayout: TextLayout {
        let runs = storedAttributed ?? [AttributedRun(text: text ?? "", font: font, color: nil)]
        return TextLayout(runs: runs, font: font, numberOfLines: numberOfLines,
                          lineBreakMode: lineBreakMode, alignment: effectiveTextAlignment)
    }

    /// UILabel's intrinsic size, rounded up to the screen's pixel grid. A wrapping label (`numberOfLines != 1`) without a
    /// `preferredMaxLayoutWidth` asks for its unwrapped width, and for the height of its text
    /// wrapped at its current width when layout made it narrower (after each solve that changes
    /// its width the label is measured again, as UIKit's automatic preferred width does).
    open override var intrinsicContentSize: CGSize {
        if (text ?? "").isEmpty { return .zero }
        let scale = layoutScale
        if numberOfLines == 1 { return textLayout.intrinsicSize(preferredMaxWidth: nil, scale: scale) }
        if preferredMaxLayoutWidth > 0 { return textLayout.intrinsicSize(preferredMaxWidth: preferredMaxLayoutWidth, scale: scale) }
        let full = textLayout.intrinsicSize(preferredMaxWidth: nil, scale: scale)
        guard bounds.width > 0, bounds.width < full.width else { return full }
        let wrapped = textLayout.intrinsicSize(preferredMaxWidth: bounds.width, scale: scale)
        return CGSize(width: full.width, height: wrapped.height)
    }

    /// The intrinsic size of a wrapping label given `width`: its unwrapped width, and the
    /// height of its text wrapped at `width` when that is narrower.
    func intrinsicSize(wrappedAt width: CGFloat) -> CGSize {
        let full = textLayout.intrinsicSize(preferredMaxWidth: nil, scale: layoutScale)
        guard width > 0, width < full.width else { return full }
        return CGSize(width: full.width, height: textLayout.intrinsicSize(preferredMaxWidth: width, scale: layoutScale).height)
    }

    /// A wrapping label's height depends on its width: a new width re-measures it, and the
    /// layout pass in progress solves again.
    override func boundsSizeDidChange(from oldSize: CGSize) {
        super.boundsSizeDidChange(from: oldSize)
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, oldSize.width != bounds.width else { return }
        invalidateIntrinsicContentSize()
        if LayoutPass.applying { LayoutPass.needsAnotherSolve = true }
    }

    open override func baselineOffsetFromTop(last: Bool) -> CGFloat? {
        let f = textLayout.frame(width: numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (bounds.width > 0 ? bounds.width : nil)))
        guard let line = last ? f.lines.last : f.lines.first else { return nil }
        return line.baseline
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if (text ?? "").isEmpty { return .zero }
        return textLayout.sizeThatFits(size, scale: layoutScale)
    }

    /// The warning for characters of the text that no bundled font has ("no bundled font has
    /// U+10FFFD"; they draw as `.notdef`), once per label and text: nil when every character
    /// has a font, and nil again until the text changes. The nib loader turns it into a warning
    /// at the label's line; drawing reports it through `ViewDiagnostics` otherwise.
    public func takeMissingGlyphWarning() -> String? {
        guard let text, !text.isEmpty, glyphsCheckedText != text else { return nil }
        glyphsCheckedText = text
        let runs = attributedText ?? []
        var seen = Set<Unicode.Scalar>()
        let missing = runs.flatMap { FontFallback.missingScalars(in: $0.text, font: $0.font) }.filter { seen.insert($0).inserted }
        return FontFallback.missingGlyphMessage(missing)
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        guard let text, !text.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        if let warning = takeMissingGlyphWarning() { ViewDiagnostics.report("\(debugName): \(warning)") }
        var color: Color = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .black
        if !isEnabled { color = color.withAlphaComponent(color.alpha * 0.44) }
        let runs = textLayout.draw(in: bounds, color: color)
        if lineBreakMode == .byClipping {
            // Clipping mode cuts the text at the label's edges.
            recorder.save()
            recorder.clip(Path(rect: bounds))
            for run in runs { recorder.glyphs(run) }
            recorder.restore()
        } else {
            for run in runs { recorder.glyphs(run) }
        }
    }
}
