/// How many subviews ahead of the one it visits a sweep over a view's subviews starts loading
/// (`prefetchSubview`).
let subviewLookahead = 8

/// Starts loading, for reading, the first cache line of `views[i]` (nothing when `i` is past
/// the end), read without retaining it (`ViewRasterLayout`'s `prefetchReferent(of:at:)`): for
/// a sweep over a large tree's subviews, which are not in the cache and whose addresses the
/// sweep knows ahead (the hardware prefetcher does not follow references). A hint only. A free
/// function (no actor isolation to check on a call).
@inline(__always)
func prefetchSubview(_ views: [View], at i: Int) {
    views.withUnsafeBufferPointer { prefetchReferent(of: $0, at: i) }
}
