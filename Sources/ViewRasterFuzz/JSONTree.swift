import Foundation

/// A JSON value for structure-wise mutation of display lists. Numbers keep their raw text so
/// a mutation can write tokens JSON has no value for (`1e999`, `NaN`, `-0`).
public indirect enum JSONTree: Sendable, Hashable {
    case number(String)
    case string(String)
    case bool(Bool)
    case null
    case array([JSONTree])
    case object([(key: String, value: JSONTree)])

    public static func == (l: JSONTree, r: JSONTree) -> Bool { l.serialized() == r.serialized() }
    public func hash(into h: inout Hasher) { h.combine(serialized()) }

    /// Parses JSON (nil when it is not valid). Object keys are sorted for determinism.
    public static func parse(_ data: Data) -> JSONTree? {
        guard let any = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        return from(any)
    }

    static func from(_ any: Any) -> JSONTree {
        switch any {
        case let d as [String: Any]: return .object(d.keys.sorted().map { ($0, from(d[$0]!)) })
        case let a as [Any]: return .array(a.map(from))
        case let s as String: return .string(s)
        case let n as NSNumber:
            if String(cString: n.objCType) == "c" { return .bool(n.boolValue) }
            return .number(n.stringValue)
        default: return .null
        }
    }

    public func serialized() -> Data {
        var out = ""
        write(&out)
        return Data(out.utf8)
    }

    func write(_ out: inout String) {
        switch self {
        case .number(let raw): out += raw
        case .string(let s): out += JSONTree.quote(s)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (i, v) in items.enumerated() { if i > 0 { out += "," }; v.write(&out) }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, p) in pairs.enumerated() { if i > 0 { out += "," }; out += JSONTree.quote(p.key) + ":"; p.value.write(&out) }
            out += "}"
        }
    }

    static func quote(_ s: String) -> String {
        var r = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case "\n": r += "\\n"
            default:
                if ch.value < 0x20 { r += String(format: "\\u%04x", ch.value) } else { r.unicodeScalars.append(ch) }
            }
        }
        return r + "\""
    }

    /// Paths (array indices or object keys' positions) to every value, depth first.
    public func paths() -> [[Int]] {
        var out: [[Int]] = [[]]
        switch self {
        case .array(let items): for (i, v) in items.enumerated() { out += v.paths().map { [i] + $0 } }
        case .object(let pairs): for (i, p) in pairs.enumerated() { out += p.value.paths().map { [i] + $0 } }
        default: break
        }
        return out
    }

    public subscript(path: [Int]) -> JSONTree {
        get {
            guard let first = path.first else { return self }
            switch self {
            case .array(let items): return items[first][Array(path.dropFirst())]
            case .object(let pairs): return pairs[first].value[Array(path.dropFirst())]
            default: return self
            }
        }
        set {
            guard let first = path.first else { self = newValue; return }
            switch self {
            case .array(var items): items[first][Array(path.dropFirst())] = newValue; self = .array(items)
            case .object(var pairs): pairs[first].value[Array(path.dropFirst())] = newValue; self = .object(pairs)
            default: break
            }
        }
    }
}
