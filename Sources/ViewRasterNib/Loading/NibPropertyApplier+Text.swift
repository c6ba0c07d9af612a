import Foundation
import ViewRasterViews

/// Label, button, text field, text view and segmented-control properties.
extension NibPropertyApplier {
    static let lineBreakModes: [String: LineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]
    static let alignments: [String: TextAlignment] = [
        "left": .left, "center": .center, "right": .right, "natural": .natural, "justified": .justified,
    ]

    func alignment(_ name: String?) -> TextAlignment? {
        guard let name else { return nil }
        if let a = Self.alignments[name] { return a }
        warn("unknown textAlignment \"\(name)\""); return nil
    }


    func applyLabel(_ v: Label) {
        let o = object
        let a = viewAttributes?.label(o) ?? NibLabelAttributes(o)
        if let f = o.font { v.font = f.font }
        if let c = a.textColor { v.textColor = c }
        else if a.textColorIsNil { v.textColor = .black }
        if let c = a.highlightedTextColor { v.highlightedTextColor = c }
        if let name = a.unknownTextAlignment { warn("unknown textAlignment \"\(name)\"") }
        if let t = a.textAlignment { v.textAlignment = t }
        if let n = a.numberOfLines { v.numberOfLines = n }
        if let name = a.unknownLineBreakMode { warn("unknown lineBreakMode \"\(name)\"") }
        if let m = a.lineBreakMode { v.lineBreakMode = m }
        if let e = a.enabled { v.isEnabled = e }
        if let h = a.highlighted { v.isHighlighted = h }
        if let w = a.preferredMaxLayoutWidth { v.preferredMaxLayoutWidth = w }
        if let f = a.adjustsFontForContentSizeCategory { v.adjustsFontForContentSizeCategory = f }
        applyFontShrinking(v, a)
        if let s = a.attributedText {
            // Setting the runs sets the label's font, color, alignment and line break mode
            // from the first run, as UILabel.attributedText does.
            v.attributedRuns = runs(s, defaultFont: v.font)
        } else if let t = a.text {
            v.text = t
        }
        if let missing = v.takeMissingGlyphWarning() { warn("label: \(missing)") }
    }

