import Foundation
import Testing
@testable import ViewRasterNibModel
import ViewRasterNib

/// Issue 20, case 6: an element with 100,000 attributes took libxml2 5.6 s (it compares each
/// attribute with every earlier one), and a 1.2 MB label took 14 s to lay out. Attributes per
/// element are counted by one scan of the bytes before libxml2 runs, and a view's text is
/// bounded by `--max-text-length`.
@Suite struct AttributeAndTextLimitTests {
    /// A view on line 7 of `xib(_:)` with `count` extra attributes.
    static func view(attributes count: Int) -> String {
        let extra = (0..<count).map { "a\($0)=\"1\"" }.joined(separator: " ")
        return #"<view contentMode="scaleToFill" id="v" \#(extra)><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>"#
    }

    @Test func anElementOverTheAttributeLimitIsRefusedAtItsLineNamingTheFlag() throws {
        let data = Data(xib(Self.view(attributes: 1_000)).utf8)   // 1,002 with contentMode and id
        let error = try #require(throws: NibError.self) { try XIBDocument(data: data, file: "many.xib") }
        #expect("\(error)".hasPrefix("many.xib:7:1: error: too many attributes on one element: more than 1000"))
        #expect("\(error)".contains("--max-xml-attributes"))
        // At the limit it loads, and a raised limit lets more through.
        _ = try XIBDocument(data: Data(xib(Self.view(attributes: 998)).utf8), file: "ok.xib")
        let doc = try XIBDocument(data: data, file: "many.xib", limits: XIBParserLimits(maxAttributes: 2_000))
        #expect(doc.object(id: "v")?.attributes.count == 1_002)
    }

    /// The scan looks at each byte once, whatever the attribute count (libxml2's check is
    /// quadratic in it); quotes hide `=` and `>`, comments and CDATA are skipped.
    @Test func theAttributeScanIsLinear() throws {
        for count in [100, 10_000, 100_000] {
            let data = Data(xib(Self.view(attributes: count)).utf8)
            let examined = try XIBParser.refuseManyAttributes(data, file: "f.xib", limit: .max)
            #expect(examined <= data.count, "\(count)")
        }
        let quoted = Data(#"<a x="=>=" y='=='><!-- a=1 b=2 c=3 --><![CDATA[ d=4 e=5 ]]></a>"#.utf8)
        try XIBParser.refuseManyAttributes(quoted, file: "q.xml", limit: 2)
        #expect(throws: NibError.self) { try XIBParser.refuseManyAttributes(quoted, file: "q.xml", limit: 1) }
    }

    @Test func aLabelTextOverTheLimitIsRefusedNamingTheFlag() throws {
        let long = String(repeating: "é", count: 100_001)   // characters, not bytes
        let attribute = Data(xib(#"<label text="\#(long)" id="l"/>"#).utf8)
        let e1 = try #require(throws: NibError.self) { try XIBDocument(data: attribute, file: "label.xib") }
        #expect("\(e1)".hasPrefix("label.xib:7:"))
        #expect("\(e1)".contains("100001 characters of text, over the limit of 100000 (--max-text-length raises the limit)"))
        let body = Data(xib(#"<label id="l"><string key="text">\#(long)</string></label>"#).utf8)
        let e2 = try #require(throws: NibError.self) { try XIBDocument(data: body, file: "body.xib") }
        #expect("\(e2)".hasPrefix("body.xib:7:"))
        #expect("\(e2)".contains("--max-text-length"))
        // 100,000 characters load; a raised limit admits more.
        let ok = String(repeating: "é", count: 100_000)
        let doc = try XIBDocument(data: Data(xib(#"<label text="\#(ok)" id="l"/>"#).utf8), file: "ok.xib")
        #expect(doc.object(id: "l")?.text?.count == 100_000)
        let raised = try XIBDocument(data: body, file: "body.xib", limits: XIBParserLimits(maxTextLength: 200_000))
        #expect(raised.object(id: "l")?.text?.count == 100_001)
    }

    @Test func theLimitsAreFlags() throws {
        var limits = InputLimits()
        try limits.set("--max-xml-attributes", to: "50")
        try limits.set("--max-text-length", to: "70")
        #expect(limits.xib.maxAttributes == 50 && limits.xib.maxTextLength == 70)
        #expect(InputLimits.default.value(of: "--max-text-length") == "100000")
        #expect(InputLimits.default.value(of: "--max-xml-attributes") == "1000")
    }
}
