#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
import _Builtin_intrinsics.intel
#endif

/// `Int(x)` (truncation toward zero) for an `x` the caller knows is finite and well inside
/// `Int`'s range — a cell index from an x already clamped to a band's columns — without the
/// conversion's three range checks (finite, above `Int.min`, below `Int.max`), which cost the
/// rasterizer's per-row step about ten instructions each time. On x86-64 it is the one
/// `cvttsd2si` that `Int(x)` runs after its checks (from the toolchain's clang module
/// `_Builtin_intrinsics.intel`), so the same value; elsewhere it is `Int(x)`. Debug builds
/// still check the range.
@inline(__always) func truncatedIndex(_ x: Double) -> Int {
    assert(x > -9.0e18 && x < 9.0e18, "truncatedIndex: \(x) is not a cell index")
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
    return Int(_mm_cvttsd_si64(_mm_set_sd(x)))
    #else
    return Int(x)
    #endif
}