    static let buttonStates: [String: ControlState] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled, "focused": .focused,
    ]

    func applyButton(_ v: Button) {
        let o = object
        let a = viewAttributes?.button(o) ?? NibButtonAttributes(o)
        if let t = a.unknownButtonType { warn("unknown buttonType \"\(t)\"; using custom") }
        if let f = o.font { v.titleFont = f.font }
        if let f = a.adjustsFontForContentSizeCategory { v.titleAdjustsFontForContentSizeCategory = f }
        if let name = a.unknownLineBreakMode { warn("unknown lineBreakMode \"\(name)\"") }
        if let m = a.lineBreakMode { v.titleLineBreakMode = m }
        for s in a.states {
            guard let state = s.state else { warn("unknown button state \"\(s.key)\""); continue }
            if let t = s.value.attributedTitle {
                v.setAttributedTitle(AttributedRun.attributedString(runs(t, defaultFont: v.titleFont)), for: state)
            } else if let t = s.value.title {
                v.setTitle(t, for: state)
            }
            if let c = s.titleColor { v.setTitleColor(c, for: state) }
            if let name = s.value.image {
                v.setImage(context.image(named: name, catalog: s.value.imageCatalog, at: o.location), for: state)
            }
            if let name = s.value.backgroundImage {
                v.setBackgroundImage(context.image(named: name, catalog: nil, at: o.location), for: state)
            }
        }
        if let i = a.contentEdgeInsets { v.contentEdgeInsets = i }
        if let i = a.titleEdgeInsets { v.titleEdgeInsets = i }
        if let i = a.imageEdgeInsets { v.imageEdgeInsets = i }
        if let h = a.contentHorizontalAlignment { v.contentHorizontalAlignment = h }
        else if let other = a.unknownHorizontalAlignment { warn("unknown contentHorizontalAlignment \"\(other)\"") }
        if let h = a.contentVerticalAlignment { v.contentVerticalAlignment = h }
        else if let other = a.unknownVerticalAlignment { warn("unknown contentVerticalAlignment \"\(other)\"") }
        applyButtonConfiguration(v)
    }

    /// `buttonType="…"` as `Button.ButtonType` (absent: custom; `roundedRect` is the old system).
    nonisolated static func buttonType(_ name: String?) -> Button.ButtonType? {
        switch name {
        case nil, "custom": .custom
        case "system", "roundedRect": .system
        case "detailDisclosure": .detailDisclosure
        case "infoLight": .infoLight
        case "infoDark": .infoDark
        case "contactAdd": .contactAdd
        case "close": .close
        default: nil
        }
    }

    func applyTextField(_ v: TextField) {
        let o = object
        if let f = o.font { v.font = f.font }
        if let a = o.bool("adjustsFontForContentSizeCategory") { v.adjustsFontForContentSizeCategory = a }
        if let c = o.colors["textColor"] { v.textColor = c.viewColor }
        if let a = alignment(o.attributes["textAlignment"]) { v.textAlignment = a }
        if let s = o.attributedStrings["attributedText"] {
            v.attributedText = AttributedRun.attributedString(runs(s, defaultFont: v.font))
        } else if let t = o.text { v.text = t }
        if let p = o.attributes["placeholder"] { v.placeholder = p }
        if let m = o.double("minimumFontSize") { v.minimumFontSize = CGFloat(m) }
        v.adjustsFontSizeToFitWidth = Self.adjustsFontSizeToFit(o)
        if o.otherElements.contains(where: { $0.name == "textInputTraits" && $0["secureTextEntry"] == "YES" }) {
            v.isSecureTextEntry = true
        }
        switch o.attributes["borderStyle"] {
        case "roundedRect": v.borderStyle = .roundedRect
        case "line": v.borderStyle = .line
        case "bezel": v.borderStyle = .bezel
        case "none", nil: break
        case let other?: warn("unknown text field borderStyle \"\(other)\"")
        }
    }

    func applyTextView(_ v: TextView) {
        let o = object
        if let f = o.font { v.font = f.font }
        if let a = o.bool("adjustsFontForContentSizeCategory") { v.adjustsFontForContentSizeCategory = a }
        if let c = o.colors["textColor"] { v.textColor = c.viewColor }
        if let a = alignment(o.attributes["textAlignment"]) { v.textAlignment = a }
        if let s = o.bool("scrollEnabled") { v.isScrollEnabled = s }
        if let s = o.attributedStrings["attributedText"] {
            v.attributedText = AttributedRun.attributedString(runs(s, defaultFont: v.font))
        } else if let t = o.text { v.text = t }
    }

    func applySegmentedControl(_ v: SegmentedControl) {
        for (i, title) in object.segments.enumerated() { v.insertSegment(withTitle: title, at: i, animated: false) }
        if let i = object.int("selectedSegmentIndex") { v.selectedSegmentIndex = i }
        if let c = object.colors["selectedSegmentTintColor"] { v.selectedSegmentTintColor = c.viewColor }
        if let a = object.bool("apportionsSegmentWidthsByContent") { v.apportionsSegmentWidthsByContent = a }
    }

    func applyVisualEffect(_ v: VisualEffectView) {
        guard let blur = object.otherElements.first(where: { $0.name == "blurEffect" }) else { return }
        switch blur["style"] {
        case "dark", "systemMaterialDark", "systemThickMaterialDark", "systemThinMaterialDark", "systemUltraThinMaterialDark", "systemChromeMaterialDark":
            v.effect = .dark
        case "extraLight": v.effect = .extraLight
        case "light", "systemMaterialLight", "systemThinMaterialLight", "systemUltraThinMaterialLight", "systemThickMaterialLight", "systemChromeMaterialLight":
            v.effect = .light
        case "prominent": v.effect = .prominent
        default: v.effect = .regular
        }
    }
}
