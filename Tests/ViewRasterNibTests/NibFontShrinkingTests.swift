import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// IB's Autoshrink settings: `adjustsFontSizeToFit="NO"` is "Fixed Font Size"; IB leaves the
/// attribute out when autoshrink is on and writes the limit (`minimumScaleFactor` or
/// `minimumFontSize`) instead.
@MainActor
@Suite struct NibFontShrinkingTests {
    func load(_ objects: String) throws -> NibLoadResult {
        try Nib(data: Data(xib(objects).utf8), name: "T.xib", options: NibOptions(registry: NibClassRegistry())).load()
    }

    @Test func labelsAndTextFieldsReadAutoshrink() throws {
        let r = try load("""
            <label text="Scale" minimumScaleFactor="0.5" baselineAdjustment="alignCenters" id="scale"/>
            <label text="Fixed" adjustsFontSizeToFit="NO" minimumScaleFactor="0.5" id="fixed"/>
            <label text="Size" minimumFontSize="10" id="size"/>
            <label text="Yes" adjustsFontSizeToFit="YES" id="yes"/>
            <label text="Plain" id="plain"/>
            <textField text="Field" minimumFontSize="17" id="field"/>
            <textField text="Fixed" adjustsFontSizeToFit="NO" minimumFontSize="17" id="fixedField"/>
            """)
        func label(_ id: String) throws -> Label { try #require(r.object(id: id) as? Label) }
        #expect(try label("scale").adjustsFontSizeToFitWidth && label("scale").minimumScaleFactor == 0.5)
        #expect(try label("scale").baselineAdjustment == .alignCenters)
        #expect(try !label("fixed").adjustsFontSizeToFitWidth && label("fixed").baselineAdjustment == .alignBaselines)
        #expect(try label("size").adjustsFontSizeToFitWidth && label("size").minimumFontSize == 10)
        #expect(try label("size").minimumScaleFactor == 0)
        #expect(try label("yes").adjustsFontSizeToFitWidth)
        #expect(try !label("plain").adjustsFontSizeToFitWidth)
        let field = try #require(r.object(id: "field") as? TextField)
        #expect(field.adjustsFontSizeToFitWidth && field.minimumFontSize == 17)
        #expect(try !#require(r.object(id: "fixedField") as? TextField).adjustsFontSizeToFitWidth)
    }

    @Test func anAutoshrinkLabelDrawsItsShrunkFont() throws {
        // 17 pt system text in 40 pt: the font shrinks to half its size, then truncates.
        let r = try load("""
            <label text="A label much wider than its frame" minimumScaleFactor="0.5" id="l">
                <rect key="frame" x="0.0" y="0.0" width="40" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """)
        let l = try #require(r.object(id: "l") as? Label)
        let sizes = l.displayList(scale: 2).ops.compactMap { op -> CGFloat? in
            if case .glyphs(let run) = op { return run.size }
            return nil
        }
        #expect(sizes == [8.5])
    }
}
