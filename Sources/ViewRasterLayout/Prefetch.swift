/// LLVM's prefetch intrinsic, declared by its LLVM name (`@_silgen_name` is an underscored
/// Swift attribute): the call compiles to one `prefetcht0`. ViewRasterLayout imports no C
/// module, and the C headers' `_mm_prefetch` is a macro while `_m_prefetch` compiles to nothing
/// (Benchmarks/README.md, round eighteen). Arguments: address, 0 read / 1 write, locality 0–3,
/// 1 data cache.
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ readOrWrite: Int32, _ locality: Int32, _ cache: Int32)

/// Asks the processor to bring the cache line holding `address` in for a read soon (all cache
/// levels). Only a hint: it never faults, even for an address that is not mapped, and changes
/// no value, so it may name memory a later iteration reads before that memory is known good.
@inline(__always)
func prefetchForRead(_ address: UnsafeRawPointer) {
    llvmPrefetch(address, 0, 3, 1)
}
