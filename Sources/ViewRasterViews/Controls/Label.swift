import Foundation

/// Read-only text (UILabel): plain or attributed text, a font, color, alignment, line limit
/// and line break mode. Text is vertically centered in the bounds; its intrinsic size is what
/// Auto Layout uses.
@MainActor
open class Label: View {
    /// The text shown; setting it drops the attributed text's attributes.
    @exclusivity(unchecked) public var text: String? {
        didSet { if !settingFromAttributed { storedAttributed = nil }; textDidChange() }
    }
    /// The text with per-run attributes, as UILabel's `attributedText` (Foundation's
    /// `NSAttributedString`, keyed with UIKit's `.font`, `.foregroundColor`, `.kern`,
    /// `.underlineStyle`, `.paragraphStyle`…). Setting it sets `text` to its string and, as
    /// UIKit does, the label's `font`, `textColor`, `textAlignment` and `lineBreakMode` to the
    /// attributes at its start; ranges without a font take the label's font. Setting `font`,
    /// `textColor`, `textAlignment` or `lineBreakMode` afterwards applies it to the whole string.
    /// Reading it of a plain label gives its text with the label's font and color.
    public var attributedText: NSAttributedString? {
        get {
            if let storedAttributed { return AttributedRun.attributedString(storedAttributed) }
            guard let text else { return nil }
            var run = AttributedRun(text: text, font: font, color: textColor)
            if textAlignment != .natural || lineBreakMode != .byTruncatingTail {
                var p = ParagraphAttributes()
                p.alignment = textAlignment; p.lineBreakMode = lineBreakMode
                run.paragraph = p
            }
            return AttributedRun.attributedString([run])
        }
        set { attributedRuns = newValue.map { AttributedRun.runs($0, font: font) } }
    }
    /// The attributed text as runs (`attributedText`'s value as ViewRaster lays it out);
    /// setting it is setting `attributedText`.
    public var attributedRuns: [AttributedRun]? {
        get { storedAttributed ?? text.map { [AttributedRun(text: $0, font: font, color: nil)] } }
        set {
            storedAttributed = newValue
            settingFromAttributed = true
            text = newValue.map { $0.map(\.text).joined() }
            if let first = newValue?.first {
                font = first.font
                if let c = first.color { textColor = c }
                if let p = first.paragraph { textAlignment = p.alignment; lineBreakMode = p.lineBreakMode }
            }
            settingFromAttributed = false
        }
    }
    @exclusivity(unchecked) private var storedAttributed: [AttributedRun]?
    @exclusivity(unchecked) private var settingFromAttributed = false

    /// Applies a label-wide property to every run of the attributed text (UIKit's rule for
    /// `font`, `textColor`, `textAlignment` and `lineBreakMode` set after `attributedText`).
    private func applyToRuns(_ change: (inout AttributedRun) -> Void) {
        guard !settingFromAttributed, var runs = storedAttributed else { return }
        for i in runs.indices { change(&runs[i]) }
        storedAttributed = runs
    }
    /// Gives the text the fonts `transform` makes of its fonts: each attributed run's own, or
    /// `font` for plain text (IB's canvas measuring a file's text with the system font of its era).
    package func transformFonts(_ transform: (Font) -> Font) {
        if let runs = storedAttributed {
            attributedRuns = runs.map { $0.withFont(transform) }
        } else {
            font = transform(font)
        }
    }
    /// The text whose missing glyphs were last checked (`takeMissingGlyphWarning`).
    @exclusivity(unchecked) private var glyphsCheckedText: String?

