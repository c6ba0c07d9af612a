import Foundation
import Testing
import ViewRasterDisplayList
@testable import ViewRasterRaster

/// The background under an opaque rectangle fill drawn straight onto the canvas is not written
/// (`BackgroundCover`): the rectangle replaces those pixels whatever was under them, so the
/// pixels are those of a canvas filled whole first.
@Suite struct BackgroundCoverTests {
    let gray = Color(r8: 242, g8: 242, b8: 247)
    let white = Color(r8: 255, g8: 255, b8: 255)

    /// A 120 × 200 px screen (@1x): a half-transparent black bar at the top, an opaque white
    /// card with a half-pixel left edge overlapping it, an opaque green rect under a clip, an
    /// opaque red rect in a group at 50 %, and an opaque blue rect under a translation.
    func screen(background: Color?, prefix: [DisplayOp] = []) -> DisplayList {
        DisplayList(width: 120, height: 200, scale: 1, background: background, ops: prefix + [
            .fill(Path(rect: CGRect(x: 0, y: 0, width: 40, height: 10)), Color(red: 0, green: 0, blue: 0, alpha: 0.5), .nonzero),
            .fill(Path(rect: CGRect(x: 10.5, y: 5, width: 60, height: 45)), white, .nonzero),
            .save,
            .clip(Path(rect: CGRect(x: 0, y: 60, width: 120, height: 20))),
            .fill(Path(rect: CGRect(x: 0, y: 60, width: 120, height: 30)), Color(r8: 0, g8: 200, b8: 0), .nonzero),
            .restore,
            .beginGroup(opacity: 0.5, shadow: nil),
            .fill(Path(rect: CGRect(x: 0, y: 100, width: 120, height: 20)), Color(r8: 255, g8: 0, b8: 0), .nonzero),
            .endGroup,
            .save,
            .concat(CGAffineTransform(translationX: 20, y: 130)),
            .fill(Path(rect: CGRect(x: 0, y: 0, width: 80, height: 60)), Color(r8: 0, g8: 0, b8: 255), .nonzero),
            .restore,
        ])
    }

