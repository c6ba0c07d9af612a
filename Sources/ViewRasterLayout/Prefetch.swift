/// LLVM's data-prefetch intrinsic, declared through Swift's underscored `@_silgen_name`
/// attribute (the module imports nothing of ours, so no C module's `_mm_prefetch`, which is a
/// macro Swift cannot call; `_m_prefetch` compiles to nothing). The arguments are the address,
/// read (0) or write (1), locality 0–3 and the cache (1: data); all but the address must be
/// constants where the intrinsic is called, as they are below. The one declaration of it in the
/// package: `ViewRasterViews` prefetches through `prefetchReferent(of:at:)`.
@_silgen_name("llvm.prefetch.p0")
@usableFromInline func llvmPrefetch(_ address: UnsafeRawPointer, _ rw: Int32, _ locality: Int32, _ cache: Int32)

/// Starts loading the cache line at `address` for reading, kept in every cache level: for a
/// sweep over objects whose addresses it knows a few iterations ahead (a large tree's items,
/// constraints and variables are not in the cache, and the hardware prefetcher does not follow
/// references). A hint only: nothing is read, and no address faults.
@inlinable @inline(__always)
package func prefetchForRead(_ address: UnsafeRawPointer) { llvmPrefetch(address, 0, 3, 1) }

/// `prefetchForRead` of every cache line holding the `bytes` bytes at `address` (`bytes` ≥ 1):
/// for the fields a sweep reads of an object, which need not be on the object's first line (a
/// 16-byte-aligned object's bytes 40 to 80 are on its second line, or on its first and second).
/// Lines 64 bytes apart and the last byte's line: a span of up to 64 bytes is two prefetches.
@inlinable @inline(__always)
package func prefetchForRead(_ address: UnsafeRawPointer, bytes: Int) {
    var offset = 0
    while offset < bytes &- 1 {
        prefetchForRead(address + offset)
        offset &+= 64
    }
    prefetchForRead(address + (bytes &- 1))
}

/// `prefetchForRead(_:bytes:)` of the bytes `span` (a `PrefetchSpan`) of the object at `object`.
@inline(__always)
func prefetchForRead(_ span: Range<Int>, of object: UnsafeRawPointer) {
    prefetchForRead(object + span.lowerBound, bytes: span.count)
}

/// The object that element `i` of `elements` refers to, read without retaining it (nil when
/// `i` is past the end or the reference is nil). The element's first word must be a class
/// reference: a class reference, an optional one, a class-bound existential (its first word is
/// the object), or a struct whose first stored property is one.
@inlinable @inline(__always)
package func referent<T>(of elements: UnsafeBufferPointer<T>, at i: Int) -> UnsafeRawPointer? {
    guard i < elements.count else { return nil }
    return UnsafeRawPointer(elements.baseAddress.unsafelyUnwrapped + i).load(as: UnsafeRawPointer?.self)
}

/// `prefetchForRead` of the object element `i` of `elements` refers to (see `referent(of:at:)`);
/// nothing when there is none.
@inlinable @inline(__always)
package func prefetchReferent<T>(of elements: UnsafeBufferPointer<T>, at i: Int) {
    if let p = referent(of: elements, at: i) { prefetchForRead(p) }
}
