import Foundation
import Testing
import ViewRasterNib

/// Bad `<archive>` input throws a `NibError` naming the file and the line at fault; it never
/// crashes or hangs.
@Suite struct ArchiveXibErrorTests {
    /// An archive whose root objects are `objects` (each on its own lines, the first at line 5)
    /// and whose object container holds `container`.
    func archive(_ objects: String, container: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        <data>
        <array key="IBDocument.RootObjects" id="1000">
        \(objects)
        </array>
        <object class="IBObjectContainer" key="IBDocument.Objects">
        \(container)
        </object>
        </data>
        </archive>
        """
    }

    func error(_ text: String) -> NibError? {
        do { _ = try XIBDocument(data: Data(text.utf8), file: "old.xib"); return nil } catch let e as NibError { return e } catch { return nil }
    }

    @Test func malformedValuesNameTheirLine() throws {
        let cases: [(String, Int, String)] = [
            // A frame that is not {{x, y}, {w, h}}.
            ("<object class=\"IBUIView\" id=\"1\">\n<string key=\"NSFrame\">{{0, 0}, {10}}</string>\n</object>", 6, "frame"),
            // A frame far beyond any screen.
            ("<object class=\"IBUIView\" id=\"1\">\n<string key=\"NSFrameSize\">{1e300, 10}</string>\n</object>", 6, "out of range"),
            // A reference to an object the archive lacks.
            ("<object class=\"IBUIView\" id=\"1\">\n<reference key=\"IBUIBackgroundColor\" ref=\"99\"/>\n</object>", 6, "99"),
            // NSRGB bytes that are not colour components.
            ("<object class=\"IBUIView\" id=\"1\">\n<object class=\"NSColor\" key=\"IBUIBackgroundColor\">\n<int key=\"NSColorSpace\">1</int>\n<bytes key=\"NSRGB\">aGVsbG8</bytes>\n</object>\n</object>", 8, "NSRGB"),
            // NSvFlags that is not an integer.
            ("<object class=\"IBUIView\" id=\"1\">\n<int key=\"NSvFlags\">many</int>\n</object>", 6, "NSvFlags"),
            // A content mode past UIViewContentMode's last.
            ("<object class=\"IBUIView\" id=\"1\">\n<int key=\"IBUIContentMode\">40</int>\n</object>", 6, "content mode"),
            // A subview that is its own ancestor (a cycle through a reference).
            ("<object class=\"IBUIView\" id=\"1\">\n<array key=\"NSSubviews\">\n<reference ref=\"1\"/>\n</array>\n</object>", 5, "twice"),
        ]
        for (objects, line, words) in cases {
            let e = try #require(error(archive(objects)), "\(objects)")
            #expect(e.file == "old.xib" && e.line == line, "\(e)")
            #expect(e.message.contains(words), "\(e)")
        }
    }

    @Test func badConnectionsAndHeadersAreErrors() throws {
        let view = "<object class=\"IBProxyObject\" id=\"2\">\n<string key=\"IBProxiedObjectIdentifier\">IBFilesOwner</string>\n</object>\n<object class=\"IBUIButton\" id=\"1\"/>"
        let badEvent = """
        <array key="connectionRecords">
        <object class="IBConnectionRecord">
        <object class="IBCocoaTouchEventConnection" key="connection">
        <string key="label">tap:</string>
        <reference key="source" ref="1"/>
        <reference key="destination" ref="2"/>
        <int key="IBEventType">99</int>
        </object>
        </object>
        </array>
        """
        let e = try #require(error(archive(view, container: badEvent)))
        #expect(e.line == 13 && e.message.contains("IBEventType 99"), "\(e)")
        let mac = "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\"><data/></archive>"
        let m = try #require(error(mac))
        #expect(m.kind == .unsupportedDocument && m.line == 2 && m.message.contains("Cocoa Touch"), "\(m)")
        let empty = "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data/></archive>"
        #expect(error(empty)?.message.contains("IBDocument.RootObjects") == true)
    }

    @Test func unknownClassesBecomeViewsWithAWarning() throws {
        let doc = try XIBDocument(data: Data(archive("<object class=\"IBUIFancyView\" id=\"1\">\n<string key=\"NSFrameSize\">{40, 30}</string>\n</object>").utf8), file: "old.xib")
        let o = try #require(doc.objects.first)
        #expect(o.element == "view" && o.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(doc.warnings.contains { $0.message.contains("IBUIFancyView") && $0.location.line == 5 })
    }

    @Test func deepNestingIsRefusedNotOverflowed() throws {
        // 300 nested views: past the translator's 200 (and within the parser's depth limit).
        var text = ""
        for i in 0..<300 { text += "<object class=\"IBUIView\" id=\"v\(i)\"><array key=\"NSSubviews\">" }
        for _ in 0..<300 { text += "</array></object>" }
        let limits = XIBParserLimits(maxDepth: 1024)
        #expect(throws: NibError.self) { _ = try XIBDocument(data: Data(archive(text).utf8), file: "old.xib", limits: limits) }
    }
}
