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
}
