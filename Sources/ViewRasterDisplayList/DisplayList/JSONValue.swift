import Foundation

/// A parsed JSON value, exact enough to tell numbers from booleans: what the display-list
/// reader reads and the fuzzer mutates and writes back (`serialized()`).
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
    /// Text written as it stands: a number spelled exactly, or a token JSON has no value for
    /// (`1e999`, `NaN`, `Infinity`) that a fuzzer writes on purpose. Parsing never gives it.
    case raw(String)

    /// Parses `data`, throwing a one-line reason.
    public static func parse(_ data: Data) throws -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw JSONSyntaxError(reason: underlying ?? context.debugDescription)
        } catch {
            throw JSONSyntaxError(reason: "\(error)")
        }
    }

    /// Compact JSON with object keys sorted (the same value always gives the same bytes);
    /// numbers in shortest round-trip form, a non-finite `.number` as `null`.
    public func serialized() -> Data {
        var out = ""
        write(&out)
        return Data(out.utf8)
    }

    private func write(_ out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += JSONWriter.number(d) ?? "null"
        case .string(let s): out += JSONWriter.quoted(s)
        case .raw(let text): out += text
        case .array(let items):
            out += "["
            for (i, v) in items.enumerated() { if i > 0 { out += "," }; v.write(&out) }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, key) in fields.keys.sorted().enumerated() {
                if i > 0 { out += "," }
                out += JSONWriter.quoted(key) + ":"
                fields[key]!.write(&out)
            }
            out += "}"
        }
    }

    /// A short description for error messages: `"abc"`, `12`, `an array`.
    var brief: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .number(let d): return JSONWriter.number(d) ?? "\(d)"
        case .string(let s): return JSONWriter.quoted(s.count > 40 ? String(s.prefix(40)) + "…" : s)
        case .raw(let text): return text
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONValue: Decodable {
    /// Decodes any JSON value (`JSONDecoder`): booleans before numbers, so `true` stays a bool.
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null; return }
        if let b = try? c.decode(Bool.self) { self = .bool(b); return }
        if let d = try? c.decode(Double.self) { self = .number(d); return }
        if let s = try? c.decode(String.self) { self = .string(s); return }
        if let a = try? c.decode([JSONValue].self) { self = .array(a); return }
        self = .object(try c.decode([String: JSONValue].self))
    }
}
