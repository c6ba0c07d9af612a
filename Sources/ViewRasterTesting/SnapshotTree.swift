import Foundation

/// A flat description of a laid-out tree: one entry per node with its frame in points (in the
/// snapshot's coordinates) and what it shows (alpha, whether hidden, background, text and text
/// color). Strategies that know their value's tree (views) supply one; it is stored next to the
/// reference as `<testName>.<name>.tree.json` and compared on failure to say which nodes moved,
/// resized, faded, changed color or text, appeared or disappeared.
public struct SnapshotTree: Sendable, Equatable, Codable {
    /// One node: where it is and what it shows.
    public struct Entry: Sendable, Equatable, Codable {
        /// A stable identity within the tree, e.g. `UIView/UIStackView[0]/UILabel[1]`.
        public var path: String
        /// A short kind for messages: `label`, `view`, `button`.
        public var kind: String
        /// A name people know the node by (an outlet, an accessibility identifier or the
        /// property holding it), when it has one.
        public var name: String?
        /// The frame in points, in the snapshot's coordinate space.
        public var frame: CGRect
        /// The opacity drawn (nil: not recorded, as in trees written before it was).
        public var alpha: Double?
        /// True when the node is hidden (nil or false: shown).
        public var hidden: Bool?
        /// The background color as `#RRGGBB` or `#RRGGBBAA` (nil: none or not recorded).
        public var background: String?
        /// The text shown (a label's, a button's title, a text field's).
        public var text: String?
        /// The text's color as `#RRGGBB[AA]`.
        public var textColor: String?

        /// An entry; every "what it shows" value is optional.
        public init(path: String, kind: String, name: String? = nil, frame: CGRect, alpha: Double? = nil,
                    hidden: Bool? = nil, background: String? = nil, text: String? = nil, textColor: String? = nil) {
            self.path = path; self.kind = kind; self.name = name; self.frame = frame
            self.alpha = alpha; self.hidden = hidden; self.background = background; self.text = text; self.textColor = textColor
        }

