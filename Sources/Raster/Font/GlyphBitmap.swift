import Foundation

/// The key of a cached glyph mask: pixel size in 1/64 px, glyph id, and the pen's subpixel
/// x offset in quarter pixels (0…3).
struct GlyphMaskKey: Hashable {
    var size64: Int
    var glyph: UInt32
    var quarter: Int
}

/// A rendered glyph: 8-bit coverage with its top-left corner at (`left`, −`top`) from the
/// integer pen position on the baseline (y down), as FreeType's `bitmap_left`/`bitmap_top`.
public struct GlyphBitmap: Sendable, Equatable {
    public var left: Int
    public var top: Int
    public var width: Int
    public var height: Int
    public var coverage: [UInt8]

    public init(left: Int, top: Int, width: Int, height: Int, coverage: [UInt8]) {
        precondition(coverage.count == width * height, "GlyphBitmap size mismatch")
        self.left = left; self.top = top; self.width = width; self.height = height; self.coverage = coverage
    }

    /// The mask placed on the canvas with the pen at integer device pixel (`penX`, `penY`).
    public func mask(penX: Int, penY: Int) -> CoverageMask {
        CoverageMask(originX: penX + left, originY: penY - top, width: width, height: height, coverage: coverage)
    }
}
