/// How many subviews ahead of the one it visits a sweep over a view's subviews starts loading
/// (`prefetchSubview`).
let subviewLookahead = 8

/// Starts loading, for reading, the first cache line of `views[i]` (nothing when `i` is past
/// the end), read without retaining it (`ViewRasterLayout`'s `prefetchReferent(of:at:)`): for
/// a sweep over a large tree's subviews, which are not in the cache and whose addresses the
/// sweep knows ahead (the hardware prefetcher does not follow references). A hint only. A free
/// function (no actor isolation to check on a call).
///
/// The sweeps read `views` in place (`withUnsafeBufferPointer`, entered only when there are
/// subviews: a main-actor closure checks its executor on entry) and call each subview from the
/// buffer, borrowed: an element read from the array was retained and released, through the
/// side table of a view something holds weakly — as a laid-out view's constraints do — a
/// second object, twice per view and sweep.
@inline(__always)
func prefetchSubview(_ views: UnsafeBufferPointer<View>, at i: Int) {
    prefetchReferent(of: views, at: i)
}
