import Foundation

/// The edge lines of one path, appended without an array's per-append uniqueness and capacity
/// calls: a manually managed buffer the rasterizer keeps (and reuses) between paths. Sorting
/// it (`sortByTop`) is a stable sort by top, so the order is the one `[EdgeLine].sort` gives
/// (a stable sort's result is unique: by top, equal tops in the order appended).
struct EdgeList {
    private(set) var base: UnsafeMutablePointer<EdgeLine>
    /// How many lines were appended since the last `removeAll`.
    private(set) var count = 0
    private var capacity: Int
    /// The merge sort's second buffer, as large as `base`.
    private var spare: UnsafeMutablePointer<EdgeLine>
    /// The merge sort's run starts, `capacity + 1` of them.
    private var starts: UnsafeMutablePointer<Int>

    /// An empty list with room for a few lines.
    init() {
        capacity = 64
        base = UnsafeMutablePointer<EdgeLine>.allocate(capacity: capacity)
        spare = UnsafeMutablePointer<EdgeLine>.allocate(capacity: capacity)
        starts = UnsafeMutablePointer<Int>.allocate(capacity: capacity + 1)
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

    /// Sorts the lines by top (`y0`), stably: the order `[EdgeLine].sort { $0.y0 < $1.y0 }`
    /// gives (tops are never NaN: `EdgeBuilder` keeps finite lines only). A natural merge sort
    /// specialised on the key, without the library sort's closure calls: a closed outline's
    /// lines come in monotone chains, so the list is split into its runs of non-decreasing tops
    /// and of strictly decreasing ones (reversed in place: no two equal, so stability holds),
    /// and neighbouring runs are merged pairwise between the two buffers until one is left
    /// (the left run's line first on equal tops; a pair already in order is copied).
    mutating func sortByTop() {
        let n = count
        guard n > 1 else { return }
        // Run starts in `starts[0..<runs]`, `starts[runs] == n`.
        var runs = 0
        var i = 0
        while i < n {
            starts[runs] = i
            runs += 1
            var j = i + 1
            if j < n && base[j].y0 < base[j - 1].y0 {
                while j + 1 < n && base[j + 1].y0 < base[j].y0 { j += 1 }
                j += 1
                var a = i, b = j - 1
                while a < b { swap(&base[a], &base[b]); a += 1; b -= 1 }
            } else {
                while j < n && !(base[j].y0 < base[j - 1].y0) { j += 1 }
            }
            i = j
        }
        starts[runs] = n
        var src = base, dst = spare
        while runs > 1 {
            var r = 0, merged = 0
            while r < runs {
                let l = starts[r]
                starts[merged] = l
                merged += 1
                if r + 1 >= runs {
                    (dst + l).update(from: src + l, count: n - l)
                    break
                }
                let m = starts[r + 1], h = starts[r + 2]
                if !(src[m].y0 < src[m - 1].y0) {
                    (dst + l).update(from: src + l, count: h - l)
                } else {
                    var a = l, b = m, k = l
                    while a < m && b < h {
                        if src[b].y0 < src[a].y0 { dst[k] = src[b]; b += 1 } else { dst[k] = src[a]; a += 1 }
                        k += 1
                    }
                    if a < m { (dst + k).update(from: src + a, count: m - a) }
                    if b < h { (dst + k).update(from: src + b, count: h - b) }
                }
                r += 2
            }
            starts[merged] = n
            runs = merged
            swap(&src, &dst)
        }
        // The sorted lines are in `src`: make it the list's buffer.
        if src != base { spare = base; base = src }
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<EdgeLine>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        spare.deallocate()
        spare = UnsafeMutablePointer<EdgeLine>.allocate(capacity: capacity * 2)
        starts.deallocate()
        starts = UnsafeMutablePointer<Int>.allocate(capacity: capacity * 2 + 1)
        capacity *= 2
    }

    /// Frees the buffer (call from the owner's deinit).
    func free() { base.deallocate(); spare.deallocate(); starts.deallocate() }
}
