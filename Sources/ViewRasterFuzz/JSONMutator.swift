import Foundation
import ViewRasterDisplayList

/// Structure-wise display-list mutations: array items and keys deleted, duplicated and
/// swapped; numbers set to extremes, NaN and tokens JSON cannot hold; strings (paths, colors,
/// op names) scrambled; groups nested deeply or left unbalanced.
public enum JSONMutator {
    static let hostileNumbers = ["1e308", "-1e308", "1e999", "NaN", "-0", "0", "1e-320", "4294967296", "-1",
                                 "9007199254740993", "1e9", "65536", "16385", "0.0001", "Infinity", "2e5"]
    static let hostileStrings = ["", "M", "M0 0 L1e30 1e30 Z", "M0 0 C1e308 -1e308 1e308 1e308 5 5 Z",
                                 "M0 0 A 5 5 0 1 1 NaN 3", "M1 1 L1 1 L1 1 Z", "#ZZZZZZZZ", "#FF0000", "#00000000",
                                 "nonzero", "evenodd", "fill", "stroke", "save", "restore", "clip", "beginGroup",
                                 "endGroup", "image", "glyphs", "concat", "../../../../etc/passwd", "/dev/zero",
                                 "viewraster.displaylist/2", "round", "square", "bevel"]

    /// Files an image or glyph op may name: special files that never end or block, folders,
    /// missing and non-PNG files.
    static let hostileFiles = ["/dev/zero", "/dev/urandom", "/dev/stdin", "/proc/self/maps", "/", ".", "missing.png",
                               "../../../../../../etc/hostname", "/nonexistent/x.png", ""]

    /// `tree` after `steps` mutations (at least one) chosen by `random`, with a note of what was done.
    public static func mutate(_ tree: JSONValue, random: inout FuzzRandom, steps: Int) -> (tree: JSONValue, note: String) {
        var t = tree
        var notes: [String] = []
        for _ in 0..<max(1, steps) {
            guard let path = random.pick(t.paths()) else { break }
            let node = t[path]
            switch random.below(9) {
            case 0, 1:
                t[path] = .raw(random.pick(hostileNumbers) ?? "0")
                notes.append("number")
            case 2:
                if case .string(let s) = node {
                    t[path] = .string(random.chance(0.5) ? (random.pick(hostileStrings) ?? "") : scramblePath(s, random: &random))
                } else {
                    t[path] = .string(random.pick(hostileStrings) ?? "")
                }
                notes.append("string")
            case 3: // delete an item or key
                t[path] = removeChild(node, random: &random)
                notes.append("delete")
            case 4: // duplicate an item (many times now and then)
                if case .array(var items) = node, !items.isEmpty {
                    let i = random.below(items.count)
                    let times = random.chance(0.1) ? 1 + random.below(2000) : 1
                    for _ in 0..<times { items.insert(items[i], at: i) }
                    t[path] = .array(items)
                }
                notes.append("duplicate")
            case 5: // swap items
                if case .array(var items) = node, items.count > 1 {
                    items.swapAt(random.below(items.count), random.below(items.count))
                    t[path] = .array(items)
                }
                notes.append("swap")
            case 6: // nest groups / save around the ops deeply, maybe unbalanced
                if case .array(var items) = node {
                    let depth = random.chance(0.5) ? 1 + random.below(20) : 200 + random.below(3000)
                    let open: JSONValue = random.chance(0.5)
                        ? .object(["op": .string("save")])
                        : .object(["op": .string("beginGroup"), "opacity": .number(0.5)])
                    let close: JSONValue = .object(["op": .string(open.isSave ? "restore" : "endGroup")])
                    items = Array(repeating: open, count: depth) + items
                        + Array(repeating: close, count: random.chance(0.8) ? depth : random.below(depth + 1))
                    t[path] = .array(items)
                    notes.append("nest x\(depth)")
                }
            case 7: // an op reading a file: special files, other folders, missing files
                if case .array(var items) = node {
                    let file = random.pick(hostileFiles) ?? ""
                    let op: JSONValue = random.chance(0.5)
                        ? .object(["op": .string("image"), "src": .string(file),
                                   "rect": .array([.number(0), .number(0), .number(8), .number(8)])])
                        : .object(["op": .string("glyphs"), "font": .string(file), "size": .number(12),
                                   "color": .string("#000000FF"), "glyphs": .array([.array([.number(3), .number(1), .number(9)])])])
                    items.insert(op, at: random.below(items.count + 1))
                    t[path] = .array(items)
                    notes.append("file op \(file)")
                }
            default: // a value replaced by another type
                t[path] = random.pick([JSONValue.null, .bool(true), .array([]), .object([:]), .array([node, node]),
                                       .object(["op": node])]) ?? .null
                notes.append("retype")
            }
        }
        return (t, notes.joined(separator: "; "))
    }

    static func removeChild(_ node: JSONValue, random: inout FuzzRandom) -> JSONValue {
        switch node {
        case .array(var items) where !items.isEmpty: items.remove(at: random.below(items.count)); return .array(items)
        case .object(var fields) where !fields.isEmpty:
            let keys = fields.keys.sorted()
            fields[keys[random.below(keys.count)]] = nil
            return .object(fields)
        default: return .null
        }
    }

    /// SVG path data with numbers scaled to extremes or commands dropped.
    static func scramblePath(_ s: String, random: inout FuzzRandom) -> String {
        var parts = s.split(separator: " ").map(String.init)
        guard !parts.isEmpty else { return s }
        for _ in 0..<(1 + random.below(3)) {
            let i = random.below(parts.count)
            switch random.below(3) {
            case 0: parts[i] = random.pick(hostileNumbers) ?? "0"
            case 1: parts.remove(at: i)
            default: parts.insert(random.pick(["M", "L", "C", "Q", "A", "Z", "H", "V"]) ?? "Z", at: i)
            }
            if parts.isEmpty { break }
        }
        return parts.joined(separator: " ")
    }
}
