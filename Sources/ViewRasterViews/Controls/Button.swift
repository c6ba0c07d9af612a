import Foundation

/// A push button (UIButton): a title, title color and image per state, system or custom type,
/// content insets, and target-actions for `.touchUpInside`. System buttons draw their title
/// in the tint color and dim it while highlighted.
@MainActor
open class Button: Control {
    /// The button's type (UIButton.ButtonType): `custom` draws only what it is given; the others tint
    /// their title and template images and dim them while highlighted; the glyph types draw their glyph
    /// when they have neither title nor image.
    public enum ButtonType: Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// The type the button was made with.
    public let buttonType: ButtonType
    @exclusivity(unchecked) private var titles: [UInt: String] = [:]
    /// Attributed titles per state, as runs (`setAttributedTitle(_:for:)`).
    @exclusivity(unchecked) var attributedTitles: [UInt: [AttributedRun]] = [:]
    @exclusivity(unchecked) private var titleColors: [UInt: Color] = [:]
    @exclusivity(unchecked) private var images: [UInt: Image] = [:]
    @exclusivity(unchecked) private var backgroundImages: [UInt: Image] = [:]

    /// The title's font, alignment and line break mode (UIButton.titleLabel); not a subview here.
    /// A text-style font follows Dynamic Type as a label's does: sized for the button's traits
    /// when first laid out, and on later category changes with the title label's
    /// `adjustsFontForContentSizeCategory`. Made on the first ask, as UIKit's is, with the font,
    /// line break mode and Dynamic Type flag the button has so far (15 pt system font and middle
    /// truncation until set); from then on the label holds them.
    public var titleLabel: Label {
        if let madeTitleLabel { return madeTitleLabel }
        let label = Label()
        label.font = unmadeTitle.font
        label.lineBreakMode = unmadeTitle.lineBreakMode
        label.adjustsFontForContentSizeCategory = unmadeTitle.adjustsFont
        madeTitleLabel = label
        return label
    }
    /// The title label once something has asked for it.
    @exclusivity(unchecked) private var madeTitleLabel: Label?
    /// The title label's font, line break mode and Dynamic Type flag until it is made (a nib's
    /// button sets and draws them without the label: a label is a view, with a layer and
    /// layout storage, made and released with every button).
    @exclusivity(unchecked) private var unmadeTitle: (font: Font, lineBreakMode: LineBreakMode, adjustsFont: Bool)

