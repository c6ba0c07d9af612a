import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib
import ViewRasterTestSupport

/// A custom font the app does not have draws, on iOS, in Helvetica (the Karumi cell's missing
/// "ManifoldCF-Regular" measured Helvetica's width): ViewRaster draws it in Liberation Sans, whose
/// advance widths are Arial's, which are Helvetica's. System fonts keep the system stand-in.
///
/// Expected widths are the fonts' own tables, read by hand (units per em 2048 for Liberation
/// Sans, 2816 for Inter): `hmtx` advances of "Hello" — Liberation Sans H 1479, e 1139, l 455,
/// l 455, o 1139 = 4667; Liberation Sans Bold H 1479, e 1139, l 569, l 569, o 1251 = 5007; Inter
/// H 2084, e 1640, l 668, l 668, o 1680 = 6740. Helvetica's AFM (1000 units) gives 2278 and
/// 2445 (bold): the same widths to 0.03 %. "Mr. Clean" adds the fonts' one `kern` pair, r.
/// −113, to its 8877 (bold 9218) units, as Core Text applies the font's kerning.
@MainActor
@Suite struct FontFallbackTests {
    func label(_ font: String, _ text: String = "Hello") throws -> Label {
        let nib = try Nib(data: Data(xib("""
            <label text="\(text)" id="l">
                <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                \(font)
            </label>
            """).utf8), name: "Fonts.xib", options: NibOptions(registry: NibClassRegistry()))
        return try #require(try nib.load().object(id: "l") as? Label)
    }
    func width(_ l: Label) -> CGFloat { l.textLayout.frame(width: nil).size.width }

    @Test func unknownCustomFontsMeasureLiberationSans() throws {
        let regular = try label(#"<fontDescription key="fontDescription" name="ManifoldCF-Regular" family="Manifold CF" pointSize="16"/>"#)
        #expect(regular.font.fontName == "LiberationSans" && regular.font.pointSize == 16)
        #expect(abs(width(regular) - 4667.0 / 2048 * 16) < 0.001)          // 36.461 pt
        #expect(abs(width(regular) - 2278.0 / 1000 * 16) < 0.02)           // Helvetica: 36.448 pt
        #expect(regular.intrinsicContentSize.width == 36.5)                 // rounded up to @2x pixels

        let bold = try label(#"<fontDescription key="fontDescription" name="SomeCustomFont-Bold" family="Some Custom" pointSize="16"/>"#)
        #expect(bold.font.fontName == "LiberationSans-Bold")
        #expect(abs(width(bold) - 5007.0 / 2048 * 16) < 0.001)             // 39.117 pt
        #expect(abs(width(bold) - 2445.0 / 1000 * 16) < 0.02)              // Helvetica-Bold: 39.12 pt

        let kerned = try label(#"<fontDescription key="fontDescription" name="ManifoldCF-Regular" family="Manifold CF" pointSize="16"/>"#, "Mr. Clean")
        #expect(abs(width(kerned) - (8877.0 - 113) / 2048 * 16) < 0.001)   // 68.469 pt
    }

    /// A name that merely starts like a bundled family is not that family: "Interstate" is not
    /// Inter (the system stand-in), "RobotoMono" not Roboto. Helvetica Neue, Arial and
    /// Helvetica names take Liberation Sans too, with the weight and slant of their style part.
    @Test func namesABundledFaceDoesNotProvideFallBackToLiberationSans() throws {
        let cases: [(String, String)] = [
            ("Interstate-Bold", "LiberationSans-Bold"),
            ("RobotoMono-Regular", "LiberationSans"),
            ("HelveticaNeue-Italic", "LiberationSans-Italic"),
            ("HelveticaNeue", "LiberationSans"),
            ("Helvetica-BoldOblique", "LiberationSans-BoldItalic"),
            ("ArialMT", "LiberationSans"),
            ("Boldoni-Regular", "LiberationSans"),      // "bold" in the family is not a weight
            ("RobotoBold", "Roboto-Bold"),              // family + style words: Roboto's own face
            ("RobotoCondensed-Bold", "RobotoCondensed-Bold"),
        ]
        for (name, face) in cases {
            let l = try label(#"<fontDescription key="fontDescription" name="\#(name)" family="x" pointSize="12"/>"#)
            #expect(l.font.fontName == face, "\(name)")
        }
    }

    /// A font file the app ships, registered (as `UIAppFonts` lists it), draws in its own face;
    /// unregistered, the same name is a missing custom font. (Noto Sans Thai is bundled only as
    /// a script fallback, so its name resolves to nothing until a copy is registered.)
    @Test func registeredFontFilesProvideTheirNames() throws {
        let name = "NotoSansThai-Regular"
        #expect(try label(#"<fontDescription key="fontDescription" name="\#(name)" family="Noto Sans Thai" pointSize="12"/>"#)
            .font.fontName == "LiberationSans")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("vr-app-font-\(UUID().uuidString).ttf")
        try FileManager.default.copyItem(at: TestPaths.packageRoot.appendingPathComponent("Fonts/\(name).ttf"), to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        #expect(try FontRegistry.shared.register(fontFileAt: copy) == name)
        let l = try label(#"<fontDescription key="fontDescription" name="\#(name)" family="Noto Sans Thai" pointSize="12"/>"#)
        #expect(l.font.fontName == name && l.font.fontPath == copy.standardizedFileURL.path)
        #expect(Font(name: "Noto Sans Thai", size: 12).fontPath == copy.standardizedFileURL.path)
        // Not a font: an error naming the file.
        let bogus = FileManager.default.temporaryDirectory.appendingPathComponent("vr-not-a-font-\(UUID().uuidString).ttf")
        try Data("not a font".utf8).write(to: bogus)
        defer { try? FileManager.default.removeItem(at: bogus) }
        let error = #expect(throws: (any Error).self) { try FontRegistry.shared.register(fontFileAt: bogus) }
        #expect(error.map { "\($0)".contains(bogus.lastPathComponent) } == true)
    }

    /// `type="system"` keeps the system stand-in (Inter) with SF's tracking.
    @Test func systemFontLabelsKeepTheSystemStandIn() throws {
        let system = try label(#"<fontDescription key="fontDescription" type="system" pointSize="16"/>"#)
        #expect(system.font.fontName == "Inter-Regular")
        // SF's advances (Inter's 6740 of its 2816-unit em, times the regular weight's fitted
        // 0.996, docs/system-font-metrics.md) and SF's −0.31 pt after each of 5 characters at 16 pt.
        #expect(abs(width(system) - (6740.0 / 2816 * 16 * 0.996 - 5 * 0.31)) < 0.001)   // 36.592 pt
        let sf = try label(#"<fontDescription key="fontDescription" name=".SFUIText" family=".SF UI Text" pointSize="16"/>"#)
        #expect(sf.font.fontName == "Inter-Regular")
    }
}
