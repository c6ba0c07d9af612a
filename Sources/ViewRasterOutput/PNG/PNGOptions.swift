/// How `PNG.encode` compresses: a zlib level and a row filter, or the `runs` encoder.
public struct PNGOptions: Sendable, Hashable {
    /// PNG row filters (libpng's; `adaptive` tries all and picks per row).
    public enum Filter: Int32, Sendable, Hashable, CaseIterable {
        case none = 0, sub = 1, up = 2, average = 3, paeth = 4, adaptive = 5
    }
    /// Which compressor writes the rows.
    public enum Method: Sendable, Hashable {
        /// libpng and zlib, with `level` and `filter`.
        case zlib
        /// Filter Up on every row, then one deflate block with fixed Huffman codes in which
        /// each run of zero bytes (what does not change from the row above) is a few
        /// distance-1 matches and every other byte a literal: no search, so several times
        /// faster than zlib level 1, for files about 1.6 times as large on UI frames.
        /// `level` and `filter` are not used.
        case runs
    }
    /// zlib level, 0 (store) … 9 (smallest); clamped.
    public var level: Int
    /// The row filter the `zlib` method applies (not used by `runs`).
    public var filter: Filter
    /// The compressor (`zlib` unless said otherwise).
    public var method: Method = .zlib

    /// zlib at `level` with `filter`.
    public init(level: Int, filter: Filter) {
        self.level = max(0, min(9, level))
        self.filter = filter
    }

    /// Fastest to write: the `runs` encoder.
    public static let fast: PNGOptions = {
        var o = PNGOptions(level: 1, filter: .up)
        o.method = .runs
        return o
    }()
    /// zlib level 1, no filter (what `fast` was before the `runs` encoder).
    public static let zlibFast = PNGOptions(level: 1, filter: .none)
    /// Smaller files: zlib level 6, no filter.
    public static let small = PNGOptions(level: 6, filter: .none)
}
