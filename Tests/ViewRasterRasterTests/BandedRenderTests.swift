import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterText
@testable import ViewRasterRaster

/// A banded render (`Renderer.render(_:budget:bands:)`) gives exactly the pixels of one band.
@Suite struct BandedRenderTests {
    /// Fills, strokes, even-odd rings, a rotated rounded clip over a half-opaque group, images
    /// scaled and rotated, and glyph runs, all crossing the band boundaries (`BandSplit`'s, for
    /// 2, 3 and 9 bands).
    func scene() throws -> DisplayList {
        let face = try FontRegistry.shared.bundledFace(file: "Inter-Regular.otf")
        let text = Array("Banded rows, one canvas".unicodeScalars)
        let glyphs = text.enumerated().map { i, c in PositionedGlyph(id: face.glyph(for: c), x: 6 + CGFloat(i) * 6.3, y: 50.3 + CGFloat(i % 3) * 0.4) }
        let rotation = CGAffineTransform(translationX: 75, y: 75).rotated(by: 0.35).translatedBy(x: -75, y: -75)
        var rings = Path()
        for r in stride(from: 6.0, to: 40, by: 5) { rings.append(Path(ellipseIn: CGRect(x: 100 - r, y: 100 - r, width: 2 * r, height: 2 * r))) }
        let ops: [DisplayOp] = [
            .fill(Path(rect: CGRect(x: 0, y: 0, width: 150, height: 150)), Color(r8: 242, g8: 242, b8: 247), .nonzero),
            .glyphs(GlyphRun(fontPath: face.path, size: 13, color: Color(r8: 0, g8: 122, b8: 255), glyphs: glyphs)),
            .fill(rings, Color(r8: 142, g8: 68, b8: 173, a8: 200), .evenodd),
            .stroke(Path(ellipseIn: CGRect(x: 10, y: 60, width: 70, height: 45)), Color(r8: 32, g8: 32, b8: 32, a8: 192),
                    StrokeStyle(width: 3, cap: .round, join: .round)),
            .save, .concat(rotation),
            .clip(Path(roundedRect: CGRect(x: 20, y: 20, width: 110, height: 110), cornerRadius: 18)),
            .beginGroup(opacity: 0.8, shadow: nil),
            .fill(Path(roundedRect: CGRect(x: 10, y: 30, width: 60, height: 40), cornerRadius: 8), Color(r8: 255, g8: 45, b8: 85, a8: 204), .nonzero),
            .fill(Path(ellipseIn: CGRect(x: 40, y: 40, width: 70, height: 70)), Color(r8: 0, g8: 0, b8: 0, a8: 64), .nonzero),
            .image(rcTestBitmap(16, 16), CGRect(x: 60, y: 60, width: 40, height: 33), tint: nil),
            .endGroup, .restore,
            .image(rcTestBitmap(12, 12, seed: 3), CGRect(x: 110.5, y: 45.25, width: 30, height: 30), tint: nil),
        ]
        return DisplayList(width: 150, height: 150, scale: 2, background: .white, ops: ops)
    }

    @Test(arguments: [2, 3, 9])
    func bandsGiveThePixelsOfOneBand(_ bands: Int) throws {
        let list = try scene()
        #expect(Renderer.isBandable(list))
        let whole = try Renderer.render(list)
        let banded = try Renderer.render(list, bands: bands)
        #expect(banded.width == 300 && banded.height == 300)
        #expect(banded.pixels == whole.pixels, "\(differing(whole, banded)) pixels differ with \(bands) bands")
        // Something is drawn on both sides of every band boundary (the test can fail there).
        for band in BandSplit.bands(list, count: bands, groupBounds: Renderer.groupBounds(list)).dropFirst() {
            let y = band.lowerBound
            #expect(rowDrawn(whole, y - 1) && rowDrawn(whole, y), "rows \(y - 1), \(y) draw something")
        }
    }

    @Test func masksAndShadowsAreDrawnAsOneBand() throws {
        var list = try scene()
        list.ops.insert(contentsOf: [.beginGroup(opacity: 1, shadow: Shadow(color: Color(r8: 0, g8: 0, b8: 0, a8: 128), offset: CGSize(width: 0, height: 3), radius: 6)),
                                     .fill(Path(rect: CGRect(x: 30, y: 70, width: 40, height: 20)), .white, .nonzero), .endGroup], at: 3)
        #expect(!Renderer.isBandable(list))
        #expect(try Renderer.render(list, bands: 2).pixels == Renderer.render(list).pixels)
    }

    @Test func aBadListThrowsAsOneBandDoes() throws {
        var list = try scene()
        list.ops.append(.restore)
        #expect(throws: RenderError.self) { try Renderer.render(list, bands: 2) }
    }

    func rowDrawn(_ c: Canvas, _ y: Int) -> Bool {
        (0..<c.width).contains { x in c.pixels[(y * c.width + x) * 4] != 255 || c.pixels[(y * c.width + x) * 4 + 1] != 255 }
    }

    func differing(_ a: Canvas, _ b: Canvas) -> Int {
        guard a.pixels.count == b.pixels.count else { return -1 }
        return stride(from: 0, to: a.pixels.count, by: 4).filter { a.pixels[$0..<($0 + 4)] != b.pixels[$0..<($0 + 4)] }.count
    }
}
