/// How `PNG.encode` compresses: a zlib level and a row filter.
public struct PNGOptions: Sendable, Hashable {
    /// PNG row filters (libpng's; `adaptive` tries all and picks per row).
    public enum Filter: Int32, Sendable, Hashable, CaseIterable {
        case none = 0, sub = 1, up = 2, average = 3, paeth = 4, adaptive = 5
    }
    /// zlib level, 0 (store) … 9 (smallest); clamped.
    public var level: Int
    public var filter: Filter

    public init(level: Int, filter: Filter) {
        self.level = max(0, min(9, level))
        self.filter = filter
    }

    /// Fastest to write: zlib level 1, no filter.
    public static let fast = PNGOptions(level: 1, filter: .none)
    /// Smaller files: zlib level 6, no filter.
    public static let small = PNGOptions(level: 6, filter: .none)
}
