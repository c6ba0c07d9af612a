import Foundation
import Testing
import ViewRasterOutput
import ViewRasterTestSupport

/// An Interface Builder 3 nib whose first top-level object is not a view — a search display
/// controller (a table view controller's nib of the iOS 3–7 years), a navigation item, a bar
/// button item — draws its first top-level view, as a modern xib holding the same objects does:
/// those objects were read as 0 × 0 plain views, and `render` refused the nib ("the view drawn
/// is 0×0"). The nib here (written by hand): a search display controller, a navigation item and
/// a bar button item, then a red 200 × 100 view holding a blue 40 × 20 box at (10, 30).
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct ArchiveNonViewTopLevelCLITests {
    let archive = """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
    <data>
    <string key="IBDocument.InterfaceBuilderVersion">2844</string>
    <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
    <object class="IBProxyObject" id="11"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
    <object class="IBUISearchDisplayController" id="20"/>
    <object class="IBUINavigationItem" id="21"><string key="IBUITitle">Items</string></object>
    <object class="IBUIBarButtonItem" id="22"><int key="IBUIStyle">1</int></object>
    <object class="IBUIView" id="100">
    <int key="NSvFlags">274</int>
    <string key="NSFrameSize">{200, 100}</string>
    <object class="NSColor" key="IBUIBackgroundColor"><int key="NSColorSpace">1</int><bytes key="NSRGB">MSAwIDAgMQA</bytes></object>
    <array class="NSMutableArray" key="NSSubviews">
    <object class="IBUIView" id="101">
    <int key="NSvFlags">292</int>
    <string key="NSFrame">{{10, 30}, {40, 20}}</string>
    <object class="NSColor" key="IBUIBackgroundColor"><int key="NSColorSpace">1</int><bytes key="NSRGB">MCAwIDEgMQA</bytes></object>
    </object>
    </array>
    </object>
    </array>
    <object class="IBObjectContainer" key="IBDocument.Objects"/>
    </data>
    </archive>
    """

    @Test func theFirstTopLevelViewIsDrawnNotTheSearchDisplayController() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("SearchList.xib")
        try Data(archive.utf8).write(to: xib)
        let out = folder.appendingPathComponent("out.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", xib.path, "--scale", "1", "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        // Skipped as a modern xib's top-level search display controller is, with its line.
        #expect(r.stderr.contains("SearchList.xib:7:") && r.stderr.contains("<searchDisplayController> (id 20) is not supported"), "\(r.stderr)")
        let frames = try drawnFrames(json)
        #expect(frames["100"] == [0, 0, 200, 100])
        #expect(frames["101"] == [10, 30, 40, 20])
        #expect(frames["20"] == nil && frames["21"] == nil && frames["22"] == nil)
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 200 && png.height == 100)
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * png.width + x) * 4; return Array(png.pixels[i..<i + 3]) }
        #expect(rgb(150, 80) == [255, 0, 0])   // the red view
        #expect(rgb(30, 40) == [0, 0, 255])    // the blue box at (10, 30, 40, 20)
        #expect(rgb(60, 40) == [255, 0, 0])    // right of the box
    }

    @Test func layoutListsOnlyTheViews() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("SearchList.xib")
        try Data(archive.utf8).write(to: xib)
        let r = try BuiltCLI.run(["layout", xib.path, "--json"])
        try #require(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        // One top-level view (the red one) and its box; no 0 × 0 views for the three other objects.
        #expect(views.filter { $0["topLevel"] as? Bool == true }.compactMap { $0["id"] as? String } == ["100"])
        #expect(Set(views.compactMap { $0["id"] as? String }) == ["100", "101"])
    }
}