        enum CodingKeys: String, CodingKey { case path, kind, name, x, y, width, height, alpha, hidden, background, text, textColor }
        /// Reads an entry (trees written before alpha, colors and text were recorded load too).
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            path = try c.decode(String.self, forKey: .path)
            kind = try c.decode(String.self, forKey: .kind)
            name = try c.decodeIfPresent(String.self, forKey: .name)
            frame = CGRect(x: try c.decode(Double.self, forKey: .x), y: try c.decode(Double.self, forKey: .y),
                           width: try c.decode(Double.self, forKey: .width), height: try c.decode(Double.self, forKey: .height))
            alpha = try c.decodeIfPresent(Double.self, forKey: .alpha)
            hidden = try c.decodeIfPresent(Bool.self, forKey: .hidden)
            background = try c.decodeIfPresent(String.self, forKey: .background)
            text = try c.decodeIfPresent(String.self, forKey: .text)
            textColor = try c.decodeIfPresent(String.self, forKey: .textColor)
        }
        /// Writes the entry (frames as plain numbers; absent values are left out).
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(path, forKey: .path)
            try c.encode(kind, forKey: .kind)
            try c.encodeIfPresent(name, forKey: .name)
            try c.encode(Double(frame.origin.x), forKey: .x)
            try c.encode(Double(frame.origin.y), forKey: .y)
            try c.encode(Double(frame.size.width), forKey: .width)
            try c.encode(Double(frame.size.height), forKey: .height)
            try c.encodeIfPresent(alpha, forKey: .alpha)
            try c.encodeIfPresent(hidden == true ? true : nil, forKey: .hidden)
            try c.encodeIfPresent(background, forKey: .background)
            try c.encodeIfPresent(text, forKey: .text)
            try c.encodeIfPresent(textColor, forKey: .textColor)
        }

        /// How messages name the entry: ``label `timeLabel` `` or `label UIView/UILabel[1]`.
        public var displayName: String {
            if let name, !name.isEmpty { return "\(kind) `\(name)`" }
            return "\(kind) \(path)"
        }
    }

    /// The nodes, in drawing order.
    public var entries: [Entry]
    /// A tree of `entries`.
    public init(entries: [Entry]) { self.entries = entries }

    /// Pretty, key-sorted JSON (stable diffs in version control).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads a tree written by `jsonData()`.
    public init(jsonData: Data) throws {
        do { self = try JSONDecoder().decode(SnapshotTree.self, from: jsonData) } catch {
            throw SnapshotError("tree JSON is malformed: \(error)")
        }
    }

    /// What changed from `reference` to `self`, one line per node, in tree order:
    /// ``label `timeLabel` y +2pt``, ``label `status` alpha 1 → 0``, ``label `title` text "Hi" → "Hello"``,
    /// ``view `card` background #FFFFFF → #FF3B30``, ``added button `ok` at …``,
    /// ``removed view `banner` (was at …)``. A node that faded out or was hidden is still there:
    /// its alpha or `hidden` change is listed, it is not "removed". Entries are matched by
    /// name when it is unique in both trees, otherwise by path. Changes under 0.01pt (0.005 in
    /// alpha) are ignored; values a tree did not record are not compared.
    public func changes(from reference: SnapshotTree) -> [String] {
        func key(_ e: Entry, uniqueNames: Set<String>) -> String {
            if let n = e.name, uniqueNames.contains(n) { return "name:" + n }
            return "path:" + e.path
        }
        func unique(_ t: SnapshotTree) -> Set<String> {
            var counts: [String: Int] = [:]
            for e in t.entries { if let n = e.name, !n.isEmpty { counts[n, default: 0] += 1 } }
            return Set(counts.filter { $0.value == 1 }.keys)
        }
        let names = unique(reference).intersection(unique(self))
        var old: [String: Entry] = [:]
        for e in reference.entries { old[key(e, uniqueNames: names)] = old[key(e, uniqueNames: names)] ?? e }
        var seen = Set<String>()
        var lines: [String] = []
        for e in entries {
            let k = key(e, uniqueNames: names)
            guard seen.insert(k).inserted else { continue }
            guard let was = old[k] else {
                lines.append("added \(e.displayName) at \(Self.describe(e.frame))")
                continue
            }
            let parts = Self.differences(was, e)
            if !parts.isEmpty { lines.append("\(e.displayName) \(parts.joined(separator: ", "))") }
        }
        for e in reference.entries where !seen.contains(key(e, uniqueNames: names)) {
            seen.insert(key(e, uniqueNames: names))
            lines.append("removed \(e.displayName) (was at \(Self.describe(e.frame)))")
        }
        return lines
    }

    private static func differences(_ was: Entry, _ e: Entry) -> [String] {
        var parts: [String] = []
        let pairs: [(String, CGFloat, CGFloat)] = [
            ("x", was.frame.origin.x, e.frame.origin.x), ("y", was.frame.origin.y, e.frame.origin.y),
            ("width", was.frame.size.width, e.frame.size.width), ("height", was.frame.size.height, e.frame.size.height),
        ]
        for (label, a, b) in pairs where abs(b - a) >= 0.01 {
            parts.append("\(label) \(b > a ? "+" : "-")\(number(abs(b - a)))pt")
        }
        if let a = was.alpha, let b = e.alpha, abs(a - b) >= 0.005 { parts.append("alpha \(number(a)) → \(number(b))") }
        if (was.hidden ?? false) != (e.hidden ?? false) { parts.append(e.hidden == true ? "hidden" : "shown (was hidden)") }
        // Trees written before alpha, colors and text were recorded have no alpha: their other
        // values are not compared either.
        let recorded = was.alpha != nil && e.alpha != nil
        func changed(_ label: String, _ a: String?, _ b: String?, quoted: Bool = false) {
            guard recorded, a != b else { return }
            func show(_ v: String?) -> String { v.map { quoted ? "\"\($0)\"" : $0 } ?? "none" }
            parts.append("\(label) \(show(a)) → \(show(b))")
        }
        changed("background", was.background, e.background)
        changed("text", was.text, e.text, quoted: true)
        changed("text color", was.textColor, e.textColor)
        if was.path != e.path { parts.append("moved in the tree from \(was.path) to \(e.path)") }
        if was.kind != e.kind { parts.append("kind \(was.kind) → \(e.kind)") }
        return parts
    }

    static func number(_ v: CGFloat) -> String {
        let r = (Double(v) * 100).rounded() / 100
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        var s = String(format: "%.2f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    static func describe(_ f: CGRect) -> String {
        "(\(number(f.origin.x)), \(number(f.origin.y)), \(number(f.size.width))×\(number(f.size.height)))"
    }
}
