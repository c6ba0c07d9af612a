import Foundation

/// A single-line text field (UITextField), drawn but not editable: its text or placeholder
/// in a border style.
@MainActor
open class TextField: Control {
    /// The field's border (UITextField.BorderStyle): `none`, `line` and `bezel` (both drawn as a 1 pt
    /// black frame), or `roundedRect` (white with a 0.5 pt gray outline and 5 pt corners); bordered
    /// fields inset their text 7 pt each side.
    public enum BorderStyle: Sendable { case none, line, bezel, roundedRect }
    /// The text shown; setting it drops the attributed text's attributes.
    public var text: String? { didSet { runs = nil } }
    /// The text with attributes (UITextField's `attributedText`): per-run fonts (ranges without
    /// one take `font`), colors, kern, underline and strikethrough, on one line.
    public var attributedText: NSAttributedString? {
        get { AttributedRun.attributedString(runs, orPlain: text, font: font, color: textColor) }
        set { text = newValue?.string; runs = newValue.map { AttributedRun.runs($0, font: font) } }
    }
    private var runs: [AttributedRun]?
    /// The gray text shown while `text` is nil or empty (nil or empty: nothing is shown).
    public var placeholder: String?
    /// The text's and placeholder's font; by default the system font's body style, as
    /// UITextField's ("The default value of this property is the body style of the system
    /// font"; Interface Builder writes its default 14 pt into the nib, so a nib's field without
    /// a font, such as one with empty attributed text, takes this one, as IB's canvas does).
    public var font: Font = .preferredFont(forTextStyle: .body) { didSet { invalidateIntrinsicContentSize() } }
    /// The text's color (default `label`; nil draws black).
    public var textColor: Color? = .label
    /// Whether a text-style font follows later content size category changes
    /// (UIContentSizeCategoryAdjusting); either way such a font takes the traits' category
    /// when the text field is first laid out, as a label's does.
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
    /// The text's alignment on its line (default `natural`).
    public var textAlignment: TextAlignment = .natural
    /// The border drawn around the field (default `none`).
    public var borderStyle: BorderStyle = .none
    /// Whether the text's font shrinks, down to `minimumFontSize`, until the text fits the
    /// field's width (UITextField's property; off by default). With `minimumFontSize` 0 it does
    /// not shrink.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest font size `adjustsFontSizeToFitWidth` shrinks the text to (IB's "Min Font Size").
    public var minimumFontSize: CGFloat = 0

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The least height of a rounded-rect field's intrinsic size: 34 pt, as iOS 13 and later
    /// (Xcode 11's Interface Builder) size the rounded-rect field at every font up to body
    /// 17 pt (IB stores system 14 pt fields 34 pt tall since Xcode 11, 30 pt before). 0 gives the
    /// iOS 12 field, its font's line height plus 13 pt; IB's canvas (`layout --compare-stored`)
    /// sets 0 for files that Xcode 10 or earlier saved (toolsVersion below 14800).
    public var roundedRectMinimumHeight: CGFloat = 34 { didSet { invalidateIntrinsicContentSize() } }

    /// Whether the field hides its text (UITextInputTraits' `isSecureTextEntry`, a nib's
    /// `secureTextEntry`). A secure borderless field keeps the line height rounded up to whole
    /// points as its intrinsic height in every iOS (IB stores body 17 pt secure fields 21 pt
    /// tall where the same field without it is 22).
    public var isSecureTextEntry = false { didSet { invalidateIntrinsicContentSize() } }

    /// What a borderless field (not secure) adds to its font's line height for its intrinsic
    /// height, which then rounds up to the pixel grid: 1.5 pt since iOS 13.4, so body 17 pt
    /// (line height 20.29) is 22 pt, 16 pt 21, 15 pt 19.5 at @2x and medium 18 pt 23, as IB
    /// stores unconstrained fields from Xcode 11.4 (toolsVersion 16096) to 15 (24506). 0 gives
    /// the field of iOS 13.3 and earlier, and of secure fields: the line height rounded up to
    /// whole points (body 17: 21, medium 16: 20, medium 18: 22, secure 14: 17); IB's canvas
    /// (`layout --compare-stored`) sets 0 for files Xcode 11.3 or earlier saved (toolsVersion
    /// below `DeviceMetrics.xcode11_4`).
    public var borderlessHeightPadding: CGFloat = 1.5 { didSet { invalidateIntrinsicContentSize() } }

