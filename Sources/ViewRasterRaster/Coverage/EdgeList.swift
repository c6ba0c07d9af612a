import Foundation

/// The edge lines of one path, appended without an array's per-append uniqueness and capacity
/// calls: a manually managed buffer the rasterizer keeps (and reuses) between paths. Sorting
/// it (`sortByTop`) is the library's stable sort of the same elements, as `[EdgeLine].sort`
/// runs it on its storage, so the order is the array's.
struct EdgeList {
    private(set) var base: UnsafeMutablePointer<EdgeLine>
    /// How many lines were appended since the last `removeAll`.
    private(set) var count = 0
    private var capacity: Int

    /// An empty list with room for a few lines.
    init() {
        capacity = 64
        base = UnsafeMutablePointer<EdgeLine>.allocate(capacity: capacity)
    }

    /// Appends `line`, doubling the buffer when full.
    @inline(__always) mutating func append(_ line: EdgeLine) {
        if count == capacity { grow() }
        (base + count).initialize(to: line)
        count &+= 1
    }

    /// Empties the list, keeping its buffer.
    mutating func removeAll() { count = 0 }

    /// The lines appended.
    var lines: UnsafeBufferPointer<EdgeLine> { UnsafeBufferPointer(start: base, count: count) }

    /// Sorts the lines by top (`y0`), stably.
    mutating func sortByTop() {
        var all = UnsafeMutableBufferPointer(start: base, count: count)
        all.sort { $0.y0 < $1.y0 }
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<EdgeLine>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }

    /// Frees the buffer (call from the owner's deinit).
    func free() { base.deallocate() }
}
