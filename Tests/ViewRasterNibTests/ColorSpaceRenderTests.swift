import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib
import ViewRasterRendering
import ViewRasterTestSupport

/// Swatches from a xib drawn to pixels: every way a xib spells a colour reaches the canvas
/// converted as iOS converts it (`Tests/Fixtures/colour/Base.lproj`: seven 10×10 swatches; the
/// `Accent` colour is a Display P3 colorset in `Assets.xcassets` beside the `.lproj` folder).
@MainActor
@Suite struct ColorSpaceRenderTests {
    func swatches(_ file: String) throws -> [(UInt8, UInt8, UInt8)] {
        let url = TestPaths.fixture("colour/Base.lproj/\(file)")
        let nib = try Nib(contentsOf: url, options: NibOptions(registry: NibClassRegistry()))
        #expect(nib.warnings.isEmpty, "\(nib.warnings)")
        let root = try #require(try nib.instantiate(withOwner: nil).first as? View)
        let canvas = try root.render(scale: 1, background: .black)
        #expect(canvas.width == 70 && canvas.height == 10)
        return (0..<7).map { i in
            let p = canvas.pixel(x: i * 10 + 5, y: 5)
            #expect(p.a == 255)
            return (p.r, p.g, p.b)
        }
    }

    @Test func colorMatchedDocumentDrawsConvertedColours() throws {
        let px = try swatches("Swatches.xib")
        // calibratedWhite 2/3: Generic Gray → 184 (the iOS measurement).
        #expect(px[0] == (184, 184, 184))
        // calibratedRGB (0.4, 0.8, 1): Generic RGB → (118, 214, 255) (the iOS measurement).
        #expect(px[1] == (118, 214, 255))
        // deviceRGB and sRGB pass unchanged: 0.4·255 = 102, 0.8·255 = 204.
        #expect(px[2] == (102, 204, 255))
        #expect(px[3] == (102, 204, 255))
        // custom calibratedRGB (1, 0, 0.345) is Generic RGB too: linearized (gamma 1.8), to XYZ by
        // the P22 primaries and D65, to linear sRGB, encoded: (255, 43.0, 106.6). (The profile's
        // stored D50 colorants, Bradford-adapted to D65, give (255, 44.1, 106.6).)
        #expect(px[4] == (255, 43, 107))
        // Display P3 colorset (0.8, 0.4, 0.3) → sRGB by CSS Color 4's matrix: (219, 94, 68).
        #expect(px[5] == (219, 94, 68))
        // <namedColor> calibratedWhite 0.5: Generic Gray 0.5^1.8 → sRGB 0.572 → 146.
        #expect(px[6] == (146, 146, 146))
    }

    @Test func documentWithoutColorMatchedKeepsComponents() throws {
        let px = try swatches("SwatchesUnmatched.xib")
        #expect(px[0] == (170, 170, 170))                    // 2/3 · 255
        #expect(px[1] == (102, 204, 255))
        #expect(px[4] == (255, 0, 88))                       // the skylib storyboard's (255, 0, 88) on iOS
        #expect(px[5] == (219, 94, 68))                      // asset catalogs always carry their space
        #expect(px[6] == (128, 128, 128))
    }
}
