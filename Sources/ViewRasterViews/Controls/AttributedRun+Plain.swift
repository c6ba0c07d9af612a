import Foundation

extension AttributedRun {
    /// A view's `attributedText`: its attributed runs, else its plain text in its font and
    /// color (nil without text).
    static func attributedString(_ runs: [AttributedRun]?, orPlain text: String?, font: Font, color: Color?) -> NSAttributedString? {
        if let runs { return attributedString(runs) }
        return text.map { attributedString([AttributedRun(text: $0, font: font, color: color)]) }
    }
}
