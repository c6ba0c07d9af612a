import Foundation
import Testing
import ViewRasterDisplayList
@testable import ViewRasterRaster

/// A banded render splits its rows by estimated work, not evenly: the bands meet, cover the
/// canvas, and the band over the drawing is the smaller one.
@Suite struct BandSplitTests {
    func cards(top: Bool) -> DisplayList {
        // A grid of rounded cards in the top quarter (or spread over the whole height) of a
        // 300 × 600 pt screen, as an iPad screen of timers is.
        var ops: [DisplayOp] = []
        for i in 0..<12 {
            let y = top ? 10 + CGFloat(i / 3) * 36 : 10 + CGFloat(i / 3) * 150
            ops.append(.fill(Path(roundedRect: CGRect(x: 10 + CGFloat(i % 3) * 95, y: y, width: 90, height: 32), cornerRadius: 6),
                             Color(r8: 255, g8: 255, b8: 255, a8: 230), .nonzero))
        }
        return DisplayList(width: 300, height: 600, scale: 2, background: Color(r8: 242, g8: 242, b8: 247), ops: ops)
    }

    @Test(arguments: [2, 3, 5])
    func bandsMeetAndCoverTheCanvas(_ count: Int) {
        for list in [cards(top: true), cards(top: false)] {
            let bands = BandSplit.bands(list, count: count, groupBounds: [:])
            #expect(bands.count == count)
            #expect(bands.first?.lowerBound == 0 && bands.last?.upperBound == 1200)
            for (a, b) in zip(bands, bands.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
            #expect(bands.allSatisfy { $0.count >= BandSplit.minimumRows })
        }
    }

    @Test func theBandOverTheDrawingIsSmaller() throws {
        let list = cards(top: true)
        let bands = BandSplit.bands(list, count: 2, groupBounds: [:])
        #expect(bands[0].count < 600, "first band \(bands[0])")
        // The split is only a split: the pixels are those of one band.
        #expect(try Renderer.render(list, bands: 2).pixels == Renderer.render(list).pixels)
        // Spread evenly, the drawing splits near the middle.
        let even = BandSplit.bands(cards(top: false), count: 2, groupBounds: [:])
        #expect(abs(even[0].count - 600) < 60, "first band \(even[0])")
    }

    /// A 100 × 200 pt screen at @2x (200 × 400 px) with a 50 × 50 pt image turned by 90°
    /// whose device bounds are rows 37 ..< 143 (its rows 40 ..< 140, 3 px of margin): turned
    /// image pixels cost about 31 background pixels each (`BandCost`: 47 against 1.5, measured),
    /// so the two bands meet near the image's middle row (90), not where a weight of 6 a pixel
    /// against 1 put them (row 117, where 200 × 117 + 636 × 80 first reaches half of
    /// 200 × 400 + 636 × 106).
    @Test func aTurnedImageIsSplitNearItsMiddle() throws {
        let image = Bitmap(width: 4, height: 4, premultipliedPixels: [UInt8](repeating: 255, count: 64))
        let list = DisplayList(width: 100, height: 200, scale: 2, background: .white, ops: [
            .save, .concat(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 75, ty: 20)),
            .image(image, CGRect(x: 0, y: 0, width: 50, height: 50), tint: nil), .restore,
        ])
        let bands = BandSplit.bands(list, count: 2, groupBounds: [:])
        #expect(bands.count == 2)
        // By hand: 300 a row of background (1.5 × 200 px), 47 × 106 + 270,000 / 106 more a row
        // of the image's; half of the whole (918,092) is reached in row 94.
        #expect((90...97).contains(bands[0].upperBound), "first band \(bands[0])")
        #expect(try Renderer.render(list, bands: 2).pixels == Renderer.render(list).pixels)
    }