    /// The title label's font, read and set without making the label.
    package var titleFont: Font {
        get { madeTitleLabel?.font ?? unmadeTitle.font }
        set { if let madeTitleLabel { madeTitleLabel.font = newValue } else { unmadeTitle.font = newValue } }
    }
    /// The title label's line break mode, read and set without making the label.
    package var titleLineBreakMode: LineBreakMode {
        get { madeTitleLabel?.lineBreakMode ?? unmadeTitle.lineBreakMode }
        set { if let madeTitleLabel { madeTitleLabel.lineBreakMode = newValue } else { unmadeTitle.lineBreakMode = newValue } }
    }
    /// The title label's `adjustsFontForContentSizeCategory`, read and set without making the label.
    package var titleAdjustsFontForContentSizeCategory: Bool {
        get { madeTitleLabel?.adjustsFontForContentSizeCategory ?? unmadeTitle.adjustsFont }
        set { if let madeTitleLabel { madeTitleLabel.adjustsFontForContentSizeCategory = newValue } else { unmadeTitle.adjustsFont = newValue } }
    }
    /// Padding around the title and image; UIKit adds an implicit 6 pt above and below the
    /// title of a button with no insets, which `intrinsicContentSize` follows.
    public var contentEdgeInsets: EdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }
    /// Padding of the title's rect (after the content insets), in points; it does not change the
    /// intrinsic size.
    public var titleEdgeInsets: EdgeInsets = .zero
    /// Padding of the image's rect, in points; it does not change the intrinsic size.
    public var imageEdgeInsets: EdgeInsets = .zero
    /// Where the image and title sit across the content rect (`fill` and `leading` draw as `left`,
    /// `trailing` as `right`).
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// The vertical alignment of the content; only `center` gives the button a title baseline.
    public var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// The button's configuration (UIButton.configuration, iOS 15): set, the button sizes and
    /// draws itself from it (`Button+Configuration.swift`) and ignores the per-state titles,
    /// images and edge insets.
    public var configuration: Configuration? { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    /// Horizontal content alignment (UIControl.ContentHorizontalAlignment).
    public enum ContentHorizontalAlignment: Sendable { case center, left, right, fill, leading, trailing }
    /// Vertical content alignment (UIControl.ContentVerticalAlignment).
    public enum ContentVerticalAlignment: Sendable { case center, top, bottom, fill }

    override func updateForTraits(_ traits: TraitCollection, previous: TraitCollection?) {
        super.updateForTraits(traits, previous: previous)
        if let f = DynamicTypeSizes.adjustedFont(titleFont, adjusts: titleAdjustsFontForContentSizeCategory,
                                                  traits: traits, previous: previous) {
            titleFont = f; invalidateIntrinsicContentSize(); setNeedsDisplay()
        }
        for (state, runs) in attributedTitles {
            if let r = DynamicTypeSizes.adjustedRuns(runs, adjusts: titleAdjustsFontForContentSizeCategory, traits: traits, previous: previous) {
                attributedTitles[state] = r; invalidateIntrinsicContentSize(); setNeedsDisplay()
            }
        }
        // A configuration's text styles follow every content size change.
        if configuration != nil, traits.preferredContentSizeCategory != previous?.preferredContentSizeCategory { invalidateIntrinsicContentSize() }
    }

    /// A button of `type` (UIButton(type:)): a glyph type sized as its glyph, other types at zero size.
    public init(type: ButtonType) {
        buttonType = type
        unmadeTitle = (.systemFont(ofSize: 15), .byTruncatingMiddle, false)
        // UIButton(type:) gives a glyph button its glyph image's size (a 24⅓×23⅔ pt
        // `.contactAdd` on iOS 13 and later); other types start at zero.
        super.init(frame: CGRect(origin: .zero, size: ButtonSystemGlyph.size(for: type) ?? .zero))
    }
    public override convenience init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }
    public required init?(coder: NSCoder) {
        buttonType = (coder.decodeObject(forKey: "buttonType") as? ButtonType) ?? .custom
        unmadeTitle = (.systemFont(ofSize: 15), .byTruncatingMiddle, false)
        super.init(coder: coder)
    }

    /// Sets the title shown in `state` (nil: the normal state's title is shown).
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }
    /// The title set for `state`, else the normal state's.
    public func title(for state: ControlState) -> String? { titles[state.rawValue] ?? titles[0] }
    /// Sets the title color for `state` (nil: the default color for the state).
    public func setTitleColor(_ color: Color?, for state: ControlState) { titleColors[state.rawValue] = color }
    /// The title color set for `state`, else the default: for a system type the normal color (or the
    /// tint) at 20 % alpha while highlighted and gray while disabled; for `custom` the normal color
    /// or white.
    public func titleColor(for state: ControlState) -> Color? { titleColors[state.rawValue] ?? defaultTitleColor(for: state) }
    /// Sets the image shown in `state` (nil: the normal state's image is shown).
    public func setImage(_ image: Image?, for state: ControlState) { images[state.rawValue] = image; invalidateIntrinsicContentSize() }
    /// The image set for `state`, else the normal state's.
    public func image(for state: ControlState) -> Image? { images[state.rawValue] ?? images[0] }
    /// Sets the background image, stretched over the bounds, for `state`.
    public func setBackgroundImage(_ image: Image?, for state: ControlState) { backgroundImages[state.rawValue] = image }
    /// The background image set for `state`, else the normal state's.
    public func backgroundImage(for state: ControlState) -> Image? { backgroundImages[state.rawValue] ?? backgroundImages[0] }

    /// The title for the current `state`.
    public var currentTitle: String? { title(for: state) }

    private func defaultTitleColor(for state: ControlState) -> Color {
        let normal = titleColors[0]
        switch buttonType {
        case .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close:
            let base = normal ?? tintColor ?? .systemBlue
            if state.contains(.disabled) { return Color(white: 0.56, alpha: 1) }
            if state.contains(.highlighted) { return base.withAlphaComponent(base.alpha * 0.2) }
            return base
        case .custom:
            return normal ?? .white
        }
    }

    private var titleSize: CGSize {
        if let runs = currentAttributedRuns { return TextLayout(runs: runs, font: titleFont).frame(width: nil).usedSize }
        guard let t = currentTitle, !t.isEmpty else { return .zero }
        let font = titleFont, registrations = FontRegistry.shared.registrationCount
        if let m = measuredTitle, m.registrations == registrations, m.font == font, m.text == t { return m.size }
        let size = ideographWidenedTitleSize(t, font: font) ?? TextLayout.titleSize(t, font: font)
        measuredTitle = (t, font, registrations, size)
        return size
    }

    /// The title last measured, with its font, the font registrations it was measured under and
    /// its size: `TextLayout.titleSize` is a function of the three, and a button measures its
    /// title for its intrinsic size and again to draw it (a look-up in the text frame cache
    /// hashes and compares the whole layout).
    @exclusivity(unchecked) private var measuredTitle: (text: String, font: Font, registrations: Int, size: CGSize)?

    /// Points IB's canvas adds to the width of each CJK ideograph of the title's system-font
    /// runs (`ideographWidenedTitleSize(_:font:)`); 0, the default, measures them one em wide, as
    /// a device does. IB's `layout` canvas sets it for files Xcode 8 or later saved
    /// (`NibCanvas.canvasIdeographExtraWidth`), as for labels.
    package var canvasIdeographExtraWidth: CGFloat = 0 {
        didSet { measuredTitle = nil; invalidateIntrinsicContentSize() }
    }

    /// The narrowest intrinsic width of a system button with a title and no content insets.
    public static let systemMinimumTitledWidth: CGFloat = 30

    open override var intrinsicContentSize: CGSize {
        if let configuration { return configurationLayout(configuration).intrinsicSize }
        let ts = titleSize
        let imageSize = image(for: state)?.size ?? .zero
        var w = ts.width + imageSize.width
        var h = max(ts.height, imageSize.height)
        if contentEdgeInsets == .zero {
            // A title alone is padded 6 pt above and below its whole-point line; beside an image
            // the content is the taller of the two, unpadded, as IB stores it (docs/system-font-metrics.md).
            if ts.height > 0 && imageSize.height == 0 { h = max(h, ceil(titleFont.layoutLineHeight) + 12) }
            // A system button with a title is at least 30 pt wide, as UIKit's: IB stores "OK",
            // "no", "yes", "Edit" and "1.5x" 30 pt wide, and no system button of a short title
            // narrower, in the corpus and sets C-I (docs/system-font-metrics.md).
            if ts.width > 0 && buttonType == .system { w = max(w, Self.systemMinimumTitledWidth) }
        } else {
            w += contentEdgeInsets.left + contentEdgeInsets.right
            h += contentEdgeInsets.top + contentEdgeInsets.bottom
        }
        if w == 0 && h == 0 {
            // Info, detail-disclosure and add buttons are their 22 pt glyph (UIKit); others 30.
            switch buttonType {
            case .detailDisclosure, .infoLight, .infoDark, .contactAdd: return CGSize(width: 22, height: 22)
            default: return CGSize(width: 30, height: 30)
            }
        }
        return CGSize(width: w, height: h)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The title's baseline (UIButton's `viewForFirstBaselineLayout` is its title label), from
    /// the button's centre: the title is centred in the content rect less the title's insets,
    /// as drawn, so it moves with the centre. Nil (the bottom edge) without a title, with a
    /// configuration, or with the content aligned to the top, bottom or filling.
    open override func baselineOffsetFromCenterY(last: Bool) -> CGFloat? {
        guard configuration == nil, contentVerticalAlignment == .center, let title = currentTitle, !title.isEmpty else { return nil }
        var layout = TextLayout(text: title, font: titleFont, numberOfLines: 1,
                                lineBreakMode: titleLineBreakMode, alignment: .center)
        if let runs = currentAttributedRuns { layout.runs = runs }
        let shift = (contentEdgeInsets.top + titleEdgeInsets.top - contentEdgeInsets.bottom - titleEdgeInsets.bottom) / 2
        return layout.frame(width: nil).baselineOffsetFromCenter(last: last).map { shift + $0 }
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        if let configuration { return drawConfigured(configuration, recorder: recorder) }
        let content = bounds.inset(by: contentEdgeInsets)
        if let bg = backgroundImage(for: state) { recorder.image(bg, in: bounds) }
        let img = image(for: state)
        // A glyph type with neither image nor title draws its glyph centred (UIKit's image).
        if img == nil, currentTitle?.isEmpty != false, ButtonSystemGlyph.size(for: buttonType) != nil {
            ButtonSystemGlyph.draw(buttonType, in: content, color: titleColor(for: state) ?? .systemBlue, recorder: recorder)
            return
        }
        let imageSize = img?.size ?? .zero
        let ts = titleSize
        let totalW = min(content.width, imageSize.width + ts.width)
        var x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading, .fill: x = content.minX
        case .right, .trailing: x = content.maxX - totalW
        case .center: x = content.midX - totalW / 2
        }
        if let img {
            let r = CGRect(x: x, y: content.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
                .inset(by: imageEdgeInsets)
            let tint: Color? = (img.renderingMode == .alwaysTemplate || (buttonType == .system && img.renderingMode == .automatic)) ? titleColor(for: state) : nil
            recorder.image(img, in: r, tint: tint)
            x += imageSize.width
        }
        if let title = currentTitle, !title.isEmpty, let color = titleColor(for: state) {
            let rect = CGRect(x: x, y: content.minY, width: max(0, min(ts.width, content.maxX - x)), height: content.height)
                .inset(by: titleEdgeInsets)
            var layout = TextLayout(text: title, font: titleFont, numberOfLines: 1,
                                    lineBreakMode: titleLineBreakMode, alignment: .center)
            if let runs = currentAttributedRuns { layout.runs = runs }
            let (frame, top) = layout.placement(in: rect)
            drawText(layout, frame: frame, origin: CGPoint(x: rect.minX, y: top), color: color, recorder: recorder)
        }
    }
}
