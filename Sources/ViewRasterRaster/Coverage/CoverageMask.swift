/// An 8-bit coverage mask in device pixels: `width × height` bytes, row-major, placed with its
/// top-left pixel at (`originX`, `originY`) on the canvas. 255 is fully covered.
/// Glyph masks and path coverage are both blended through masks like this one.
public struct CoverageMask: Sendable, Equatable {
    public var originX: Int
    public var originY: Int
    public var width: Int
    public var height: Int
    public var coverage: [UInt8]
    public init(originX: Int, originY: Int, width: Int, height: Int, coverage: [UInt8]) {
        precondition(coverage.count == width * height, "CoverageMask size mismatch")
        self.originX = originX; self.originY = originY; self.width = width; self.height = height; self.coverage = coverage
    }
}