    @Test func spansAreTheRectanglesInsidesNoEarlierOpReaches() throws {
        let list = screen(background: gray)
        let cover = try #require(OpRows(list, from: 0, groupBounds: Renderer.groupBounds(list), work: false, drawn: false, cover: true).cover)
        // The card: columns 11 ..< 70 (the half-covered column 10 is not its inside), below the
        // bar's conservative bounds (its rows and 3 more: 0 ..< 13).
        for y in [13, 30, 49] { #expect(cover.span(y) == (11, 70), "row \(y)") }
        for y in [5, 12, 50] { #expect(cover.span(y).x0 >= cover.span(y).x1, "row \(y)") }
        // Under a clip, in a group: nothing. Under a translation: moved.
        for y in [65, 75, 110] { #expect(cover.span(y).x0 >= cover.span(y).x1, "row \(y)") }
        for y in [130, 189] { #expect(cover.span(y) == (20, 100), "row \(y)") }
        #expect(cover.span(190).x0 >= cover.span(190).x1)
    }

    @Test func aShadowDrawnBeforeKeepsItsRowsFilled() throws {
        // A bar with a shadow 40 px below it, then an opaque rect over both: the rect's inside is
        // a span only below the shadow's reach (content rows -3 ..< 23 moved down 40, and the
        // blur's spread and a pixel more).
        let list = DisplayList(width: 120, height: 200, scale: 1, background: gray, ops: [
            .beginGroup(opacity: 1, shadow: Shadow(color: Color(r8: 0, g8: 0, b8: 0, a8: 128), offset: CGSize(width: 0, height: 40), radius: 2)),
            .fill(Path(rect: CGRect(x: 0, y: 0, width: 120, height: 20)), Color(r8: 0, g8: 0, b8: 255), .nonzero),
            .endGroup,
            .fill(Path(rect: CGRect(x: 0, y: 30, width: 120, height: 150)), white, .nonzero),
        ])
        let cover = try #require(OpRows(list, from: 0, groupBounds: Renderer.groupBounds(list), work: false, drawn: false, cover: true).cover)
        for y in [30, 50, 62] { #expect(cover.span(y).x0 >= cover.span(y).x1, "row \(y)") }
        for y in [80, 179] { #expect(cover.span(y) == (0, 120), "row \(y)") }
        let whole = DisplayList(width: 120, height: 200, scale: 1, background: nil,
                                ops: [.save, .fill(Path(rect: CGRect(x: 0, y: 0, width: 120, height: 200)), gray, .nonzero), .restore] + list.ops)
        #expect(try Renderer.render(list).pixels == Renderer.render(whole).pixels)
    }

    @Test func aCoveredRenderHasThePixelsOfACanvasFilledWhole() throws {
        let list = screen(background: gray)
        let canvas = try Renderer.render(list)
        // The same drawing over a transparent canvas first filled by an ordinary op (not the
        // list's background, so nothing is left out).
        let whole = screen(background: nil, prefix: [.save, .fill(Path(rect: CGRect(x: 0, y: 0, width: 120, height: 200)), gray, .nonzero), .restore])
        #expect(try Renderer.render(whole).pixels == canvas.pixels)
        #expect(try Renderer.render(list, bands: 2).pixels == canvas.pixels)
        #expect(try Renderer.render(list, bands: 3).pixels == canvas.pixels)
        // By hand: the card's inside is white, also where the bar was drawn first.
        #expect(canvas.pixel(x: 11, y: 30) == (255, 255, 255, 255))
        #expect(canvas.pixel(x: 20, y: 8) == (255, 255, 255, 255))
        // Its half-covered left column: white at coverage 128 over the gray,
        // 128 + round(242 · 127 / 255) = 249, 128 + round(247 · 127 / 255) = 251.
        #expect(canvas.pixel(x: 10, y: 30) == (249, 249, 251, 255))
        // The bar alone: black at alpha 128 over the gray, round(242 · 127 / 255) = 121.
        #expect(canvas.pixel(x: 5, y: 2) == (121, 121, 123, 255))
        // The background where nothing draws, and beside the translated rect.
        #expect(canvas.pixel(x: 110, y: 40) == (242, 242, 247, 255))
        #expect(canvas.pixel(x: 19, y: 150) == (242, 242, 247, 255))
        #expect(canvas.pixel(x: 20, y: 150) == (0, 0, 255, 255))
    }

    @Test func theFillLeavesCoveredColumnsUnwritten() throws {
        let list = screen(background: gray)
        let cover = try #require(OpRows(list, from: 0, groupBounds: Renderer.groupBounds(list), work: false, drawn: false, cover: true).cover)
        let w = 120, h = 200
        let p = UnsafeMutablePointer<UInt32>.allocate(capacity: w * h)
        defer { p.deallocate() }
        p.initialize(repeating: 7, count: w * h)
        BackgroundFill.fill(p, width: w, rows: 0..<h, word: 0xFFF7_F2F2, around: cover)
        for y in 0..<h {
            let (x0, x1) = cover.span(y)
            for x in 0..<w {
                let covered = x0 < x1 && x >= x0 && x < x1
                #expect(p[y * w + x] == (covered ? 7 : 0xFFF7_F2F2), "pixel \(x), \(y)")
            }
        }
    }

    @Test func onlyListsWithLargeOpaqueRectanglesAreWalked() {
        #expect(BackgroundCover.isWorthFinding(in: screen(background: gray), from: 0))
        let small = DisplayList(width: 120, height: 200, scale: 1, background: gray, ops: [
            .fill(Path(rect: CGRect(x: 0, y: 0, width: 40, height: 40)), white, .nonzero),
            .fill(Path(roundedRect: CGRect(x: 0, y: 50, width: 120, height: 150), cornerRadius: 8), white, .nonzero),
            .fill(Path(rect: CGRect(x: 0, y: 50, width: 120, height: 150)), Color(red: 1, green: 1, blue: 1, alpha: 0.5), .nonzero),
        ])
        #expect(!BackgroundCover.isWorthFinding(in: small, from: 0))
    }
}
