import Foundation
import Testing
import ViewRasterNib

@Suite struct XIBParserTests {
    @Test func buildsTreeWithLinesAndText() throws {
        let text = "<a x=\"1\">\n  <b key=\"k\">hi &amp; bye</b>\n  <c\n   y=\"2\"/>\n</a>"
        let root = try XIBParser.parse(Data(text.utf8), file: "t.xml")
        #expect(root.name == "a")
        #expect(root["x"] == "1")
        #expect(root.children.map(\.name) == ["b", "c"])
        #expect(root.child("b", key: "k")?.text == "hi & bye")
        #expect(root.child("b")?.line == 2 && root.child("b")?.column == 3)
        #expect(root.line == 1 && root.column == 1)
        #expect(root.child("c")?.line == 3 && root.child("c")?.column == 3)
    }

    @Test func mismatchedTagReportsFileLineColumn() throws {
        let text = "<a>\n<b>\n</c>\n</a>"
        do {
            _ = try XIBParser.parse(Data(text.utf8), file: "bad.xib")
            Issue.record("expected an error")
        } catch let e as NibError {
            #expect(e.kind == .malformedXML)
            #expect(e.file == "bad.xib")
            #expect(e.line == 3)
            #expect(e.column > 0)
            #expect(e.description.hasPrefix("bad.xib:3:"))
            #expect(e.message.contains("tag mismatch"), "\(e.message)")
        }
    }

    @Test func truncatedDocumentIsAnError() throws {
        let text = "<document>\n  <objects>\n    <view id=\"1\">"
        do {
            _ = try XIBParser.parse(Data(text.utf8), file: "cut.xib")
            Issue.record("expected an error")
        } catch let e as NibError {
            #expect(e.kind == .malformedXML)
            #expect(e.line >= 3)
            #expect(!e.message.isEmpty)
        }
    }

    @Test func emptyInputIsAnError() {
        #expect(throws: NibError.self) { try XIBParser.parse(Data(), file: "empty.xib") }
    }

    @Test func unescapedAmpersandIsAnError() throws {
        let text = "<a>\n  <b t=\"x & y\"/>\n</a>"
        do {
            _ = try XIBParser.parse(Data(text.utf8), file: "amp.xib")
            Issue.record("expected an error")
        } catch let e as NibError {
            #expect(e.line == 2)
        }
    }

    @Test func doctypeAndEntitiesAreRefused() throws {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY x \"xx\">]>\n<a>&x;</a>"
        do {
            _ = try XIBParser.parse(Data(text.utf8), file: "dtd.xib")
            Issue.record("expected an error")
        } catch let e as NibError {
            #expect(e.kind == .refused)
            #expect(e.line == 2 && e.column == 1)
        }
    }

    @Test func depthLimit() throws {
        let deep = String(repeating: "<a>", count: 40) + String(repeating: "</a>", count: 40)
        #expect(throws: Never.self) { try XIBParser.parse(Data(deep.utf8), file: "d.xib", limits: .init(maxDepth: 40)) }
        do {
            _ = try XIBParser.parse(Data(deep.utf8), file: "d.xib", limits: .init(maxDepth: 39))
            Issue.record("expected an error")
        } catch let e as NibError {
            #expect(e.kind == .refused)
            #expect(e.message.contains("39"))
        }
    }

    @Test func elementCountLimit() throws {
        let many = "<a>" + String(repeating: "<b/>", count: 100) + "</a>"
        #expect(throws: Never.self) { try XIBParser.parse(Data(many.utf8), file: "n.xib", limits: .init(maxElements: 101)) }
        do {
            _ = try XIBParser.parse(Data(many.utf8), file: "n.xib", limits: .init(maxElements: 100))
            Issue.record("expected an error")
        } catch let e as NibError {
            #expect(e.kind == .refused)
            #expect(e.message.contains("too many elements"))
        }
    }
}
