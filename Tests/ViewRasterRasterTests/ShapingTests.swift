import Testing
import Foundation
import ViewRasterCFreeType
import ViewRasterText

/// The unkerned advance of each character's nominal glyph, read through FreeType directly.
func unkernedAdvances(_ text: String, file: String, size: CGFloat) throws -> CGFloat {
    try withRawFace(bundledPath(file)) { face in
        var total: CGFloat = 0
        for scalar in text.unicodeScalars {
            let gid = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            var adv: FT_Fixed = 0
            #expect(FT_Get_Advance(face, gid, Int32(FT_LOAD_NO_SCALE), &adv) == 0)
            total += CGFloat(adv) * size / CGFloat(face.pointee.units_per_EM)
        }
        return total
    }
}

@Suite struct ShapingTests {
    @Test func gposKerningNarrowsAvatarTowerWave() throws {
        let text = "AVATAR Tower Wave"
        let font = Font(name: "Inter-Bold", size: 34)
        let shaped = font.width(of: text)
        let plain = try unkernedAdvances(text, file: "Inter-Bold.otf", size: 34)
        // Inter carries kerning only in GPOS; HarfBuzz applies it by default (~19 pt here).
        #expect(plain - shaped > 17 && plain - shaped < 21, "kerned \(shaped) vs unkerned \(plain)")
        // The laid-out label is as wide as the shaped advances.
        let frame = TextLayout(text: text, font: font).frame(width: nil)
        #expect(abs(frame.size.width - shaped) < 1e-9)
    }

    @Test(arguments: ["Inter-Regular.otf", "Roboto-Regular.ttf"])
    func avIsKerned(file: String) throws {
        let font = Font(face: try FontRegistry.shared.bundledFace(file: file), size: 20)
        let pair = font.width(of: "AV")
        let separate = font.width(of: "A") + font.width(of: "V")
        #expect(pair < separate - 0.5)
        #expect(abs(separate - (try unkernedAdvances("AV", file: file, size: 20))) < 1e-9)
    }

    @Test(arguments: ["Inter-Medium.otf", "RobotoCondensed-Bold.ttf"])
    func glyphIdsAndAdvancesMatchFreeType(file: String) throws {
        let font = Font(face: try FontRegistry.shared.bundledFace(file: file), size: 13)
        let text = "Hamburgefonstiv 0123"
        let glyphs = font.shape(text)
        try withRawFace(bundledPath(file)) { face in
            #expect(glyphs.count == text.unicodeScalars.count)
            for (g, scalar) in zip(glyphs, text.unicodeScalars) {
                #expect(g.id == FT_Get_Char_Index(face, FT_ULong(scalar.value)))
            }
            // A lone glyph's advance is its hmtx advance scaled to points.
            for scalar in "Hmo".unicodeScalars {
                let single = font.shape(String(scalar))
                var adv: FT_Fixed = 0
                _ = FT_Get_Advance(face, FT_Get_Char_Index(face, FT_ULong(scalar.value)), Int32(FT_LOAD_NO_SCALE), &adv)
                #expect(single.count == 1)
                #expect(abs(single[0].advance - CGFloat(adv) * 13 / CGFloat(face.pointee.units_per_EM)) < 1e-9)
            }
        }
        // Clusters are UTF-8 offsets of the characters.
        #expect(glyphs.map(\.cluster) == Array(0..<text.utf8.count))
    }

    @Test func missingCharactersBecomeNotdef() {
        let font = Font.systemFont(ofSize: 17)
        let emoji = font.shape("😀")
        #expect(emoji.count == 1 && emoji[0].id == 0 && emoji[0].advance > 0)
        #expect(font.shape("中").map(\.id) == [0])
        #expect(font.shape("").isEmpty)
        let combining = font.shape("e\u{301}")
        #expect(!combining.isEmpty && combining.allSatisfy { $0.id != 0 })
        #expect(font.face.glyph(for: "A") != 0 && font.face.glyph(for: "😀") == 0)
    }

    @Test func zeroSizeShapesToZeroAdvances() {
        #expect(Font.systemFont(ofSize: 0).width(of: "Hello") == 0)
    }
}

