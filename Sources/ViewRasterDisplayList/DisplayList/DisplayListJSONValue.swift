import Foundation

/// A parsed JSON value, kept exact enough to tell numbers from booleans.
enum JSONValue: Decodable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null; return }
        if let b = try? c.decode(Bool.self) { self = .bool(b); return }
        if let d = try? c.decode(Double.self) { self = .number(d); return }
        if let s = try? c.decode(String.self) { self = .string(s); return }
        if let a = try? c.decode([JSONValue].self) { self = .array(a); return }
        self = .object(try c.decode([String: JSONValue].self))
    }

    /// Parses `data`, throwing a one-line reason.
    static func parse(_ data: Data) throws -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw JSONSyntaxError(reason: underlying ?? context.debugDescription)
        } catch {
            throw JSONSyntaxError(reason: "\(error)")
        }
    }

    /// A short description for error messages: `"abc"`, `12`, `an array`.
    var brief: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .number(let d): return JSONWriter.number(d) ?? "\(d)"
        case .string(let s): return JSONWriter.quoted(s.count > 40 ? String(s.prefix(40)) + "…" : s)
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

struct JSONSyntaxError: Error { var reason: String }
