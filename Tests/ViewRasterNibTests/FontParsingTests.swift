import Foundation
import Testing
import ViewRasterNib

@Suite struct FontParsingTests {
    func font(_ element: String) throws -> NibFontDescription? {
        try document(xib("<label id=\"l\">\(element)</label>")).object(id: "l")?.font
    }

    @Test func systemFonts() throws {
        #expect(try font(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
                == NibFontDescription(kind: .system, pointSize: 17))
        let bold = try #require(try font(#"<fontDescription key="fontDescription" type="boldSystem" pointSize="16"/>"#))
        #expect(bold.kind == .boldSystem && bold.effectiveWeight == .bold)
        let italic = try #require(try font(#"<fontDescription key="fontDescription" type="italicSystem" pointSize="12"/>"#))
        #expect(italic.isItalic && italic.pointSize == 12)
        let semibold = try #require(try font(#"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="12.5"/>"#))
        #expect(semibold.weight == .semibold && semibold.pointSize == 12.5 && semibold.effectiveWeight.value == 0.3)
    }

    @Test func customAndTextStyleFonts() throws {
        let custom = try #require(try font(#"<fontDescription key="fontDescription" name="RobotoCondensed-Regular" family="Roboto Condensed" pointSize="20"/>"#))
        #expect(custom.kind == .custom(name: "RobotoCondensed-Regular", family: "Roboto Condensed"))
        #expect(!custom.isSystem && custom.pointSize == 20 && custom.effectiveWeight == .regular)
        let light = try #require(try font(#"<fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="15"/>"#))
        #expect(light.effectiveWeight == .light)
        let apple = try #require(try font(#"<fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17"/>"#))
        #expect(apple.isSystem)
        let body = try #require(try font(#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#))
        #expect(body.kind == .textStyle("UICTFontTextStyleBody") && body.pointSize == 17)
        let headline = try #require(try font(#"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#))
        #expect(headline.effectiveWeight == .semibold && headline.pointSize == 17)
        let sub = try #require(try font(#"<fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>"#))
        #expect(sub.pointSize == 15)
    }

    @Test func unknownWeightWarns() throws {
        let doc = try document(xib(#"<label id="l"><fontDescription key="fontDescription" type="system" weight="chunky" pointSize="10"/></label>"#))
        #expect(doc.object(id: "l")?.font?.weight == nil)
        #expect(doc.warnings.contains { $0.message.contains("chunky") })
    }
}
