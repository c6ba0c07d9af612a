import Foundation

/// Text output for the display-list writer: numbers, strings and one-line objects with a
/// fixed key order.
enum JSONWriter {
    /// Integers without a fraction, other numbers in Swift's shortest round-trip form;
    /// nil for NaN and infinities (which JSON cannot hold).
    static func number(_ d: Double) -> String? {
        guard d.isFinite else { return nil }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }

    /// SVG path data with every number in shortest round-trip form (so reading it back
    /// gives the same path exactly); nil when a coordinate is not finite.
    static func path(_ p: Path) -> String? {
        var parts: [String] = []
        parts.reserveCapacity(p.elements.count)
        func pt(_ q: CGPoint) -> String? {
            guard let x = number(Double(q.x)), let y = number(Double(q.y)) else { return nil }
            return x + " " + y
        }
        for e in p.elements {
            switch e {
            case .move(let a): guard let s = pt(a) else { return nil }; parts.append("M" + s)
            case .line(let a): guard let s = pt(a) else { return nil }; parts.append("L" + s)
            case .quad(let c, let a): guard let s1 = pt(c), let s2 = pt(a) else { return nil }; parts.append("Q" + s1 + " " + s2)
            case .cubic(let c1, let c2, let a):
                guard let s1 = pt(c1), let s2 = pt(c2), let s3 = pt(a) else { return nil }
                parts.append("C" + s1 + " " + s2 + " " + s3)
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20: out += String(format: "\\u%04X", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}

/// A JSON value being written: ordered keys, compact on one line.
indirect enum JSONOut {
    case raw(String)
    case array([JSONOut])
    case object([(String, JSONOut)])

    static func string(_ s: String) -> JSONOut { .raw(JSONWriter.quoted(s)) }

    var text: String {
        switch self {
        case .raw(let s): return s
        case .array(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
        case .object(let pairs): return "{" + pairs.map { JSONWriter.quoted($0.0) + ": " + $0.1.text }.joined(separator: ", ") + "}"
        }
    }
}
