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

    func lineBreakMode(_ name: String?) -> LineBreakMode? {
        guard let name else { return nil }
        if let m = Self.lineBreakModes[name] { return m }
        warn("unknown lineBreakMode \"\(name)\""); return nil
    }
    func alignment(_ name: String?) -> TextAlignment? {
        guard let name else { return nil }
        if let a = Self.alignments[name] { return a }
        warn("unknown textAlignment \"\(name)\""); return nil
    }


    func applyLabel(_ v: Label) {
        let o = object
        if let f = o.font { v.font = f.font }
        if let c = o.colors["textColor"] { v.textColor = c.viewColor }
        else if o.nilKeys.contains("textColor") { v.textColor = .black }
        if let c = o.colors["highlightedColor"] { v.highlightedTextColor = c.viewColor }
        if let a = alignment(o.attributes["textAlignment"]) { v.textAlignment = a }
        if let n = o.int("numberOfLines") { v.numberOfLines = max(0, n) }
        if let m = lineBreakMode(o.attributes["lineBreakMode"]) { v.lineBreakMode = m }
        if let e = o.bool("enabled") { v.isEnabled = e }
        if let h = o.bool("highlighted") { v.isHighlighted = h }
        if let w = o.double("preferredMaxLayoutWidth") { v.preferredMaxLayoutWidth = CGFloat(w) }
        if let a = o.bool("adjustsFontForContentSizeCategory") { v.adjustsFontForContentSizeCategory = a }
        applyFontShrinking(v)
        if let s = o.attributedStrings["attributedText"] {
            // Setting the runs sets the label's font, color, alignment and line break mode
            // from the first run, as UILabel.attributedText does.
            v.attributedRuns = runs(s, defaultFont: v.font)
        } else if let t = o.text {
            v.text = t
        }
        if let missing = v.takeMissingGlyphWarning() { warn("label: \(missing)") }
    }

    static let buttonStates: [String: ControlState] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled, "focused": .focused,
    ]

    func applyButton(_ v: Button) {
        let o = object
        if let t = o.attributes["buttonType"], Self.buttonType(t) == nil { warn("unknown buttonType \"\(t)\"; using custom") }
        if let f = o.font { v.titleLabel.font = f.font }
        if let a = o.bool("adjustsFontForContentSizeCategory") { v.titleLabel.adjustsFontForContentSizeCategory = a }
        if let m = lineBreakMode(o.attributes["lineBreakMode"]) { v.titleLabel.lineBreakMode = m }
        for (key, s) in o.states.sorted(by: { $0.key < $1.key }) {
            guard let state = Self.buttonStates[key] else { warn("unknown button state \"\(key)\""); continue }
            if let t = s.attributedTitle {
                v.setAttributedTitle(AttributedRun.attributedString(runs(t, defaultFont: v.titleLabel.font)), for: state)
            } else if let t = s.title {
                v.setTitle(t, for: state)
            }
            if let c = s.titleColor { v.setTitleColor(c.viewColor, for: state) }
            if let name = s.image {
                v.setImage(context.image(named: name, catalog: s.imageCatalog, at: o.location), for: state)
            }
            if let name = s.backgroundImage {
                v.setBackgroundImage(context.image(named: name, catalog: nil, at: o.location), for: state)
            }
        }
        if let i = o.insets["contentEdgeInsets"] { v.contentEdgeInsets = edge(i) }
        if let i = o.insets["titleEdgeInsets"] { v.titleEdgeInsets = edge(i) }
        if let i = o.insets["imageEdgeInsets"] { v.imageEdgeInsets = edge(i) }
        switch o.attributes["contentHorizontalAlignment"] {
        case "left": v.contentHorizontalAlignment = .left
        case "right": v.contentHorizontalAlignment = .right
        case "fill": v.contentHorizontalAlignment = .fill
        case "leading": v.contentHorizontalAlignment = .leading
        case "trailing": v.contentHorizontalAlignment = .trailing
        case "center", nil: break
        case let other?: warn("unknown contentHorizontalAlignment \"\(other)\"")
        }
        switch o.attributes["contentVerticalAlignment"] {
        case "top": v.contentVerticalAlignment = .top
        case "bottom": v.contentVerticalAlignment = .bottom
        case "fill": v.contentVerticalAlignment = .fill
        case "center", nil: break
        case let other?: warn("unknown contentVerticalAlignment \"\(other)\"")
        }
        applyButtonConfiguration(v)
    }

    func edge(_ i: NibInsets) -> EdgeInsets {
        EdgeInsets(top: CGFloat(i.top), left: CGFloat(i.left), bottom: CGFloat(i.bottom), right: CGFloat(i.right))
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
