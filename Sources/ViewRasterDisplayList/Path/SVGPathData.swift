import Foundation

/// An error in SVG path data: what was wrong and at which character offset.
public struct PathSyntaxError: Error, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var message: String
    /// Where it went wrong: the offset in the data's UTF-8 bytes, from 0 (the character's for ASCII
    /// data).
    public var offset: Int
    /// `bad path data at character N: message`.
    public var description: String { "bad path data at character \(offset): \(message)" }
}

extension Path {
    /// Parses the display list's path syntax: absolute `M`, `L`, `Q`, `C`, `Z` with numbers
    /// separated by spaces or commas. Repeated coordinate pairs after `M`/`L` continue the command.
    public init(svg string: String) throws {
        self.init()
        let bytes = Array(string.utf8)
        var i = 0
        func skip() { while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x2C || bytes[i] == 0x0A || bytes[i] == 0x09 || bytes[i] == 0x0D { i += 1 } }
        func number() throws -> CGFloat {
            skip()
            let start = i
            if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
            while i < bytes.count, (bytes[i] >= 0x30 && bytes[i] <= 0x39) || bytes[i] == 0x2E { i += 1 }
            if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
                i += 1
                if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
                while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 { i += 1 }
            }
            guard i > start, let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)), v.isFinite else {
                throw PathSyntaxError(message: "expected a number", offset: start)
            }
            return CGFloat(v)
        }
        func point() throws -> CGPoint { CGPoint(x: try number(), y: try number()) }
        func startsNumber() -> Bool {
            skip()
            guard i < bytes.count else { return false }
            let b = bytes[i]
            return (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x2B || b == 0x2E
        }
        var hasCurrent = false
        while true {
            skip()
            guard i < bytes.count else { break }
            let cmd = bytes[i]
            let at = i
            i += 1
            switch cmd {
            case UInt8(ascii: "M"):
                move(to: try point()); hasCurrent = true
                while startsNumber() { line(to: try point()) }
            case UInt8(ascii: "L"):
                guard hasCurrent else { throw PathSyntaxError(message: "L before M", offset: at) }
                repeat { line(to: try point()) } while startsNumber()
            case UInt8(ascii: "Q"):
                guard hasCurrent else { throw PathSyntaxError(message: "Q before M", offset: at) }
                repeat { let c = try point(); quad(to: try point(), control: c) } while startsNumber()
            case UInt8(ascii: "C"):
                guard hasCurrent else { throw PathSyntaxError(message: "C before M", offset: at) }
                repeat {
                    let c1 = try point(), c2 = try point()
                    cubic(to: try point(), control1: c1, control2: c2)
                } while startsNumber()
            case UInt8(ascii: "Z"), UInt8(ascii: "z"):
                close()
            default:
                throw PathSyntaxError(message: "unknown command '\(String(decoding: [cmd], as: UTF8.self))' (only absolute M L Q C Z)", offset: at)
            }
        }
    }
}
