/// How many subviews ahead of the one it visits a sweep over a view's subviews starts loading
/// (`prefetchSubview`).
let subviewLookahead = 8

/// The bytes of a view a layout pass's sweeps read, from its start: the header, `layer`,
/// `propertyAnimations`, the superview, `subviews`, `layoutStorage`, `viewController`,
/// `needsLayout` and the two trait overrides (`View` declares them first). Two cache lines at
/// most, for an object on a 16-byte boundary; `PrefetchSpan.itemPass` loads the same bytes of a
/// layout item.
let viewPassBytes = 72

/// Starts loading, for reading, the first `viewPassBytes` of `views[i]` (nothing when `i` is past
/// the end), read without retaining it (`ViewRasterLayout`'s `referent(of:at:)`): for
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
    if let p = referent(of: views, at: i) { prefetchForRead(p, bytes: viewPassBytes) }
}