    /// The text's width (plus the 7 pt insets of a bordered field) by a height from the line the
    /// field lays its text out on (`Font.layoutLineHeight`: a label's line, an app font's line gap
    /// left out; for the system font `UIFont.lineHeight`): a rounded rect's is the line height rounded up plus 13 pt (at least
    /// `roundedRectMinimumHeight`): IB's stored frames give an iOS 12 rounded-rect field 30 pt
    /// at system 14 (line height 16.7) and 34 pt at body 17 (20.3), and iOS draws it so; a
    /// borderless field's is its line height with `borderlessHeightPadding`
    /// (`borderlessHeight(lineHeight:scale:)`); a line or bezel field's the line height rounded
    /// up plus 2.
    open override var intrinsicContentSize: CGSize {
        let h: CGFloat
        switch borderStyle {
        case .roundedRect: h = max(roundedRectMinimumHeight, ceil(font.layoutLineHeight) + 13)
        case .none: h = borderlessHeight(lineHeight: font.layoutLineHeight, scale: layoutScale)
        case .line, .bezel: h = ceil(font.layoutLineHeight) + 2
        }
        let w = TextLayout.titleSize(text ?? placeholder ?? "", font: font).width + (borderStyle == .none ? 0 : 14)
        return CGSize(width: w, height: h)
    }

    /// A borderless field's intrinsic height for a font of `lineHeight` on a `scale` pixel grid:
    /// the line height rounded up to whole points for a secure field or with no padding, else
    /// the line height plus `borderlessHeightPadding` rounded up to the pixel grid.
    public func borderlessHeight(lineHeight: CGFloat, scale: CGFloat) -> CGFloat {
        if isSecureTextEntry || borderlessHeightPadding <= 0 { return ceil(lineHeight) }
        let s = scale > 0 ? scale : 1
        return ceil((lineHeight + borderlessHeightPadding) * s - 1e-9) / s
    }

    /// The text's baseline from the field's centre: its one line is centred in whatever
    /// height the field gets, as drawn (an empty field's too: UITextField's baseline comes from
    /// its font, not its characters).
    open override func baselineOffsetFromCenterY(last: Bool) -> CGFloat? {
        let shown = text.flatMap { $0.isEmpty ? nil : $0 } ?? placeholder.flatMap { $0.isEmpty ? nil : $0 } ?? " "
        var layout = TextLayout(text: shown, font: font, numberOfLines: 1, lineBreakMode: .byClipping, alignment: textAlignment)
        if let runs, text?.isEmpty == false { layout.runs = runs }
        return layout.frame(width: nil).baselineOffsetFromCenter(last: last)
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        switch borderStyle {
        case .roundedRect:
            let r = bounds.insetBy(dx: 0.25, dy: 0.25)
            recorder.fill(Path(roundedRect: bounds, cornerRadius: 5), color: .white)
            recorder.stroke(Path(roundedRect: r, cornerRadius: 5), color: Color(white: 0.8), style: StrokeStyle(width: 0.5))
        case .line, .bezel:
            recorder.stroke(Path(rect: bounds.insetBy(dx: 0.5, dy: 0.5)), color: .black, style: StrokeStyle(width: 1))
        case .none:
            break
        }
        let inset: CGFloat = borderStyle == .none ? 0 : 7
        let rect = bounds.insetBy(dx: inset, dy: 0)
        if let t = text, !t.isEmpty {
            var l = TextLayout(text: t, font: font, numberOfLines: 1, lineBreakMode: .byClipping, alignment: textAlignment)
            if let runs { l.runs = runs }
            if adjustsFontSizeToFitWidth, minimumFontSize > 0, font.pointSize > 0 {
                l = l.scaled(by: l.shrinkFactor(toFit: rect.size, minimumScaleFactor: min(1, minimumFontSize / font.pointSize)))
            }
            let (f, top) = l.placement(in: rect)
            drawText(l, frame: f, origin: CGPoint(x: rect.minX, y: top), color: textColor ?? .black, recorder: recorder)
        } else if let p = placeholder, !p.isEmpty {
            let l = TextLayout(text: p, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: textAlignment)
            for run in l.draw(in: rect, color: Color(r8: 60, g8: 60, b8: 67, a8: 77)) { recorder.glyphs(run) }
        }
    }
}
