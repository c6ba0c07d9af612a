import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterRaster
import ViewRasterOutput

/// `beginMask`/`endMask`: the clip multiplied by the alpha of what the mask drew.
@Suite struct MaskTests {
    static let red = Color(r8: 255, g8: 0, b8: 0)

    @Test func drawingShowsThroughTheMaskByItsAlpha() throws {
        // The mask: opaque over x 0..<4, half transparent (alpha 128) over 4..<8, nothing
        // beyond. A red fill over the whole canvas keeps its coverage times the mask's alpha.
        let list = DisplayList(width: 12, height: 4, scale: 1, ops: [
            .save, .beginMask,
            .fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), .black, .nonzero),
            .fill(Path(rect: CGRect(x: 4, y: 0, width: 4, height: 4)), Color(r8: 0, g8: 0, b8: 255, a8: 128), .nonzero),
            .endMask,
            .fill(Path(rect: CGRect(x: 0, y: 0, width: 12, height: 4)), Self.red, .nonzero),
            .restore,
            // After the restore the mask no longer clips.
            .fill(Path(rect: CGRect(x: 10, y: 0, width: 2, height: 4)), Self.red, .nonzero),
        ])
        let c = try Renderer.render(list)
        #expect(rcPixel(c, 1, 1) == (255, 0, 0, 255))
        #expect(rcPixel(c, 5, 1) == (128, 0, 0, 128))   // premultiplied red at alpha 128
        #expect(rcPixel(c, 9, 1) == (0, 0, 0, 0))
        #expect(rcPixel(c, 11, 1) == (255, 0, 0, 255))
    }

    @Test func aMaskMultipliesTheClipBeforeIt() throws {
        let c = try rcDraw(8, 4) { ctx in
            ctx.save()
            ctx.clip(to: Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)))
            ctx.beginMask()
            ctx.fill(Path(rect: CGRect(x: 2, y: 0, width: 6, height: 4)), color: .black)
            ctx.endMask()
            ctx.fill(Path(rect: CGRect(x: 0, y: 0, width: 8, height: 4)), color: Self.red)
            ctx.restore()
        }
        // Only where both the clip (x < 4) and the mask (x ≥ 2) let it through.
        #expect(rcAlpha(c, 1, 1) == 0 && rcAlpha(c, 3, 1) == 255 && rcAlpha(c, 5, 1) == 0)
    }

    @Test func anEmptyMaskHidesEverything() throws {
        let list = DisplayList(width: 4, height: 4, scale: 1, ops: [
            .save, .beginMask, .endMask, .fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), Self.red, .nonzero), .restore,
        ])
        #expect(rcAlpha(try Renderer.render(list), 2, 2) == 0)
    }

    @Test func unbalancedMasksAreErrorsNamingTheOp() throws {
        func failure(_ ops: [DisplayOp]) -> RenderError? {
            do { _ = try Renderer.render(DisplayList(width: 4, height: 4, scale: 1, ops: ops)); return nil } catch let e as RenderError { return e } catch { return nil }
        }
        #expect(failure([.endMask])?.opIndex == 0)
        #expect(failure([.beginMask, .endGroup])?.opIndex == 1)
        #expect(failure([.beginGroup(opacity: 1, shadow: nil), .endMask])?.opIndex == 1)
        #expect(failure([.save, .beginMask])?.message == "beginMask without a matching endMask")
    }

    @Test func masksAreVersion2JSON() throws {
        let list = DisplayList(width: 4, height: 4, scale: 1, ops: [.save, .beginMask, .endMask, .restore])
        #expect(list.jsonVersion == 2)
        let data = try list.jsonData(baseURL: nil)
        #expect(try DisplayList(json: data, baseURL: nil, source: "m.json") == list)
        let v1 = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "displaylist/2", with: "displaylist/1")
        #expect { try DisplayList(json: Data(v1.utf8), baseURL: nil, source: "m.json") } throws: {
            "\($0)" == "m.json: op 1 (beginMask): op \"beginMask\" needs format \"viewraster.displaylist/2\""
        }
    }
}