    /// The font. A text-style font set after the label was laid out takes the label's content
    /// size category at once (as UIKit's preferred fonts are made at the current category).
    @exclusivity(unchecked) public var font: Font = .systemFont(ofSize: 17) {
        didSet {
            if !sizingFont, font.scaling != nil, let t = deliveredTraitCollection {
                sizingFont = true
                font = DynamicTypeSizes.font(font, for: t.preferredContentSizeCategory)
                sizingFont = false
            }
            if !sizingFont { let f = font; applyToRuns { $0.font = f } }
            textDidChange()
        }
    }
    @exclusivity(unchecked) private var sizingFont = false
    /// The text's color (runs of attributed text without a color of their own take it).
    @exclusivity(unchecked) public var textColor: Color! = .label {
        didSet { applyToRuns { $0.color = nil } }
    }
    /// The color of the text while `isHighlighted`, as UILabel's, in place of `textColor` (runs
    /// with a color of their own keep it); nil keeps `textColor`.
    public var highlightedTextColor: Color?
    /// Whether the label draws in `highlightedTextColor` (when set), as UILabel's `isHighlighted`.
    public var isHighlighted = false
    /// Whether the label is enabled, as UILabel's `isEnabled`; a disabled label draws its text
    /// color at 44% of the color's alpha.
    public var isEnabled = true
    /// The lines' alignment (attributed text: every paragraph's, when set after it).
    @exclusivity(unchecked) public var textAlignment: TextAlignment = .natural {
        didSet { let a = textAlignment; applyToRuns { $0.paragraph?.alignment = a } }
    }
    /// The most lines; 0 for no limit.
    @exclusivity(unchecked) public var numberOfLines = 1 { didSet { textDidChange() } }
    /// How lines wrap and the last one is cut (attributed text: every paragraph's, when set after it).
    @exclusivity(unchecked) public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { let m = lineBreakMode; applyToRuns { $0.paragraph?.lineBreakMode = m }; textDidChange() }
    }
    /// Whether the font follows the content size category when it changes (UILabel's
    /// property). A text-style font (`preferredFont(forTextStyle:)`, a nib's `style=`,
    /// `FontMetrics.scaledFont(for:)`) takes the category of the label's traits when it is
    /// first laid out either way, as UIKit resolves it when the font is made.
    public var adjustsFontForContentSizeCategory = false

    override func updateForTraits(_ traits: TraitCollection, previous: TraitCollection?) {
        // The label's font and the attributed runs' text-style fonts each take the category.
        if let f = DynamicTypeSizes.adjustedFont(font, adjusts: adjustsFontForContentSizeCategory, traits: traits, previous: previous) {
            sizingFont = true; font = f; sizingFont = false
        }
        if let runs = DynamicTypeSizes.adjustedRuns(storedAttributed, adjusts: adjustsFontForContentSizeCategory, traits: traits, previous: previous) {
            storedAttributed = runs
            textDidChange()
        }
    }
    /// Whether the font shrinks so the text fits the bounds (UILabel's
    /// `adjustsFontSizeToFitWidth`; off by default, as in UIKit): a single-line label's font
    /// shrinks until its line fits the width, a multi-line label's until its wrapped lines fit
    /// `numberOfLines` and the height; never below `minimumScaleFactor` (or, when that is 0,
    /// `minimumFontSize`), then the text is truncated per `lineBreakMode`. Drawing only: the
    /// intrinsic size stays the unshrunk text's.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest multiple of the font's size `adjustsFontSizeToFitWidth` may shrink to;
    /// 0 (the default) uses `minimumFontSize`, and when that is 0 too the font never shrinks.
    public var minimumScaleFactor: CGFloat = 0
    /// The smallest font size `adjustsFontSizeToFitWidth` may shrink to when
    /// `minimumScaleFactor` is 0 (UILabel's older, deprecated property; IB's "Minimum Font Size").
    public var minimumFontSize: CGFloat = 0
    /// Where a single-line label's shrunk text sits relative to the unshrunk text's place.
    public var baselineAdjustment: BaselineAdjustment = .alignBaselines
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
    /// `preferredMaxLayoutWidth` asks for its unwrapped size, and, when layout made it
    /// narrower, for the size of its text wrapped at its current width: the widest wrapped line
    /// by the lines' height, as UILabel's text rect (after each solve that changes its width the
    /// label is measured again, as UIKit's automatic preferred width does). A label free to
    /// narrow (pinned on one side, or at most some width) so ends as wide as its widest line:
    /// IB stores iNaturalist's three-line onboarding texts 291–309.5 pt wide under a 315 pt limit.
    open override var intrinsicContentSize: CGSize {
        if (text ?? "").isEmpty { return .zero }
        let scale = measuringScale
        if numberOfLines == 1 { return unwrappedIntrinsicSize(scale: scale) }
        if preferredMaxLayoutWidth > 0 { return textLayout.intrinsicSize(preferredMaxWidth: preferredMaxLayoutWidth, scale: scale) }
        if let w = layoutGivenWidth, w == bounds.width { return intrinsicSize(wrappedAt: w) }
        // A width layout did not give (a nib's stored frame, a frame set by hand) wraps the
        // text for its height but does not narrow the label: UIKit's first pass measures the
        // text unwrapped, and only the width that pass solves narrows it.
        let full = unwrappedIntrinsicSize(scale: scale)
        guard bounds.width > 0, bounds.width < full.width else { return full }
        return CGSize(width: full.width, height: textLayout.intrinsicSize(preferredMaxWidth: bounds.width, scale: scale).height)
    }

    /// The text's size on one line, unwrapped, rounded up to the grid of `scale`: with IB's canvas
    /// width for CJK ideographs (`ideographWidenedIntrinsicSize(scale:)`) when it is set, for a
    /// one-line label and a wrapping one alike (IB stores both at it: `docs/system-font-metrics.md`,
    /// "Set AP (session 43, textAP)").
    func unwrappedIntrinsicSize(scale: CGFloat) -> CGSize {
        if canvasIdeographExtraWidth > 0, let widened = ideographWidenedIntrinsicSize(scale: scale) { return widened }
        return textLayout.intrinsicSize(preferredMaxWidth: nil, scale: scale)
    }

    /// The width the last layout pass gave this wrapping label (UIKit's automatic preferred
    /// width, which its second pass sets): its text wraps there and the label asks for its
    /// widest line. Nil until a layout pass sizes the label, and again once its bounds change
    /// outside one.
    @exclusivity(unchecked) private var layoutGivenWidth: CGFloat?

    /// The intrinsic size of a wrapping label given `width`: its unwrapped size, or the size of
    /// its text wrapped at `width` (widest line, lines' height) when that is narrower.
    func intrinsicSize(wrappedAt width: CGFloat) -> CGSize {
        let full = unwrappedIntrinsicSize(scale: measuringScale)
        guard width > 0, width < full.width else { return full }
        return textLayout.intrinsicSize(preferredMaxWidth: width, scale: measuringScale)
    }

    /// The pixel grid the label's intrinsic size rounds up to; nil (the default): its layout's,
    /// the screen's scale. IB's canvas sets 2 for files Xcode 8 or earlier saved: it lays them
    /// out unsnapped and stores whole-point edges, but measured their labels on the @2x grid (a
    /// 17 pt line is 20.5 pt, stored 21; "purple" 48.07 pt wide, 48.5, stored 49).
    package var intrinsicSizeScale: CGFloat? { didSet { invalidateIntrinsicContentSize() } }

    var measuringScale: CGFloat { intrinsicSizeScale ?? layoutScale }

    /// Points IB's canvas adds to the width of each CJK ideograph a label's system font falls
    /// back for, on one line (`ideographWidenedIntrinsicSize(scale:)`; a wrapping label's text
    /// unwrapped too); 0, the default, measures
    /// them one em wide, as a device does. IB's `layout` canvas sets it for files Xcode 8 or
    /// later saved (`NibCanvas.canvasIdeographExtraWidth`).
    package var canvasIdeographExtraWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// A wrapping label's height depends on its width: a new width re-measures it, and the
    /// layout pass in progress solves again.
    override func boundsSizeDidChange(from oldSize: CGSize) {
        super.boundsSizeDidChange(from: oldSize)
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, oldSize.width != bounds.width else { return }
        layoutGivenWidth = LayoutPass.applying ? bounds.width : nil
        invalidateIntrinsicContentSize()
        if LayoutPass.applying { LayoutPass.needsAnotherSolve = true }
    }

    open override func baselineOffsetFromTop(last: Bool) -> CGFloat? {
        let f = baselineFrame
        guard let line = last ? f.lines.last : f.lines.first else { return nil }
        return line.baseline
    }

    /// UILabel centres its text vertically in its bounds, so a label stretched past its text
    /// has its baselines that far from its centre, not from its top.
    open override func baselineOffsetFromCenterY(last: Bool) -> CGFloat? {
        baselineFrame.baselineOffsetFromCenter(last: last)
    }

    private var baselineFrame: TextFrame {
        textLayout.frame(width: numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (bounds.width > 0 ? bounds.width : nil)))
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
        // Plain text is one run of the label's font (`attributedRuns`), checked without making it.
        let scalars = storedAttributed.map { $0.flatMap { FontFallback.missingScalars(in: $0.text, font: $0.font) } }
            ?? FontFallback.missingScalars(in: text, font: font)
        if scalars.isEmpty { return nil }
        var seen = Set<Unicode.Scalar>()
        let missing = scalars.filter { seen.insert($0).inserted }
        return FontFallback.missingGlyphMessage(missing)
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        guard let text, !text.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        if let warning = takeMissingGlyphWarning() { ViewDiagnostics.report("\(debugName): \(warning)") }
        var color: Color = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .black
        if !isEnabled { color = color.withAlphaComponent(color.alpha * 0.44) }
        let (frame, top) = drawnText(in: bounds)
        let origin = CGPoint(x: bounds.minX, y: top)
        // UILabel draws its text into a backing store of its bounds' size, so whatever passes
        // its edges is cut, whatever `clipsToBounds` says: a `.byClipping` line at the label's
        // edge, an italic's overhang.
        drawText(textLayout, frame: frame, origin: origin, color: color, clip: bounds, recorder: recorder)
    }
}
