/// A display-list JSON error: names the file, the op (index and name) when there is one,
/// and what was wrong, e.g. `scene.json: op 3 (fill): bad color "#GG"`.
public struct DisplayListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file (or whatever name the caller gave the data).
    public var source: String
    /// The index of the op in `ops`, nil for top-level errors.
    public var opIndex: Int?
    /// The op's name when known.
    public var op: String?
    /// What was wrong.
    public var message: String

    /// An error in `source` (at op `opIndex` named `op`, when given) saying `message`.
    public init(source: String, opIndex: Int? = nil, op: String? = nil, message: String) {
        self.source = source; self.opIndex = opIndex; self.op = op; self.message = message
    }

    /// `source: op N (name): message`, without the op part for top-level errors.
    public var description: String {
        var s = source + ": "
        if let opIndex {
            s += "op \(opIndex)"
            if let op { s += " (\(op))" }
            s += ": "
        }
        return s + message
    }
}
