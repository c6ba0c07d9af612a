import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterText
import ViewRasterRaster

/// The system font's weights outside regular … bold draw and measure with the Inter face of their
/// own weight (Inter 3.19's Thin, ExtraLight, Light, ExtraBold and Black, bundled beside the four;
/// docs/system-font-metrics.md, "Weights beyond the bundled four"), with the advance scale of the
/// weight: black its own ×1.084 (fitted from IB's stored widths of black labels in two
/// repositories: docs/system-font-metrics.md, "SF's black and the read sets' misses"), heavy the
/// straight line between bold's ×1.026 and black's (×1.055), ultralight to light regular's ×0.996.
///
/// The advances are the faces' own, read from the bundled files' `hmtx` with FreeType
/// (`FT_Get_Advance`, `FT_LOAD_NO_SCALE`) on Inter's 2816-unit em, added up by hand; the texts
/// have no kerning pair in any of the faces, so a label's width is the sum × scale × size / 2816
/// plus SF Pro's tracking after each character (the HIG's table: −0.31 pt at 16 pt, −0.43 at 17).
@Suite struct SystemFontWeightFaceTests {
    /// The width of an unkerned text of `count` characters whose face advances add up to `units`.
    func derived(units: CGFloat, scale: CGFloat, size: CGFloat, count: Int, tracking: CGFloat) -> CGFloat {
        units * scale * size / 2816 + CGFloat(count) * tracking
    }

    @Test func eachWeightTakesTheInterFaceOfItsWeight() {
        let expected: [(Font.Weight, String)] = [
            (.ultraLight, "Inter-Thin"), (.thin, "Inter-ExtraLight"), (.light, "Inter-Light"),
            (.heavy, "Inter-ExtraBold"), (.black, "Inter-Black"),
        ]
        for (weight, name) in expected {
            let font = Font.systemFont(ofSize: 16, weight: weight)
            #expect(font.fontName == name, "weight \(weight.weightClass)")
            #expect(font.systemStyle?.weight == weight)
        }
        // The system font's private names and SF's static faces by name take the same faces.
        #expect(Font(name: ".SFUI-Black", size: 16).fontName == "Inter-Black")
        #expect(Font(name: "SFUIText-Heavy", size: 40).fontName == "Inter-ExtraBold")
        #expect(Font(name: "SFUIDisplay-Light", size: 24).fontName == "Inter-Light")
        // Inter asked for by name is the face of that name.
        #expect(Font(name: "Inter-Black", size: 16).fontName == "Inter-Black")
        #expect(Font(name: "Inter-Thin", size: 16).fontName == "Inter-Thin")
    }

    @Test func aBlackLabelIsWiderThanABoldOneByTheFacesRatioAndItsScale() {
        // AGPU's 16 pt black cell title (15 characters): Inter Black's advances add up to 25,780
        // units, ExtraBold's to 25,430, Bold's to 25,083.
        let text = "Порядок вкладок"
        let black = Font.systemFont(ofSize: 16, weight: .black).width(of: text)
        let heavy = Font.systemFont(ofSize: 16, weight: .heavy).width(of: text)
        let bold = Font.systemFont(ofSize: 16, weight: .bold).width(of: text)
        #expect(abs(black - derived(units: 25780, scale: 1.084, size: 16, count: 15, tracking: -0.31)) < 1e-6, "\(black)")
        #expect(abs(heavy - derived(units: 25430, scale: 1.055, size: 16, count: 15, tracking: -0.31)) < 1e-6, "\(heavy)")
        #expect(abs(bold - derived(units: 25083, scale: 1.026, size: 16, count: 15, tracking: -0.31)) < 1e-6, "\(bold)")
        // Without the tracking the black label is the faces' ratio times the scales' wider:
        // 25,780 × 1.084 / (25,083 × 1.026) = 1.0859, 12.56 pt here (4.06 pt at bold's scale).
        let untracked = (black + 15 * 0.31) / (bold + 15 * 0.31)
        #expect(abs(untracked - (25780.0 * 1.084) / (25083 * 1.026)) < 1e-9, "\(untracked)")
        #expect(black - bold > 12.55 && black - bold < 12.57, "\(black - bold)")
        // Its intrinsic width on an @3x canvas: 154.13 pt, up to the pixel 154.33 (bold's scale
        // gave 145.67).
        let layout = TextLayout(text: text, font: .systemFont(ofSize: 16, weight: .black)).intrinsicSize(scale: 3)
        #expect(abs(layout.width - 463.0 / 3) < 1e-9, "\(layout.width)")
    }

