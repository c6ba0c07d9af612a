import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterText
@testable import ViewRasterRaster

/// Glyph runs blended from the tinted glyph table (rows padded to a multiple of 4) and solid
/// fills over a uniform destination give the bytes of the plain per-pixel formula.
@Suite struct GlyphRunBlendTests {
    /// A background of vertical stripes, four pixels of a color then three of another, so a
    /// blend that wrote past a glyph's last column would change a visible pixel.
    func stripes(width: Int, height: Int) -> [DisplayOp] {
        var ops: [DisplayOp] = []
        for x in 0..<width where x % 7 < 4 {
            let rect = CGRect(x: CGFloat(x), y: 0, width: 1, height: CGFloat(height))
            let color = Color(r8: UInt8(40 + x % 200), g8: UInt8(200 - x % 150), b8: 90, a8: 255)
            ops.append(.fill(Path(rect: rect), color, .nonzero))
        }
        return ops
    }

    /// Source-over of each device mask, pixel by pixel with the scalar rule, onto `base`.
    func reference(_ base: Canvas, _ run: GlyphRun, face: FontFace, scale: CGFloat, clipX0: Int = 0) -> [UInt8] {
        var px = base.pixels
        let src = PremultipliedPixel(run.color).packed
        let masks = GlyphMasks.deviceMasks(for: run, face: face, transform: CGAffineTransform(scaleX: scale, y: scale)) ?? []
        for m in masks {
            for y in 0..<m.height {
                for x in 0..<m.width {
                    let dx = m.originX + x, dy = m.originY + y
                    guard dx >= clipX0, dx < base.width, dy >= 0, dy < base.height else { continue }
                    let c = UInt32(m.coverage[y * m.width + x])
                    guard c > 0 else { continue }
                    let i = (dy * base.width + dx) * 4
                    let d = UInt32(px[i]) | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2]) << 16 | UInt32(px[i + 3]) << 24
                    let r = blend(src, coverage: c, onto: d)
                    for k in 0..<4 { px[i + k] = UInt8(truncatingIfNeeded: r >> (8 * UInt32(k))) }
                }
            }
        }
        return px
    }

    /// Glyphs inside the canvas, against its right edge (the padded row does not fit there) and
    /// cut by a rectangular clip on the left (the area starts inside the mask).
    @Test(arguments: [CGFloat(0), 0.25, 0.5, 0.75])
    func tintedRunsMatchThePerPixelBlend(_ shift: CGFloat) throws {
        let face = try FontRegistry.shared.bundledFace(file: "Inter-Regular.otf")
        let w = 61, h = 30
        let text = Array("Wmgil@Q".unicodeScalars)
        let ids = text.map { face.glyph(for: $0) }
        // Pens from x = 1 + shift to past the right edge (61 pt), so the last glyphs end at,
        // before and beyond the canvas's last column.
        let glyphs = ids.enumerated().map { i, id in PositionedGlyph(id: id, x: 1 + shift + CGFloat(i) * 8.9, y: 20) }
        let run = GlyphRun(fontPath: face.path, size: 14, color: Color(r8: 20, g8: 60, b8: 200, a8: 230), glyphs: glyphs)
        let background = stripes(width: w, height: h)
        let base = try Renderer.render(DisplayList(width: CGFloat(w), height: CGFloat(h), scale: 1, background: .white, ops: background))
        let drawn = try Renderer.render(DisplayList(width: CGFloat(w), height: CGFloat(h), scale: 1, background: .white, ops: background + [.glyphs(run)]))
        #expect(drawn.pixels != base.pixels, "the run draws something")
        #expect(drawn.pixels == reference(base, run, face: face, scale: 1))
        // A pixel-aligned clip from x = 5: no clip mask, so still the tinted table.
        let clipped = try Renderer.render(DisplayList(width: CGFloat(w), height: CGFloat(h), scale: 1, background: .white,
                                                      ops: background + [.save, .clip(Path(rect: CGRect(x: 5, y: 0, width: 56, height: 30))), .glyphs(run), .restore]))
        #expect(clipped.pixels == reference(base, run, face: face, scale: 1, clipX0: 5))
    }

    /// `SpanBlend.solid(_:_:_:coverage:)` over rows with runs of equal pixels, single odd
    /// pixels and a change in the last lane gives each pixel `blend(src, coverage:, onto:)`.
    @Test(arguments: [UInt32(255), 128, 7])
    func uniformDestinationFillMatchesThePerPixelBlend(_ coverage: UInt32) {
        let src = PremultipliedPixel(Color(r8: 51, g8: 102, b8: 204, a8: 128)).packed
        let a: UInt32 = 0xFFFF_FFFF, b: UInt32 = 0xFF10_2030, c: UInt32 = 0x8000_4080
        let row: [UInt32] = Array(repeating: a, count: 9) + [b] + Array(repeating: a, count: 3) + [b, b, b, c]
            + Array(repeating: c, count: 8) + [a, b, a, b] + Array(repeating: b, count: 5)
        // Long equal runs (compared eight at a time) broken in the first or second four of eight.
        var long = [UInt32](repeating: a, count: 61)
        long[13] = b; long[30] = c; long[44] = b; long[45] = b
        for row in [row, long] {
            for n in [row.count, 8, 11, 4, 29] where n <= row.count {
                var dst = Array(row.prefix(n))
                dst.withUnsafeMutableBufferPointer { SpanBlend.solid($0.baseAddress!, n, src, coverage: coverage) }
                let expected = row.prefix(n).map { blend(src, coverage: coverage, onto: $0) }
                #expect(dst == expected, "n = \(n), coverage \(coverage)")
            }
        }
    }
}
