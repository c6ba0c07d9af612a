/// An 8-bit coverage mask in device pixels: `width × height` bytes, row-major, with its
/// top-left pixel at (`originX`, `originY`). 255 is fully covered. Path coverage is placed on
/// the canvas; a rendered glyph (`FontFace.glyphMask`) is placed relative to its integer pen
/// position on the baseline (y down), so `originY` is minus FreeType's `bitmap_top`, and
/// `offsetBy(x:y:)` moves it to the pen. The rasterizer blends every mask the same way.
public struct CoverageMask: Sendable, Equatable {
    public var originX: Int
    public var originY: Int
    public var width: Int
    public var height: Int
    public var coverage: [UInt8]

    /// A mask of `width × height` coverage bytes (row-major) at (`originX`, `originY`).
    public init(originX: Int, originY: Int, width: Int, height: Int, coverage: [UInt8]) {
        precondition(coverage.count == width * height, "CoverageMask size mismatch")
        self.originX = originX; self.originY = originY; self.width = width; self.height = height; self.coverage = coverage
    }

    /// The same coverage moved by whole pixels (a glyph's mask placed at its pen).
    public func offsetBy(x: Int, y: Int) -> CoverageMask {
        var m = self
        m.originX += x
        m.originY += y
        return m
    }
}
