import ViewRasterDisplayList

extension JSONValue {
    /// Paths to every value, depth first: array indices, or an object's keys by their position
    /// in sorted order.
    public func paths() -> [[Int]] {
        var out: [[Int]] = [[]]
        switch self {
        case .array(let items): for (i, v) in items.enumerated() { out += v.paths().map { [i] + $0 } }
        case .object(let fields):
            for (i, key) in fields.keys.sorted().enumerated() { out += fields[key]!.paths().map { [i] + $0 } }
        default: break
        }
        return out
    }

    /// The value at `path` (as `paths()` gives them); setting it replaces that value.
    public subscript(path: [Int]) -> JSONValue {
        get {
            guard let first = path.first else { return self }
            let rest = Array(path.dropFirst())
            switch self {
            case .array(let items): return items[first][rest]
            case .object(let fields): return fields[fields.keys.sorted()[first]]![rest]
            default: return self
            }
        }
        set {
            guard let first = path.first else { self = newValue; return }
            let rest = Array(path.dropFirst())
            switch self {
            case .array(var items): items[first][rest] = newValue; self = .array(items)
            case .object(var fields):
                let key = fields.keys.sorted()[first]
                fields[key]![rest] = newValue
                self = .object(fields)
            default: break
            }
        }
    }

    /// Whether this is a `save` op.
    var isSave: Bool {
        if case .object(let fields) = self, case .string("save")? = fields["op"] { return true }
        return false
    }
}
