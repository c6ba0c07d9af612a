import Foundation
import ViewRasterViews

/// A xib's `<buttonConfiguration>` as a `Button.Configuration`: the style, texts, image and
/// symbol configuration, placement and paddings, size, corner style, insets, colors and
/// background. Unknown attributes and values are warnings at the element's line.
extension NibPropertyApplier {
    /// Attributes IB writes that change nothing drawn here.
    static let ignoredConfigurationAttributes: Set<String> = [
        "key", "macIdiomStyle", "titleLineBreakMode", "subtitleLineBreakMode", "automaticallyUpdateForSelection",
    ]

    /// Sets `v.configuration` from the object's `<buttonConfiguration>`, when it has one.
    func applyButtonConfiguration(_ v: Button) {
        guard let b = object.buttonConfiguration else { return }
        func warnHere(_ m: String) { context.warn(m, at: b.location) }
        let a = b.attributes
        var c: Button.Configuration
        switch a["style"] {
        case "plain", "borderless", nil: c = .plain()
        case "gray", "bordered": c = .gray()
        case "tinted", "borderedTinted": c = .tinted()
        case "filled", "borderedProminent": c = .filled()
        case let s?: warnHere("unknown button configuration style \"\(s)\"; using plain"); c = .plain()
        }
        c.title = b.strings["title"] ?? a["title"]
        c.subtitle = b.strings["subtitle"] ?? a["subtitle"]
        if let f = b.fonts["titleFontDescription"] { c.titleFont = f.font }
        if let f = b.fonts["subtitleFontDescription"] { c.subtitleFont = f.font }
        let titleFont = c.titleFont ?? .preferredFont(forTextStyle: .body)
        if let t = b.attributedStrings["attributedTitle"] {
            c.attributedTitle = AttributedRun.attributedString(runs(t, defaultFont: titleFont))
        }
        if let t = b.attributedStrings["attributedSubtitle"] {
            c.attributedSubtitle = AttributedRun.attributedString(runs(t, defaultFont: c.subtitleFont ?? titleFont))
        }
        if let ref = b.imageReference, let name = ref["image"] {
            var image = context.image(named: name, catalog: ref["catalog"], at: b.location)
            if let scale = ref["symbolScale"].flatMap(Image.SymbolScale.init(xibName:)), image.isSymbolImage {
                image = image.withConfiguration(Image.SymbolConfiguration(scale: scale))
            }
            switch ref["renderingMode"] {
            case "template": image = image.withRenderingMode(.alwaysTemplate)
            case "original": image = image.withRenderingMode(.alwaysOriginal)
            default: break
            }
            c.image = image
        } else if let name = a["image"] {
            c.image = context.image(named: name, catalog: a["imageCatalog"], at: b.location)
        }
        if let p = b.preferredSymbolConfiguration { c.preferredSymbolConfigurationForImage = NibSymbols.configuration(p) }
        switch a["imagePlacement"] {
        case "leading", nil: break
        case "trailing": c.imagePlacement = .trailing
        case "top": c.imagePlacement = .top
        case "bottom": c.imagePlacement = .bottom
        case let s?: warnHere("unknown imagePlacement \"\(s)\"; using leading")
        }
        if let p = number(a, "imagePadding", warnHere) { c.imagePadding = p }
        if let p = number(a, "titlePadding", warnHere) { c.titlePadding = p }
        switch a["buttonSize"] {
        case "medium", nil: break
        case "mini": c.buttonSize = .mini
        case "small": c.buttonSize = .small
        case "large": c.buttonSize = .large
        case let s?: warnHere("unknown buttonSize \"\(s)\"; using medium")
        }
        switch a["cornerStyle"] {
        case "dynamic", nil: break
        case "fixed": c.cornerStyle = .fixed
        case "small": c.cornerStyle = .small
        case "medium": c.cornerStyle = .medium
        case "large": c.cornerStyle = .large
        case "capsule": c.cornerStyle = .capsule
        case let s?: warnHere("unknown cornerStyle \"\(s)\"; using dynamic")
        }
        switch a["titleAlignment"] {
        case "automatic", nil: break
        case "leading": c.titleAlignment = .leading
        case "center": c.titleAlignment = .center
        case "trailing": c.titleAlignment = .trailing
        case let s?: warnHere("unknown titleAlignment \"\(s)\"; using automatic")
        }
        if a["showsActivityIndicator"] == "YES" { c.showsActivityIndicator = true }
        if let i = b.contentInsets {
            c.contentInsets = DirectionalEdgeInsets(top: CGFloat(i.top), leading: CGFloat(i.leading),
                                                    bottom: CGFloat(i.bottom), trailing: CGFloat(i.trailing))
        }
        c.baseForegroundColor = b.colors["baseForegroundColor"]?.viewColor
        c.baseBackgroundColor = b.colors["baseBackgroundColor"]?.viewColor
        c.background.backgroundColor = b.backgroundColors["backgroundColor"]?.viewColor
        c.background.strokeColor = b.backgroundColors["strokeColor"]?.viewColor
        if let r = number(b.backgroundAttributes, "cornerRadius", warnHere) { c.background.cornerRadius = r }
        if let w = number(b.backgroundAttributes, "strokeWidth", warnHere) { c.background.strokeWidth = w }
        if let o = number(b.backgroundAttributes, "strokeOutset", warnHere) { c.background.strokeOutset = o }
        let known: Set<String> = ["style", "title", "subtitle", "image", "imageCatalog", "imagePlacement", "imagePadding",
                                  "titlePadding", "buttonSize", "cornerStyle", "titleAlignment", "showsActivityIndicator"]
        for name in a.keys.sorted() where !known.contains(name) && !Self.ignoredConfigurationAttributes.contains(name) {
            warnHere("button configuration attribute \(name)=\"\(a[name] ?? "")\" is ignored")
        }
        v.configuration = c
    }

    /// A finite, non-negative number attribute; a warning when malformed.
    private func number(_ attributes: [String: String], _ name: String, _ warn: (String) -> Void) -> CGFloat? {
        guard let s = attributes[name] else { return nil }
        guard let d = Double(s), d.isFinite, d >= 0, d <= 10_000 else {
            warn("\(name)=\"\(s)\" on a button configuration is not a size; ignored"); return nil
        }
        return CGFloat(d)
    }
}
