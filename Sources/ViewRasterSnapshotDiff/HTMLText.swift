import Foundation

/// Text for the HTML pages ViewRaster writes (the failure report, `render-all`'s page).
public enum HTMLText {
    /// `text` made safe inside HTML elements and quoted attributes: `& < > " '` as entities.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
