/// A drawing destination handed to row loops: `base` addresses pixel (`bounds.x0`, `bounds.y0`).
struct TargetSurface {
    let base: UnsafeMutablePointer<UInt32>
    let bounds: PixelRect
    @inline(__always) func row(_ y: Int, x: Int) -> UnsafeMutablePointer<UInt32> {
        base + (y - bounds.y0) * bounds.width + (x - bounds.x0)
    }
}
