import Foundation
import Testing
import ViewRasterDisplayList
@testable import ViewRasterRaster

/// A render in bands through one reused buffer (`Renderer.render(_:rowsPerBand:budget:_:)`)
/// hands over, band by band and in order, exactly the rows of a whole render.
@Suite struct RowBandRenderTests {
    /// The bands' bytes joined, with the rows each band said it held (nil: not drawn in bands).
    func joinedBands(_ list: DisplayList, rowsPerBand: Int) -> (bytes: [UInt8], rows: [Range<Int>])? {
        var bytes: [UInt8] = [], rows: [Range<Int>] = []
        let drawn = Renderer.render(list, rowsPerBand: rowsPerBand) { r, b in
            rows.append(r)
            bytes += b
        }
        return drawn ? (bytes, rows) : nil
    }

    /// BandedRenderTests' scene (300 × 300 pixels: fills, strokes, a rotated rounded clip over
    /// a group, images, glyphs) in bands of one row, of rows that do not divide 300, of rows
    /// that do, of the whole height and of more than it.
    @Test(arguments: [1, 7, 64, 100, 300, 1000])
    func bandsJoinedAreTheWholeRender(_ rowsPerBand: Int) throws {
        let list = try BandedRenderTests().scene()
        let whole = try Renderer.render(list)
        let banded = try #require(joinedBands(list, rowsPerBand: rowsPerBand))
        #expect(banded.bytes == whole.pixels)
        let expected = stride(from: 0, to: 300, by: min(rowsPerBand, 300)).map { $0..<min(300, $0 + rowsPerBand) }
        #expect(banded.rows == expected)
    }

    /// A one-row canvas with a transparent background: one band of one row, whatever the band.
    @Test(arguments: [1, 4])
    func aOneRowCanvasIsOneBand(_ rowsPerBand: Int) throws {
        let list = DisplayList(width: 10, height: 1, scale: 1, background: nil, ops: [
            .fill(Path(rect: CGRect(x: 2.5, y: 0, width: 5, height: 1)), Color(r8: 200, g8: 0, b8: 0, a8: 128), .nonzero),
        ])
        let banded = try #require(joinedBands(list, rowsPerBand: rowsPerBand))
        #expect(banded.rows == [0..<1])
        #expect(banded.bytes == (try Renderer.render(list)).pixels)
        // Pixel 2 is half covered by a half-opaque red: 200·½·½ premultiplied.
        #expect(banded.bytes[8..<12] == [50, 0, 0, 64])
    }

    @Test func aShadowIsNotDrawnInBands() throws {
        var list = try BandedRenderTests().scene()
        list.ops.insert(contentsOf: [.beginGroup(opacity: 1, shadow: Shadow(color: Color(r8: 0, g8: 0, b8: 0, a8: 128), offset: CGSize(width: 0, height: 3), radius: 6)),
                                     .fill(Path(rect: CGRect(x: 30, y: 70, width: 40, height: 20)), .white, .nonzero), .endGroup], at: 3)
        #expect(joinedBands(list, rowsPerBand: 64) == nil)
    }

    @Test func aBadListIsNotDrawnInBands() throws {
        var list = try BandedRenderTests().scene()
        list.ops.append(.restore)
        #expect(joinedBands(list, rowsPerBand: 64) == nil)
    }
}