    @Test func blackInSFsStaticDisplayFaceTakesItsScaleAndTheDisplayRatioUntracked() {
        // "SFProDisplay-Black" at 40 pt: black's ×1.084 times the display ratio of the heaviest
        // fitted row (bold's 0.905), no tracking: 25,780 × 1.084 × 0.905 × 40 / 2816 = 359.24 pt.
        // The system font at 40 pt is tracked (+0.37 pt after each character: 364.79).
        let text = "Порядок вкладок"
        let named = Font(name: "SFProDisplay-Black", size: 40).width(of: text)
        #expect(abs(named - 25780 * 1.084 * 0.905 * 40 / 2816) < 1e-6, "\(named)")
        let system = Font.systemFont(ofSize: 40, weight: .black).width(of: text)
        #expect(abs(system - (25780 * 1.084 * 0.905 * 40 / 2816 + 15 * 0.37)) < 1e-6, "\(system)")
        // "SFUIDisplay-Black" measures the Cyrillic the same way; its space is its 2015 file's,
        // 390 units of 2,048 (IOSFamilyAdvances.sfUIDisplay(weight:)).
        let space = Font(name: "SFProDisplay-Black", size: 40).width(of: " ")
        let uiDisplay = Font(name: "SFUIDisplay-Black", size: 40).width(of: text)
        #expect(abs(uiDisplay - (named - space + 390.0 * 40 / 2048)) < 1e-6, "\(uiDisplay)")
    }

    @Test func lightWeightsMeasureWithTheirOwnFaces() {
        // "Minimum" (7 characters) at 17 pt: Thin 11,584 units, ExtraLight 11,730, Light 11,874,
        // Regular 12,020; all at regular's scale.
        let cases: [(Font.Weight, CGFloat)] = [(.ultraLight, 11584), (.thin, 11730), (.light, 11874), (.regular, 12020)]
        var last: CGFloat = 0
        for (weight, units) in cases {
            let width = Font.systemFont(ofSize: 17, weight: weight).width(of: "Minimum")
            #expect(abs(width - derived(units: units, scale: 0.996, size: 17, count: 7, tracking: -0.43)) < 1e-6,
                    "weight \(weight.weightClass): \(width)")
            #expect(width > last)
            last = width
        }
        // A light label's intrinsic width on an @3x canvas: 11,874 × 0.996 × 17 / 2816 − 7 × 0.43
        // = 68.39 pt, up to the pixel 68.67 (regular's 69.33).
        let light = TextLayout(text: "Minimum", font: .systemFont(ofSize: 17, weight: .light)).intrinsicSize(scale: 3)
        #expect(abs(light.width - 206.0 / 3) < 1e-9, "\(light.width)")
    }

    /// The ink of `text` drawn in the system font of `weight` at 30 pt (@2x): the sum of each
    /// pixel's darkness, and the font file its glyph run names.
    func ink(_ text: String, _ weight: Font.Weight) throws -> (ink: Int, file: String) {
        let font = Font.systemFont(ofSize: 30, weight: weight)
        let runs = TextLayout(text: text, font: font).draw(in: CGRect(x: 0, y: 0, width: 200, height: 40), color: .black)
        let list = DisplayList(width: 200, height: 40, scale: 2, background: .white, ops: runs.map { .glyphs($0) })
        let canvas = try Renderer.render(list)
        var sum = 0
        for y in 0..<canvas.height { for x in 0..<canvas.width { sum += 255 - Int(canvas.pixel(x: x, y: y).r) } }
        return (sum, URL(fileURLWithPath: runs.first?.fontPath ?? "").lastPathComponent)
    }

    @Test func eachWeightDrawsItsOwnFacesGlyphs() throws {
        // Heavier faces have thicker stems: the same text covers more pixels at each step, where
        // heavy and black drew bold's glyphs and the light weights regular's before.
        let order: [(Font.Weight, String)] = [
            (.ultraLight, "Inter-Thin.otf"), (.thin, "Inter-ExtraLight.otf"), (.light, "Inter-Light.otf"),
            (.regular, "Inter-Regular.otf"), (.bold, "Inter-Bold.otf"), (.heavy, "Inter-ExtraBold.otf"),
            (.black, "Inter-Black.otf"),
        ]
        var last = 0
        for (weight, file) in order {
            let drawn = try ink("Minimum", weight)
            #expect(drawn.file == file, "weight \(weight.weightClass)")
            #expect(drawn.ink > last, "weight \(weight.weightClass): \(drawn.ink) after \(last)")
            last = drawn.ink
        }
    }
}
