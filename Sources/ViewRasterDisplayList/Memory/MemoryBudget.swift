import Foundation

/// How many bytes one run may hold at once for pixels: the canvas, group layers, clip masks,
/// decoded images and the other large buffers a render allocates (`--max-memory BYTES`, default
/// 1 GiB). Work that would need more throws `MemoryBudgetError` before allocating, naming the
/// budget and what exceeded it, instead of exhausting the machine.
public struct MemoryBudget: Sendable, Hashable, CustomStringConvertible {
    /// The budget in bytes.
    public var bytes: Int

    /// A budget of `bytes` (at least 1).
    public init(bytes: Int) { self.bytes = max(1, bytes) }

    /// 1 GiB: every input within the default limits renders under it.
    public static let `default` = MemoryBudget(bytes: 1 << 30)

    /// No practical bound (`Int.max` bytes).
    public static let unlimited = MemoryBudget(bytes: Int.max)

    /// Parses `BYTES` as the flag takes it: a whole number of bytes, or a number followed by
    /// `K`, `M` or `G` (binary: 1K = 1,024 bytes; `1.5G` is allowed; a trailing `B` or `iB`
    /// is accepted, any case). Throws `MemoryBudgetError.badValue` for anything else, for zero,
    /// and for values over 2^62 bytes.
    public init(parsing text: String) throws {
        var s = text.trimmingCharacters(in: .whitespaces).uppercased()
        if s.hasSuffix("IB") { s.removeLast(2) } else if s.hasSuffix("B") { s.removeLast() }
        var multiplier: Double = 1
        if let last = s.last, let power = ["K": 1, "M": 2, "G": 3, "T": 4][String(last)] {
            multiplier = pow(1024, Double(power))
            s.removeLast()
        }
        let allowed = Set("0123456789.")
        guard !s.isEmpty, s.allSatisfy({ allowed.contains($0) }), s.filter({ $0 == "." }).count <= 1,
              let v = Double(s), v.isFinite else {
            throw MemoryBudgetError.badValue(text)
        }
        let total = (v * multiplier).rounded(.down)
        guard total >= 1, total <= Double(1 << 62) else { throw MemoryBudgetError.badValue(text) }
        self.init(bytes: Int(total))
    }

    /// The budget as the flag would take it: `1G`, `512M`, `1536K`, or plain bytes.
    public var description: String {
        for (unit, shift) in [("T", 40), ("G", 30), ("M", 20), ("K", 10)] where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
            return "\(bytes >> shift)\(unit)"
        }
        return String(bytes)
    }

    /// `bytes` for people: `1.3 GB`, `640 MB`, `12 KB`, `900 bytes` (powers of 1,024).
    public static func format(_ bytes: Int) -> String {
        let b = Double(bytes)
        for (unit, shift) in [("GB", 30.0), ("MB", 20.0), ("KB", 10.0)] where b >= pow(2, shift) {
            let v = b / pow(2, shift)
            return (v < 10 ? String(format: "%.1f", v) : String(format: "%.0f", v)) + " " + unit
        }
        return "\(bytes) bytes"
    }

    /// Throws `MemoryBudgetError.exceeded` when `needed` bytes are over the budget; `what` says
    /// what needs them (`"drawing"`, `"the images"`) and `detail` why (`"for 40 nested layers"`).
    public func check(_ needed: Int, _ what: String, _ detail: String) throws {
        guard needed > bytes else { return }
        throw MemoryBudgetError.exceeded(needed: needed, what: what, detail: detail, budget: self)
    }

    /// `a × b × c …` in bytes, saturating at `Int.max` instead of trapping.
    public static func product(_ factors: Int...) -> Int {
        var r = 1
        for f in factors {
            let (p, o) = r.multipliedReportingOverflow(by: max(0, f))
            if o { return Int.max }
            r = p
        }
        return r
    }
}

/// A memory budget was exceeded, or given wrongly.
public enum MemoryBudgetError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `what` needs `needed` bytes (`detail` says for what), over `budget`.
    case exceeded(needed: Int, what: String, detail: String, budget: MemoryBudget)
    /// Text that is not a byte count (`--max-memory` takes 1073741824, 512M, 1G, …).
    case badValue(String)

    /// One line: `drawing needs 1.3 GB for 40 nested layers, over --max-memory 1G`.
    public var description: String {
        switch self {
        case .exceeded(let needed, let what, let detail, let budget):
            return "\(what) needs \(MemoryBudget.format(needed))\(detail.isEmpty ? "" : " " + detail), over --max-memory \(budget) (raise it with --max-memory)"
        case .badValue(let text):
            return "--max-memory takes a byte count with an optional K, M or G suffix (such as 512M or 2G), not '\(text)'"
        }
    }
}