    /// Costs by kind, as measured: a turned image costs more a pixel than a scaled one, which
    /// costs more than a 1:1 blit; a blended rectangle more than a stored one; a rounded
    /// rectangle's edges a fixed cost a rectangle has not.
    @Test func costsFollowTheDrawingPath() throws {
        let image = Bitmap(width: 10, height: 10, premultipliedPixels: [UInt8](repeating: 255, count: 400))
        let rect = CGRect(x: 2, y: 3, width: 10, height: 10)
        #expect(BandCost.image(image, in: rect, .identity) == BandCost.blit)
        #expect(BandCost.image(image, in: rect, CGAffineTransform(scaleX: 2, y: 2)) == BandCost.scaledImage)
        #expect(BandCost.image(image, in: CGRect(x: 2.5, y: 3, width: 10, height: 10), .identity) == BandCost.scaledImage)
        #expect(BandCost.image(image, in: rect, CGAffineTransform(rotationAngle: 0.3)) == BandCost.turnedImage)
        #expect(BandCost.turnedImage.perPixel > BandCost.scaledImage.perPixel && BandCost.scaledImage.perPixel > BandCost.blit.perPixel)
        let scale3 = CGAffineTransform(scaleX: 3, y: 3)
        let aligned = Path(rect: CGRect(x: 1, y: 1.1, width: 20, height: 10)), offColumn = Path(rect: CGRect(x: 1.1, y: 1, width: 20, height: 10))
        #expect(BandCost.fill(aligned, scale3, opaque: true) == BandCost.opaqueAlignedRect)
        #expect(BandCost.fill(aligned, scale3, opaque: false) == BandCost.translucentAlignedRect)
        #expect(BandCost.fill(offColumn, scale3, opaque: true) == BandCost.opaqueRect)
        #expect(BandCost.opaqueRect.perRow > BandCost.opaqueAlignedRect.perRow)
        #expect(BandCost.translucentRect.perPixel > BandCost.opaqueRect.perPixel)
        let rounded = Path(roundedRect: CGRect(x: 1, y: 1, width: 20, height: 10), cornerRadius: 3)
        #expect(BandCost.fill(rounded, scale3, opaque: true) == BandCost.opaquePath && BandCost.opaquePath.perOp > 0)
        // A pixel-aligned rectangle clip only narrows the bounds; half a pixel off, it is a mask.
        let scale2 = CGAffineTransform(scaleX: 2, y: 2)
        #expect(BandCost.clipIsBounds(Path(rect: CGRect(x: 1, y: 1.5, width: 20, height: 10)), scale2))
        #expect(!BandCost.clipIsBounds(Path(rect: CGRect(x: 1, y: 1.25, width: 20, height: 10)), scale2))
        // Ten glyphs at 17 pt on a @3x canvas (51 px): 10 × (3,000 + 1.93 × 51²).
        let run = BandCost.glyphRun(count: 10, size: 17, CGAffineTransform(scaleX: 3, y: 3))
        #expect(abs(run - 10 * (3_000 + 1.93 * 2_601)) < 1e-6)
    }

    /// Rows of equal work (the background and a translucent column down the whole screen)
    /// split into bands of equal rows: a 600 pt screen at @2x (1200 rows) in 8 bands is 8
    /// bands of 150 rows (more bands than the two threads of a two-core host: `BandWorkers`
    /// hands them out one at a time), and drawn so, its pixels are those of one band.
    @Test func equalRowsGiveEqualBands() throws {
        let list = DisplayList(width: 100, height: 600, scale: 2, background: Color(r8: 242, g8: 242, b8: 247), ops: [
            .fill(Path(rect: CGRect(x: 10, y: 0, width: 20, height: 600)), Color(r8: 0, g8: 122, b8: 255, a8: 128), .nonzero),
        ])
        let bands = BandSplit.bands(list, count: 8, groupBounds: [:])
        #expect(bands == stride(from: 0, to: 1200, by: 150).map { $0..<($0 + 150) })
        #expect(try Renderer.render(list, bands: 8).pixels == Renderer.render(list).pixels)
    }

    /// A canvas of 10 MB and up streams its empty rows (`BackgroundFill.streams`): its bands
    /// mix streamed rows and drawn-over rows. In 2, 3 and 8 bands (1,728 × 1,536 px, 10.6 MB,
    /// the cards drawn in its top rows, so that some bands are only streamed and others drawn
    /// over, and boundaries cross the cards' rounded corners) it has the pixels of one band.
    @Test(arguments: [2, 3, 8])
    func theBandsOfAStreamedCanvasGiveThePixelsOfOneBand(_ bands: Int) throws {
        var list = cards(top: true)
        list.width = 576
        list.height = 512
        list.scale = 3
        #expect(BackgroundFill.streams(list))
        #expect(try Renderer.render(list, bands: bands).pixels == Renderer.render(list).pixels)
    }
}
