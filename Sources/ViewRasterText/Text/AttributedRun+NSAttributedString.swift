import Foundation
import ViewRasterDisplayList

/// Attributed runs to and from Foundation's `NSAttributedString`, keyed as UIKit keys it.
extension AttributedRun {
    /// The runs of `string`: one per stretch of the same attributes (`enumerateAttributes`),
    /// reading `.font` (a `Font`; absent: `font`), `.foregroundColor`, `.backgroundColor`,
    /// `.kern`, `.underlineStyle`/`.underlineColor`, `.strikethroughStyle`/`.strikethroughColor`
    /// and `.paragraphStyle`. Values of other types, and other keys, are ignored.
    public static func runs(_ string: NSAttributedString, font: Font) -> [AttributedRun] {
        var out: [AttributedRun] = []
        let whole = NSRange(location: 0, length: string.length)
        let text = string.string as NSString
        string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var run = AttributedRun(text: text.substring(with: range), font: attributes[.font] as? Font ?? font,
                                    color: attributes[.foregroundColor] as? Color)
            run.backgroundColor = attributes[.backgroundColor] as? Color
            run.kern = number(attributes[.kern]).map { CGFloat($0) } ?? 0
            run.underlineStyle = style(attributes[.underlineStyle])
            run.underlineColor = attributes[.underlineColor] as? Color
            run.strikethroughStyle = style(attributes[.strikethroughStyle])
            run.strikethroughColor = attributes[.strikethroughColor] as? Color
            run.paragraph = (attributes[.paragraphStyle] as? ParagraphStyle)?.attributes
            out.append(run)
        }
        return out
    }

    /// The attributes of the run, as `runs(_:font:)` reads them back.
    public var attributes: [NSAttributedString.Key: Any] {
        var a: [NSAttributedString.Key: Any] = [.font: font]
        if let color { a[.foregroundColor] = color }
        if let backgroundColor { a[.backgroundColor] = backgroundColor }
        if kern != 0 { a[.kern] = Double(kern) }
        if !underlineStyle.isEmpty { a[.underlineStyle] = underlineStyle.rawValue }
        if let underlineColor { a[.underlineColor] = underlineColor }
        if !strikethroughStyle.isEmpty { a[.strikethroughStyle] = strikethroughStyle.rawValue }
        if let strikethroughColor { a[.strikethroughColor] = strikethroughColor }
        if let paragraph { a[.paragraphStyle] = ParagraphStyle(attributes: paragraph) }
        return a
    }

    /// An attributed string of `runs`, each with its `attributes`.
    public static func attributedString(_ runs: [AttributedRun]) -> NSAttributedString {
        let s = NSMutableAttributedString(string: "")
        for run in runs { s.append(NSAttributedString(string: run.text, attributes: run.attributes)) }
        return s
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let d as Double: d
        case let c as CGFloat: Double(c)
        case let i as Int: Double(i)
        case let f as Float: Double(f)
        case let n as NSNumber: n.doubleValue
        default: nil
        }
    }

    static func style(_ value: Any?) -> UnderlineStyle {
        if let s = value as? UnderlineStyle { return s }
        guard let n = number(value), n.isFinite, abs(n) < 1e9 else { return [] }
        return UnderlineStyle(rawValue: Int(n))
    }
}
