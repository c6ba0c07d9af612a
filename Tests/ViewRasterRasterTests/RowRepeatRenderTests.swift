import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterText
@testable import ViewRasterRaster

/// `Renderer.render(_:rowsPerBand:budget:skippingRepeatedRows:)` hands a row over as a repeat
/// of the row above only where the whole render's row is that row's pixels, and the other runs
/// as the whole render's bytes or background.
@Suite struct RowRepeatRenderTests {
    /// A card screen, 160 × 300 pixels at 2×: cards drawn twice (opaque), inner rectangles with
    /// fractional edges, a translucent bar, a line of text under a rectangular clip, a rounded
    /// clip over a fill, a group at 60 % over a rectangle, and a rotated rectangle.
    func cards(opaque: Bool) throws -> DisplayList {
        let face = try FontRegistry.shared.bundledFace(file: "Inter-SemiBold.otf")
        let glyphs = Array("12:05".unicodeScalars).enumerated().map { i, c in PositionedGlyph(id: face.glyph(for: c), x: 12 + CGFloat(i) * 9.5, y: 20) }
        let card = Path(rect: CGRect(x: 0, y: 0, width: 70, height: 55))
        return DisplayList(width: 80, height: 150, scale: 2, background: opaque ? Color(r8: 239, g8: 239, b8: 244) : nil, ops: [
            .save, .concat(CGAffineTransform(translationX: -20.5, y: 10)),
            .fill(card, .white, .nonzero), .fill(card, .white, .nonzero),
            .save, .concat(CGAffineTransform(translationX: 4, y: 4.25)),
            .fill(Path(rect: CGRect(x: 0, y: 0, width: 62, height: 25)), Color(r8: 0, g8: 255, b8: 0), .nonzero),
            .save, .clip(Path(rect: CGRect(x: 0, y: 0, width: 62, height: 25.3))),
            .glyphs(GlyphRun(fontPath: face.path, size: 14, color: .black, glyphs: glyphs)),
            .restore, .restore,
            .fill(Path(rect: CGRect(x: 2, y: 40.5, width: 66, height: 10.2)), Color(r8: 0, g8: 0, b8: 0, a8: 90), .nonzero),
            .restore,
            .save, .concat(CGAffineTransform(translationX: 45, y: 10)),
            .fill(card, .white, .nonzero),
            .restore,
            .save, .clip(Path(roundedRect: CGRect(x: 8, y: 72, width: 60, height: 30), cornerRadius: 9)),
            .fill(Path(rect: CGRect(x: 0, y: 70, width: 80, height: 40)), Color(r8: 255, g8: 149, b8: 0), .nonzero),
            .restore,
            .beginGroup(opacity: 0.6, shadow: nil),
            .fill(Path(rect: CGRect(x: 5, y: 112.25, width: 50, height: 12)), Color(r8: 88, g8: 86, b8: 214), .nonzero),
            .endGroup,
            .save, .concat(CGAffineTransform(translationX: 60, y: 135).rotated(by: 0.3)),
            .fill(Path(rect: CGRect(x: -10, y: -5, width: 20, height: 10)), Color(r8: 52, g8: 199, b8: 89), .nonzero),
            .restore,
        ])
    }

    /// Each run, checked against the whole render: the runs cover the canvas in order, a run
    /// with bytes is the whole render's rows, a background run is the word in every pixel, and
    /// a repeated run's every row is the row above the run. Returns the repeated rows.
    func repeatedRows(_ list: DisplayList, rowsPerBand: Int) throws -> Set<Int> {
        let whole = try Renderer.render(list)
        let w = list.pixelWidth * 4
        func row(_ y: Int) -> ArraySlice<UInt8> { whole.pixels[(y * w)..<((y + 1) * w)] }
        var next = 0, repeated = Set<Int>()
        let drawn = Renderer.render(list, rowsPerBand: rowsPerBand, skippingRepeatedRows: { rows, run in
            #expect(rows.lowerBound == next && !rows.isEmpty)
            next = rows.upperBound
            switch run {
            case .bytes(let bytes):
                #expect(Array(bytes) == Array(whole.pixels[(rows.lowerBound * w)..<(rows.upperBound * w)]), "rows \(rows)")
            case .background(let word):
                let pixel = (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
                for y in rows { #expect(Array(row(y)) == Array([[UInt8]](repeating: pixel, count: list.pixelWidth).joined()), "row \(y)") }
            case .repeatingRowAbove:
                #expect(rows.lowerBound > 0)
                for y in rows where y > 0 { #expect(row(y) == row(rows.lowerBound - 1), "row \(y) repeats row \(rows.lowerBound - 1)") }
                repeated.formUnion(rows)
            }
        })
        #expect(drawn)
        #expect(next == list.pixelHeight)
        return repeated
    }

    /// The cards list, and `RowBandRenderTests`' strips and `BandedRenderTests`' scene (a
    /// rotated rounded clip over a group, images, strokes, glyphs), in bands that cut the
    /// repeated runs anywhere. The rows inside the cards away from every edge and from the text
    /// come as repeats (so rows are really skipped); a row where a rectangle's fractional edge
    /// falls, the rows of the text, the rounded clip's and the rotated rectangle's rows do not.
    @Test(arguments: [5, 16, 40, 64, 128], [true, false])
    func repeatedRowsAreTheRowAbove(_ rowsPerBand: Int, opaque: Bool) throws {
        let repeated = try repeatedRows(cards(opaque: opaque), rowsPerBand: rowsPerBand)
        // The first card covers rows 20..<130; its green rectangle rows 28.5..<78.5 under a clip
        // to row 79.1; the digits' masks (28 pixels an em, baseline at row 68.5, about 0.73 em
        // tall) about rows 48–69 — the face's box would reach up to row 32 (Inter: 1.105 em).
        // Rows 21–27 and 85–100 are inside the card alone, rows 31–44 inside the green rectangle
        // above the digits; rows 20, 28 and 29 are where an edge falls.
        #expect(Set(21...27).isSubset(of: repeated))
        #expect(Set(31...44).isSubset(of: repeated))
        #expect(Set(85...100).isSubset(of: repeated))
        #expect(!repeated.contains(20) && !repeated.contains(28) && !repeated.contains(29))
        #expect(repeated.isDisjoint(with: Set(50...68)))
        // The translucent bar: rows 101..<121.4, its inside repeated, its fractional bottom row
        // and the row after it not; the card's rows below it again.
        #expect(Set(102...120).isSubset(of: repeated) && Set(123...129).isSubset(of: repeated))
        #expect(!repeated.contains(101) && !repeated.contains(121) && !repeated.contains(122) && !repeated.contains(130))
        // The rounded clip (rows 144..<204), the group (224.5..<248.5) and the rotated rectangle
        // (about rows 254–286): never repeats.
        #expect(repeated.isDisjoint(with: Set(141...207)))
        #expect(repeated.isDisjoint(with: Set(224...249)))
        #expect(repeated.isDisjoint(with: Set(256...284)))
        let strips = try repeatedRows(RowBandRenderTests().strips(opaque: opaque), rowsPerBand: rowsPerBand)
        // The strips' card (rows 8..<48) above and below its line of text (13 pixels an em,
        // baseline at row 30); the bar's rows are within the ellipse stroke's miter reach.
        #expect(strips.contains(9) && strips.contains(40))
        _ = try repeatedRows(BandedRenderTests().scene(), rowsPerBand: rowsPerBand)
    }
}
