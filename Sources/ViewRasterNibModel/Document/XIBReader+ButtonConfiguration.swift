import Foundation

extension XIBReader {
    /// Reads a button's `<buttonConfiguration>` (see `NibButtonConfiguration`); children it
    /// does not know are warnings at their line.
    func readButtonConfiguration(_ e: XIBElement) throws -> NibButtonConfiguration {
        var b = NibButtonConfiguration(attributes: e.attributes, location: loc(e))
        for c in e.children {
            switch (c.name, c.key) {
            case ("color", let k?) where k == "baseForegroundColor" || k == "baseBackgroundColor":
                if let color = try readColor(c) { b.colors[k] = color }
            case ("backgroundConfiguration", "background"):
                b.backgroundAttributes = c.attributes
                for bc in c.children {
                    switch (bc.name, bc.key) {
                    case ("color", let k?) where k == "backgroundColor" || k == "strokeColor":
                        if let color = try readColor(bc) { b.backgroundColors[k] = color }
                    case ("nil", _): break
                    default: warn("<\(bc.name)\(bc.key.map { " key=\"\($0)\"" } ?? "")> in a button's background configuration is ignored", bc)
                    }
                }
            case ("fontDescription", let k?) where k.hasSuffix("FontDescription"):
                b.fonts[k] = try readFontDescription(c)
            case ("font", let k?) where k.hasSuffix("FontDescription"):
                b.fonts[k] = try readFontElement(c)
            case ("attributedString", let k?):
                b.attributedStrings[k] = try readAttributedString(c)
            case ("string", let k?):
                b.strings[k] = c.text
            case ("imageReference", "image"):
                b.imageReference = c
            case ("preferredSymbolConfiguration", _):
                b.preferredSymbolConfiguration = c
            case ("directionalEdgeInsets", "contentInsets"):
                b.contentInsets = NibDirectionalInsets(top: try number(c, "top") ?? 0, leading: try number(c, "leading") ?? 0,
                                                       bottom: try number(c, "bottom") ?? 0, trailing: try number(c, "trailing") ?? 0)
            case ("nil", _):
                break
            default:
                warn("<\(c.name)\(c.key.map { " key=\"\($0)\"" } ?? "")> in a <buttonConfiguration> is ignored", c)
            }
        }
        return b
    }
}
