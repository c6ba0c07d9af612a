/// The rasterizer's active edge list: indices into the sorted edge lines, in a buffer the
/// rasterizer keeps (room for every line), so adding and retiring an edge is a store and a
/// count, with no array uniqueness check. Retiring moves the last index into the hole, as
/// `swapAt(k, count - 1)` then `removeLast()` on an array does: the same order.
struct ActiveEdges {
    /// The indices, `count` of them.
    let indices: UnsafeMutablePointer<Int>
    /// How many edges are active.
    private(set) var count = 0

    /// An empty list in `indices` (room for as many edges as can become active).
    init(_ indices: UnsafeMutablePointer<Int>) { self.indices = indices }

    /// Whether no edge is active.
    var isEmpty: Bool { count == 0 }

    /// The index at position `k` (< `count`).
    @inline(__always) subscript(k: Int) -> Int { indices[k] }

    /// Adds edge `line` at the end.
    @inline(__always) mutating func append(_ line: Int) {
        indices[count] = line
        count &+= 1
    }

    /// Removes the edge at position `k` (< `count`), moving the last one into its place.
    @inline(__always) mutating func retire(at k: Int) {
        count &-= 1
        indices[k] = indices[count]
    }
}
