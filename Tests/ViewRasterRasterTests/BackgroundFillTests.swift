import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterText
@testable import ViewRasterRaster

/// A large canvas's background: the rows no op draws in are written with streaming stores,
/// the others with ordinary ones; every pixel gets the background either way, and the pixels
/// of a render are those of a plain fill.
@Suite struct BackgroundFillTests {
    /// A 1000 × 1200 pt screen @2x (19.2 MB, over `minimumStreamedBytes`) with a card, a label
    /// and a stroke in its top third.
    func screen(background: Color) throws -> DisplayList {
        let face = try FontRegistry.shared.bundledFace(file: "Inter-Regular.otf")
        let glyphs = Array("Card".unicodeScalars).enumerated().map { i, c in PositionedGlyph(id: face.glyph(for: c), x: 40 + CGFloat(i) * 10, y: 80) }
        return DisplayList(width: 1000, height: 1200, scale: 2, background: background, ops: [
            .fill(Path(roundedRect: CGRect(x: 20, y: 30, width: 400, height: 120), cornerRadius: 12),
                  Color(r8: 255, g8: 255, b8: 255, a8: 200), .nonzero),
            .stroke(Path(rect: CGRect(x: 500, y: 300, width: 200, height: 60)), Color(r8: 0, g8: 0, b8: 255),
                    StrokeStyle(width: 3)),
            .glyphs(GlyphRun(fontPath: face.path, size: 17, color: Color(r8: 0, g8: 0, b8: 0), glyphs: glyphs)),
        ])
    }

    @Test func drawnRowsCoverEveryOpAndLeaveTheRestEmpty() throws {
        let list = try screen(background: Color(r8: 242, g8: 242, b8: 247))
        let rows = try #require(BackgroundFill.drawnRows(list, from: 0, groupBounds: [:]))
        #expect(rows.count == 2400)
        // The card (rows 60 ..< 300), the stroke (600 ..< 720 widened), the label: drawn.
        for y in [60, 150, 299, 600, 719] { #expect(rows[y] == 1, "row \(y)") }
        // Below everything: empty.
        for y in [800, 1500, 2399] { #expect(rows[y] == 0, "row \(y)") }
        // A small canvas streams nothing.
        let small = DisplayList(width: 100, height: 100, scale: 2, background: nil, ops: list.ops)
        #expect(BackgroundFill.drawnRows(small, from: 0, groupBounds: [:]) == nil)
        // Nor does a 375 × 667 pt screen @3x (1125 × 2001 px, 9 MB): it stays in a 32 MB
        // last-level cache with the canvas drawn before it, where ordinary stores are faster.
        let phone = DisplayList(width: 375, height: 667, scale: 3, background: nil, ops: list.ops)
        #expect(BackgroundFill.drawnRows(phone, from: 0, groupBounds: [:]) == nil)
        #expect(!BackgroundFill.streams(phone))
        // An iPad screen @2x (1536 × 2048 px, 12 MB) streams.
        #expect(BackgroundFill.streams(DisplayList(width: 768, height: 1024, scale: 2, background: nil, ops: [])))
        // Only canvases under 4 MB are covered (`BackgroundCover`): not the phone @3x.
        #expect(!BackgroundCover.applies(to: phone))
        #expect(BackgroundCover.applies(to: DisplayList(width: 375, height: 667, scale: 2, background: nil, ops: [])))
    }

    @Test(arguments: [1, 3, 5, 17, 1125])
    func everyPixelGetsTheWord(_ width: Int) {
        // Rows alternating in runs of 1, 2 and 3 between streamed and ordinary, at widths that
        // leave every alignment and tail.
        let h = 12
        let drawn: [UInt8] = [0, 1, 1, 0, 0, 0, 1, 0, 1, 1, 1, 0]
        let p = UnsafeMutablePointer<UInt32>.allocate(capacity: width * h + 3)
        defer { p.deallocate() }
        for offset in 0..<4 {
            let base = p + offset % 4
            base.initialize(repeating: 0, count: width * h)
            BackgroundFill.fill(base, width: width, rows: 1..<h, word: 0x1234_5678, drawn: drawn)
            #expect((0..<width).allSatisfy { base[$0] == 0 }, "row 0 is outside the rows filled")
            #expect((width..<(width * h)).allSatisfy { base[$0] == 0x1234_5678 })
        }
    }

    @Test func aStreamedRenderHasThePixelsOfAPlainFill() throws {
        for background in [Color(r8: 242, g8: 242, b8: 247), Color(r8: 255, g8: 204, b8: 102)] {
            let list = try screen(background: background)
            let canvas = try Renderer.render(list)
            // The background word everywhere below the drawing; bands give the same pixels.
            let word = PremultipliedPixel(background)
            #expect(canvas.pixel(x: 17, y: 2000) == (word.r, word.g, word.b, word.a))
            #expect(canvas.pixel(x: 1999, y: 2399) == (word.r, word.g, word.b, word.a))
            #expect(try Renderer.render(list, bands: 2).pixels == canvas.pixels)
            #expect(try Renderer.render(list, bands: 3).pixels == canvas.pixels)
        }
    }
}
