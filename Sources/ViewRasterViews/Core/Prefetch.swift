/// LLVM's data-prefetch intrinsic, declared through Swift's underscored `@_silgen_name`
/// attribute (no C module's `_mm_prefetch`, a macro Swift cannot call). The arguments are the
/// address, read (0) or write (1), locality 0–3 and the cache (1: data); all but the address
/// must be constants where the intrinsic is called, as they are below.
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ rw: Int32, _ locality: Int32, _ cache: Int32)

/// How many subviews ahead of the one it visits a sweep over a view's subviews starts loading
/// (`prefetchSubview`).
let subviewLookahead = 8

/// Starts loading, for reading, the first cache line of `views[i]` (nothing when `i` is past
/// the end), read without retaining it: for a sweep over a large tree's subviews, which are not
/// in the cache and whose addresses the sweep knows ahead (the hardware prefetcher does not
/// follow references). A hint only. A free function (no actor isolation to check on a call).
@inline(__always)
func prefetchSubview(_ views: [View], at i: Int) {
    views.withUnsafeBufferPointer { b in
        guard i < b.count else { return }
        llvmPrefetch(UnsafeRawPointer(b.baseAddress.unsafelyUnwrapped + i).load(as: UnsafeRawPointer.self), 0, 3, 1)
    }
}
