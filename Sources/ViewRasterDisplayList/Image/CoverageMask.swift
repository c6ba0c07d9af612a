/// An 8-bit coverage mask in device pixels: `width × height` bytes, row-major, with its
/// top-left pixel at (`originX`, `originY`). 255 is fully covered. Path coverage is placed on
/// the canvas; a rendered glyph (`FontFace.glyphMask`) is placed relative to its integer pen
/// position on the baseline (y down), so `originY` is minus FreeType's `bitmap_top`, and
/// `offsetBy(x:y:)` moves it to the pen. The rasterizer blends every mask the same way.
public struct CoverageMask: Sendable, Equatable {
    /// The x of the mask's left column, in device pixels.
    public var originX: Int
    /// The y of the mask's top row, in device pixels.
    public var originY: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// The coverage, one byte a pixel (0 none, 255 full), row-major.
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
