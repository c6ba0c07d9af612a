/// A transparent group layer: premultiplied pixels over `bounds` (device pixels).
final class Layer {
    let bounds: PixelRect
    var pixels: [UInt32]
    init(bounds: PixelRect) {
        self.bounds = bounds
        self.pixels = [UInt32](repeating: 0, count: bounds.width * bounds.height)
    }
}

/// An open group: its layer and how to composite it at `endGroup`.
struct GroupRecord {
    var layer: Layer
    var opacity: UInt32
    var shadow: Shadow?
    /// The clip when the group began (the shadow is clipped by it).
    var clip: ClipState
}

/// A drawing destination handed to row loops: `base` addresses pixel (`bounds.x0`, `bounds.y0`).
struct TargetSurface {
    let base: UnsafeMutablePointer<UInt32>
    let bounds: PixelRect
    @inline(__always) func row(_ y: Int, x: Int) -> UnsafeMutablePointer<UInt32> {
        base + (y - bounds.y0) * bounds.width + (x - bounds.x0)
    }
}
