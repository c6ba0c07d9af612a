import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterText
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

    /// A screen-like list, 120 × 400 pixels: content in three strips (an opaque card with a
    /// line of text at the top, a translucent full-width bar and a stroke in the middle, a
    /// rotated fill near the bottom) and empty background between them, with an opaque or a
    /// transparent background. Bands of these heights fall wholly in the empty rows or mix both,
    /// so the one buffer's rows go from drawn to empty and back (`BandBufferRows`: an empty row
    /// is filled once and kept, a drawn one is filled again) and empty bands are not walked.
    @Test(arguments: [5, 16, 40, 64, 128], [true, false])
    func emptyRowsBetweenStripsAreTheWholeRender(_ rowsPerBand: Int, opaque: Bool) throws {
        let list = try strips(opaque: opaque)
        let whole = try Renderer.render(list)
        let banded = try #require(joinedBands(list, rowsPerBand: rowsPerBand))
        #expect(banded.bytes == whole.pixels)
        #expect(banded.rows.count == (400 + rowsPerBand - 1) / rowsPerBand)
        // An empty row between the strips is the background (premultiplied RGBA).
        let row = 120 * 4 * 100
        #expect(Array(banded.bytes[row..<(row + 4)]) == (opaque ? [239, 239, 244, 255] : [0, 0, 0, 0]))
    }

    /// The strips list of `emptyRowsBetweenStripsAreTheWholeRender`.
    func strips(opaque: Bool) throws -> DisplayList {
        let face = try FontRegistry.shared.bundledFace(file: "Inter-Regular.otf")
        let glyphs = Array("Strips".unicodeScalars).enumerated().map { i, c in PositionedGlyph(id: face.glyph(for: c), x: 14 + CGFloat(i) * 7.1, y: 30.4) }
        return DisplayList(width: 120, height: 400, scale: 1, background: opaque ? Color(r8: 239, g8: 239, b8: 244) : nil, ops: [
            .fill(Path(rect: CGRect(x: 10, y: 8, width: 100, height: 40)), .white, .nonzero),
            .glyphs(GlyphRun(fontPath: face.path, size: 13, color: Color(r8: 0, g8: 122, b8: 255), glyphs: glyphs)),
            .fill(Path(rect: CGRect(x: 0, y: 170.5, width: 120, height: 9)), Color(r8: 0, g8: 0, b8: 0, a8: 90), .nonzero),
            .stroke(Path(ellipseIn: CGRect(x: 30, y: 190, width: 60, height: 14)), Color(r8: 255, g8: 59, b8: 48), StrokeStyle(width: 3)),
            .save,
            .concat(CGAffineTransform(translationX: 60, y: 350).rotated(by: 0.4)),
            .fill(Path(rect: CGRect(x: -30, y: -12, width: 60, height: 24)), Color(r8: 52, g8: 199, b8: 89), .nonzero),
            .restore,
        ])
    }

    /// `render(_:rowsPerBand:budget:skippingEmptyRows:)`: the runs cover the canvas in order,
    /// a run with bytes holds the whole render's rows, and a run without holds rows of the whole
    /// render that are the background word in every pixel — the rows between the strips
    /// (row 100, row 300) among them, so the empty rows are really not handed over as bytes.
    @Test(arguments: [5, 16, 40, 64, 128], [true, false])
    func skippedEmptyRowsAreTheWholeRendersBackground(_ rowsPerBand: Int, opaque: Bool) throws {
        for list in [try strips(opaque: opaque), try BandedRenderTests().scene()] {
            let whole = try Renderer.render(list)
            let w = list.pixelWidth * 4
            var next = 0, empty = Set<Int>()
            let drawn = Renderer.render(list, rowsPerBand: rowsPerBand, skippingEmptyRows: { rows, bytes, background in
                #expect(rows.lowerBound == next && !rows.isEmpty)
                next = rows.upperBound
                let expected = Array(whole.pixels[(rows.lowerBound * w)..<(rows.upperBound * w)])
                if let bytes {
                    #expect(Array(bytes) == expected, "rows \(rows)")
                } else {
                    empty.formUnion(rows)
                    let word = (0..<4).map { UInt8(truncatingIfNeeded: background >> (8 * $0)) }
                    #expect(expected == Array([[UInt8]](repeating: word, count: rows.count * list.pixelWidth).joined()), "rows \(rows)")
                }
            })
            #expect(drawn)
            #expect(next == list.pixelHeight)
            if list.pixelWidth == 120 {
                #expect(empty.contains(100) && empty.contains(300))
                let pixel = Array(whole.pixels[(100 * w)..<(100 * w + 4)])
                #expect(pixel == (opaque ? [239, 239, 244, 255] : [0, 0, 0, 0]))
            }
        }
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
