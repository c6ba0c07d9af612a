import Foundation
import Testing
import ViewRasterNib

/// Xcode 4's Master-Detail template writes its detail label's `IBUIFontDescription` with a `size`
/// code and no `pointSize`, beside the `IBUIFont` (Helvetica 14) it resolved to: the label loads
/// as the system font at that font's 14 pt, as the translated xib shows it; it was refused.
/// Without either size the description is still an error naming its line.
@Suite struct ArchiveFontSizeTests {
    func archive(font: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        <data>
        <array key="IBDocument.RootObjects" id="1000">
        <object class="IBUILabel" id="1">
        <string key="NSFrame">{{20, 20}, {280, 21}}</string>
        <string key="IBUIText">Detail view content goes here</string>
        \(font)
        </object>
        </array>
        <object class="IBObjectContainer" key="IBDocument.Objects"/>
        </data>
        </archive>
        """
    }
    let description = """
    <object class="IBUIFontDescription" key="IBUIFontDescription">
    <int key="type">1</int>
    <int key="size">4</int>
    </object>
    """

    @Test func aDescriptionWithASizeCodeTakesTheResolvedFontsSize() throws {
        let text = archive(font: description + """

        <object class="NSFont" key="IBUIFont">
        <string key="NSName">Helvetica</string>
        <double key="NSSize">14</double>
        <int key="NSfFlags">16</int>
        </object>
        """)
        let doc = try XIBDocument(data: Data(text.utf8), file: "template.xib")
        let label = try #require(doc.object(id: "1"))
        #expect(label.font?.kind == .system)
        #expect(label.font?.pointSize == 14)
    }

    @Test func aDescriptionWithNoSizeAtAllIsAnError() throws {
        let text = archive(font: description)
        #expect {
            _ = try XIBDocument(data: Data(text.utf8), file: "template.xib")
        } throws: { error in
            guard let e = error as? NibError else { return false }
            return e.file == "template.xib" && e.line == 8 && e.message.contains("pointSize")
        }
    }
}
