import Foundation
import Testing
import ViewRasterNib
import ViewRasterViews

/// A label whose text has a character no bundled font has is reported at its line, once.
@MainActor
@Suite struct MissingGlyphWarningTests {
    static let text = xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <label opaque="NO" text="שלום 你好 😀" id="ok">
                        <rect key="frame" x="10" y="10" width="150" height="20"/>
                    </label>
                    <label opaque="NO" text="a\u{10FFFD}b" id="bad">
                        <rect key="frame" x="10" y="40" width="150" height="20"/>
                    </label>
                </subviews>
            </view>
            """)

    @Test func missingGlyphIsANibWarningAtTheLabelsLine() throws {
        let nib = try Nib(data: Data(Self.text.utf8), name: "scripts.xib", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let result = try nib.load(owner: nil)
        let missing = result.warnings.filter { $0.message.contains("no bundled font has") }
        let badLine = Self.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("id=\"bad\"") }! + 1
        #expect(missing.count == 1)
        #expect(missing.first?.location.line == badLine)
        #expect(missing.first?.message == "label: no bundled font has U+10FFFD")
        #expect("\(missing[0])".hasPrefix("scripts.xib:\(badLine):"))
        // Drawing the loaded label does not report it a second time.
        let label = try #require(result.objectsByID["bad"] as? Label)
        #expect(label.takeMissingGlyphWarning() == nil)
    }

    @Test func aProgrammaticLabelReportsOnceWhenDrawn() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "x\u{10FFFD}"
        let (_, first) = ViewDiagnostics.capture { _ = label.displayList() }
        let (_, second) = ViewDiagnostics.capture { _ = label.displayList() }
        #expect(first.filter { $0.contains("no bundled font has U+10FFFD") }.count == 1)
        #expect(second.isEmpty)
        label.text = "x\u{10FFFD}y"
        let (_, third) = ViewDiagnostics.capture { _ = label.displayList() }
        #expect(third.filter { $0.contains("no bundled font has U+10FFFD") }.count == 1)
    }
}
