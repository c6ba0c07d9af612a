import Testing
import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// The segments of `text` laid out on one line in `font`.
func segments(_ text: String, font: Font = .systemFont(ofSize: 17), width: CGFloat? = nil) -> [TextSegment] {
    TextLayout(text: text, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping).frame(width: width).lines.flatMap(\.segments)
}

/// The PostScript name of the face each non-space character of `text` is drawn in.
func faces(_ text: String, font: Font = .systemFont(ofSize: 17)) -> Set<String> {
    Set(segments(text, font: font).filter { seg in !seg.glyphs.isEmpty && seg.width > 0 }
        .filter { seg in !(seg.font.face.postScriptName.hasPrefix("Inter") && seg.glyphs.count == 1 && seg.glyphs[0].id == seg.font.face.glyph(for: " ")) }
        .map(\.font.face.postScriptName))
}

@Suite struct ScriptFallbackTests {
    /// A sample of each script a localized app uses, and the bundled face that must draw it.
    static let samples: [(script: String, text: String, face: String)] = [
        ("Arabic", "مرحبا بالعالم", "NotoSansArabic-Regular"),
        ("Hebrew", "שלום עולם", "NotoSansHebrew-Regular"),
        ("Greek", "Καλημέρα κόσμε", "Inter-Regular"),
        ("Cyrillic", "Привет мир", "Inter-Regular"),
        ("Devanagari", "नमस्ते दुनिया", "NotoSansDevanagari-Regular"),
        ("Thai", "สวัสดีชาวโลก", "NotoSansThai-Regular"),
        ("Simplified Chinese", "你好世界", "NotoSansCJKsc-Regular"),
        ("Traditional Chinese", "歡迎使用繁體中文", "NotoSansCJKsc-Regular"),
        ("Japanese", "こんにちは世界", "NotoSansCJKsc-Regular"),
        ("Korean", "안녕하세요 세계", "NotoSansCJKsc-Regular"),
        ("Emoji", "😀👍🏽🇯🇵👨‍👩‍👧❤️", "NotoColorEmoji"),
    ]

    @Test(arguments: samples.map(\.script))
    func eachScriptShapesWithoutNotdefInItsFace(script: String) {
        let sample = Self.samples.first { $0.script == script }!
        let segs = segments(sample.text)
        let glyphs = segs.flatMap(\.glyphs)
        #expect(!glyphs.isEmpty)
        #expect(glyphs.allSatisfy { $0.id != 0 }, "\(script): .notdef in \(sample.text)")
        #expect(faces(sample.text) == [sample.face], "\(script)")
        #expect(FontFallback.missingScalars(in: sample.text, font: .systemFont(ofSize: 17)).isEmpty)
    }

    @Test func emojiSequencesAreOneGlyphEach() {
        // A skin-tone modifier sequence, a flag and a ZWJ family each shape to one color glyph.
        let glyphs = segments("👍🏽🇯🇵👨‍👩‍👧").flatMap(\.glyphs)
        #expect(glyphs.count == 3)
    }

    @Test func boldTextFallsBackToTheBoldFace() {
        #expect(faces("שלום", font: .boldSystemFont(ofSize: 17)) == ["NotoSansHebrew-Bold"])
        #expect(faces("مرحبا", font: .boldSystemFont(ofSize: 17)) == ["NotoSansArabic-Bold"])
    }

    @Test func mixedTextSplitsRunsPerCharacterBeforeShaping() {
        let segs = segments("Hi 你好 שלום 😀")
        let names = segs.map(\.font.face.postScriptName)
        #expect(names.contains("Inter-Regular"))
        #expect(names.contains("NotoSansCJKsc-Regular"))
        #expect(names.contains("NotoSansHebrew-Regular"))
        #expect(names.contains("NotoColorEmoji"))
        #expect(segs.flatMap(\.glyphs).allSatisfy { $0.id != 0 })
        // Fallback runs keep the text's size.
        #expect(segs.allSatisfy { $0.font.pointSize == 17 })
    }

    @Test func arabicPunctuationStaysInTheArabicFace() {
        // U+061F ARABIC QUESTION MARK has no script of its own; Inter lacks it; it stays with the Arabic run.
        let segs = segments("كيف؟")
        #expect(segs.count == 1)
        #expect(segs[0].font.face.postScriptName == "NotoSansArabic-Regular")
        #expect(segs[0].glyphs.allSatisfy { $0.id != 0 })
    }

    @Test func japaneseTextTakesJapaneseGlyphForms() {
        // 直 has different forms in Chinese and Japanese; kana in the text selects the Japanese one.
        let zh = segments("直").flatMap(\.glyphs)
        let ja = segments("直す").flatMap(\.glyphs)
        #expect(zh.count == 1 && ja.count == 2)
        #expect(zh[0].id != ja[0].id)
    }

    @Test func ideographsAreOneEmWide() {
        let seg = segments("你好").first!
        #expect(abs(seg.width - 34) < 0.01)
    }

    @Test func aCharacterNoFontHasIsNotdefAndReported() {
        let font = Font.systemFont(ofSize: 17)
        let text = "a\u{10FFFD}b\u{10FFFD}"
        let glyphs = segments(text).flatMap(\.glyphs)
        #expect(glyphs.filter { $0.id == 0 }.count == 2)
        let missing = FontFallback.missingScalars(in: text, font: font)
        #expect(missing == ["\u{10FFFD}"])
        #expect(FontFallback.missingGlyphMessage(missing) == "no bundled font has U+10FFFD")
        #expect(FontFallback.missingGlyphMessage([]) == nil)
    }

    @Test func fallbackChoicesAreCachedPerFace() {
        let primary = Font.systemFont(ofSize: 17).face
        let a = FontFallback.face(for: "ש", primary: primary)
        let b = FontFallback.face(for: "ש", primary: primary)
        #expect(a != nil && a === b)
        #expect(FontFallback.face(for: "a", primary: primary) === primary)
    }

    /// `FontFace.coversASCII(of:)`, which lets `missingScalars` skip its per-character lookups,
    /// says of each ASCII character what `hasGlyph(for:)` says (controls and the space need no
    /// glyph), for faces that have all of ASCII and faces that lack most of it.
    @Test func asciiCoverageIsTheGlyphLookupsAnswer() {
        let inter = Font.systemFont(ofSize: 17).face
        let faces = [inter] + ["😀", "م", "ש"].compactMap { FontFallback.face(for: $0, primary: inter) }
        #expect(faces.map(\.postScriptName) == ["Inter-Regular", "NotoColorEmoji", "NotoSansArabic-Regular", "NotoSansHebrew-Regular"])
        for face in faces {
            for v in UInt32(0)...0x7F {
                let s = Unicode.Scalar(v)!
                let expected = v < 0x21 || v == 0x7F || face.hasGlyph(for: s)
                #expect(face.coversASCII(of: String(Character(s))) == expected, "\(face.postScriptName) U+\(String(v, radix: 16))")
            }
            #expect(!face.coversASCII(of: "caf\u{E9}"))
        }
        #expect(faces[0].coversASCII(of: "Lap 1 \t 00:12.3 (best)") && faces[0].coversASCII(of: ""))
        #expect(!faces[1].coversASCII(of: "Lap"))
        // What a face lacks is still reported once the text is not all covered ASCII.
        #expect(FontFallback.missingScalars(in: "ok \u{10FFFD}", font: .systemFont(ofSize: 17)) == ["\u{10FFFD}"])
        #expect(FontFallback.missingScalars(in: "00:12.3", font: .systemFont(ofSize: 17)).isEmpty)
    }
}
