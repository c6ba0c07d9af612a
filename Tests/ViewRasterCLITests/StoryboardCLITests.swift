import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterOutput
import ViewRasterTestSupport

/// The CLI takes a storyboard wherever it takes a xib: `render` draws the initial scene on the
/// file's device (or the scene `--identifier`/`--object` names), `inspect` lists the scenes,
/// `layout` compares every scene with IB's stored frames. The fixture's initial scene is a white
/// view with a 100×50 red box 20 pt right of and 20 pt below the safe area's corner; on the
/// file's iPhone 8 (@2x, a 20 pt status bar) that is pixels 40..<240 × 80..<180. Its second
/// scene (`detail`) is blue.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct StoryboardCLITests {
    let storyboard = TestPaths.fixture("storyboard/TwoScenes.storyboard")


    @Test func renderWritesTheDrawnScenesFrames() throws {
        // `--frames-json` with a storyboard: the drawn scene's views, each with its scene, next to
        // the frames IB stored; the box is 20 pt below the iPhone 8's 20 pt status bar.
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("initial.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", storyboard.path, "-o", out.path, "--frames-json", json.path, "--intrinsic", "stored"])
        try #require(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let box = try #require(views.first { $0["id"] as? String == "two-vw-002" })
        #expect(box["frame"] as? [Double] == [20, 40, 100, 50])
        #expect(box["scene"] as? String != nil)
        // Only the drawn (initial) scene is reported, not the detail scene.
        #expect(!views.contains { $0["id"] as? String == "two-vw-003" })
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["total"] as? Int == 1)
    }

    @Test func aScenesViewHasTheSystemMinimumMargins() throws {
        // A scene's view is a view controller's: 16 pt side margins on an iPhone 8, its top
        // margin the safe area's top (UIKit's system minimum, as IB's canvas has it). A red box
        // 8 pt from the leading margin and at the top margin is drawn at (24, 20), as stored.
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Margins.storyboard")
        let text = try String(contentsOf: storyboard, encoding: .utf8)
            .replacingOccurrences(of: #"<rect key="frame" x="20" y="40" width="100" height="50"/>"#,
                                  with: #"<rect key="frame" x="24" y="20" width="100" height="50"/>"#)
            .replacingOccurrences(of: #"secondItem="two-sa-001" secondAttribute="leading" constant="20""#,
                                  with: #"secondItem="two-vw-001" secondAttribute="leadingMargin" constant="8""#)
            .replacingOccurrences(of: #"secondItem="two-sa-001" secondAttribute="top" constant="20""#,
                                  with: #"secondItem="two-vw-001" secondAttribute="topMargin""#)
        try #require(text.contains("leadingMargin") && text.contains("topMargin"))
        try text.write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("margins.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", file.path, "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let box = try #require((object["views"] as? [[String: Any]])?.first { $0["id"] as? String == "two-vw-002" })
        #expect(box["frame"] as? [Double] == [24, 20, 100, 50])
        #expect(box["agrees"] as? Bool == true)
        // @2x: pixels 48..<248 × 40..<140.
        let png = try PNG.read(contentsOf: out)
        #expect(rgb(png, 48, 40) == [255, 0, 0] && rgb(png, 247, 139) == [255, 0, 0])
        #expect(rgb(png, 47, 60) == [255, 255, 255] && rgb(png, 60, 39) != [255, 0, 0])
    }

    @Test func renderDrawsTheInitialSceneOnTheFilesDevice() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("initial.png")
        let r = try BuiltCLI.run(["render", storyboard.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 750 && png.height == 1334)
        #expect(rgb(png, 40, 80) == [255, 0, 0] && rgb(png, 239, 179) == [255, 0, 0])
        #expect(rgb(png, 39, 100) == [255, 255, 255] && rgb(png, 100, 79) == [255, 255, 255])
        #expect(rgb(png, 240, 100) == [255, 255, 255] && rgb(png, 100, 180) == [255, 255, 255])
    }

    @Test func aFreeformSceneIsAScreenOfItsOwnSizeWithTheDevicesSafeArea() throws {
        // `Freeform.storyboard`: the same red box, 20 pt from the safe area's corner, in a
        // 500×300 freeform scene on an iPhone 8. IB's canvas gives a freeform scene the device's
        // full-screen safe area (docs/canvas-rules.md, "Scenes": the status bar stays), and so
        // does `render`: 1000×600 px (@2x) with the box 20 pt below the 20 pt status bar, the
        // frame `layout` computes and IB stored; `--device` puts it on that device, likewise.
        let freeform = TestPaths.fixture("storyboard/Freeform.storyboard")
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("freeform.png"), json = folder.appendingPathComponent("frames.json")
        var r = try BuiltCLI.run(["render", freeform.path, "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        var png = try PNG.read(contentsOf: out)
        #expect(png.width == 1000 && png.height == 600)
        #expect(rgb(png, 40, 80) == [255, 0, 0] && rgb(png, 239, 179) == [255, 0, 0])
        #expect(rgb(png, 100, 79) == [255, 255, 255] && rgb(png, 100, 180) == [255, 255, 255])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let box = try #require((object["views"] as? [[String: Any]])?.first { $0["id"] as? String == "ff-vw-002" })
        #expect(box["frame"] as? [Double] == [20, 40, 100, 50])
        #expect(box["agrees"] as? Bool == true)
        let laid = try BuiltCLI.run(["layout", freeform.path, "--intrinsic", "stored"])
        #expect(laid.stdout.contains("agree: 1/1"), "\(laid.stdout)")
        r = try BuiltCLI.run(["render", freeform.path, "-o", out.path, "--device", "iphone-8"])
        try #require(r.status == 0, "\(r.stderr)")
        png = try PNG.read(contentsOf: out)
        #expect(png.width == 750 && png.height == 1334)
        #expect(rgb(png, 40, 80) == [255, 0, 0] && rgb(png, 100, 79) == [255, 255, 255])
    }

    @Test func aFreeformSceneOnANotchedDeviceKeepsItsStatusBarAndHomeIndicator() throws {
        // The same scene on an XR (`retina6_1`, iOS 17's 48 pt status bar and 34 pt home
        // indicator), with the box pinned to the safe area's bottom instead of its top: in the
        // 500×300 freeform screen it ends 34 pt above the bottom, at y = 300 − 34 − 20 − 50.
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("FreeformXR.storyboard")
        let text = try String(contentsOf: TestPaths.fixture("storyboard/Freeform.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="retina6_1""#)
            .replacingOccurrences(of: #"firstItem="ff-vw-002" firstAttribute="top" secondItem="ff-sa-001" secondAttribute="top" constant="20""#,
                                  with: #"firstItem="ff-sa-001" firstAttribute="bottom" secondItem="ff-vw-002" secondAttribute="bottom" constant="20""#)
        try #require(text.contains("retina6_1") && text.contains(#"firstItem="ff-sa-001" firstAttribute="bottom""#))
        try text.write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("xr.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", file.path, "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let box = try #require((object["views"] as? [[String: Any]])?.first { $0["id"] as? String == "ff-vw-002" })
        #expect(box["frame"] as? [Double] == [20, 196, 100, 50])
    }

    @Test func aFreeformSizeWithoutTheSimulatedMetricsIsTheScenesWhenTheViewWasStoredAtIt() throws {
        // `Freeform.storyboard` without `freeformSimulatedSizeMetrics`, the box pinned 20 pt
        // above the safe area's bottom. Its view is stored 500×300, the `freeformSize`: IB's
        // canvas drew the scene at that size (as in 27 such controllers of the dev sets), so
        // `render` draws a 500×300 screen (1000×600 px) with the box at y = 300 − 20 − 50, where
        // `layout` puts it. With the view stored at the iPhone 8's 375×667 instead, the
        // `freeformSize` is stale: the scene is the device's screen, the box at 667 − 70.
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = try String(contentsOf: TestPaths.fixture("storyboard/Freeform.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#, with: "")
            .replacingOccurrences(of: #"firstItem="ff-vw-002" firstAttribute="top" secondItem="ff-sa-001" secondAttribute="top" constant="20""#,
                                  with: #"firstItem="ff-sa-001" firstAttribute="bottom" secondItem="ff-vw-002" secondAttribute="bottom" constant="20""#)
        try #require(!base.contains("freeformSimulatedSizeMetrics") && base.contains(#"<size key="freeformSize" width="500" height="300"/>"#))
        for (name, stored, pixels, y) in [("Sized", "width=\"500\" height=\"300\"", (1000, 600), 230.0),
                                          ("Stale", "width=\"375\" height=\"667\"", (750, 1334), 597.0)] {
            let file = folder.appendingPathComponent("\(name).storyboard")
            let text = base
                .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="500" height="300"/>"#,
                                      with: #"<rect key="frame" x="0.0" y="0.0" "# + stored + "/>")
                .replacingOccurrences(of: #"<rect key="frame" x="20" y="40" width="100" height="50"/>"#,
                                      with: #"<rect key="frame" x="20" y="\#(Int(y))" width="100" height="50"/>"#)
            try text.write(to: file, atomically: true, encoding: .utf8)
            let out = folder.appendingPathComponent("\(name).png"), json = folder.appendingPathComponent("\(name).json")
            let r = try BuiltCLI.run(["render", file.path, "-o", out.path, "--frames-json", json.path])
            try #require(r.status == 0, "\(r.stderr)")
            let png = try PNG.read(contentsOf: out)
            #expect(png.width == pixels.0 && png.height == pixels.1, "\(name)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
            let box = try #require((object["views"] as? [[String: Any]])?.first { $0["id"] as? String == "ff-vw-002" })
            #expect(box["frame"] as? [Double] == [20, y, 100, 50], "\(name)")
            #expect(box["agrees"] as? Bool == true, "\(name)")
            let laid = try BuiltCLI.run(["layout", file.path, "--intrinsic", "stored"])
            #expect(laid.stdout.contains("agree: 1/1"), "\(name): \(laid.stdout)")
        }
    }

    @Test func aSceneShowingNoStatusBarAboveItsTopLayoutGuideIsDrawnWithoutOne() throws {
        // `Freeform.storyboard` as an Xcode 7 file: no safe-area guides, the box 20 pt below the
        // top layout guide and 20 pt from the view's leading edge, at the iPhone 8's size, and
        // the status bar set to none (`<nil key="simulatedStatusBarMetrics"/>`). IB's canvas puts
        // the top layout guide at the top (stored y = 20), as an app whose controller hides the
        // status bar has it; `render` draws it there, the frame `layout` computes.
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("NoStatusBar.storyboard")
        let text = try String(contentsOf: TestPaths.fixture("storyboard/Freeform.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
            .replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="ff-sa-001"/>"#, with: "")
            .replacingOccurrences(of: #"<view key="view""#,
                                  with: #"<layoutGuides><viewControllerLayoutGuide type="top" id="ff-tg-001"/></layoutGuides><view key="view""#)
            .replacingOccurrences(of: #"secondItem="ff-sa-001" secondAttribute="leading""#, with: #"secondItem="ff-vw-001" secondAttribute="leading""#)
            .replacingOccurrences(of: #"secondItem="ff-sa-001" secondAttribute="top""#, with: #"secondItem="ff-tg-001" secondAttribute="bottom""#)
            .replacingOccurrences(of: #"<rect key="frame" x="20" y="40" width="100" height="50"/>"#,
                                  with: #"<rect key="frame" x="20" y="20" width="100" height="50"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="500" height="300"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#)
            .replacingOccurrences(of: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#,
                                  with: #"<nil key="simulatedStatusBarMetrics"/>"#)
            .replacingOccurrences(of: #"<size key="freeformSize" width="500" height="300"/>"#, with: "")
        try #require(!text.contains("ff-sa-001") && !text.contains("freeform") && text.contains("ff-tg-001"))
        try text.write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("nostatusbar.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", file.path, "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let box = try #require((object["views"] as? [[String: Any]])?.first { $0["id"] as? String == "ff-vw-002" })
        #expect(box["frame"] as? [Double] == [20, 20, 100, 50])
        #expect(box["agrees"] as? Bool == true)
        let laid = try BuiltCLI.run(["layout", file.path, "--intrinsic", "stored"])
        #expect(laid.stdout.contains("agree: 1/1"), "\(laid.stdout)")
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 750 && png.height == 1334)
        #expect(rgb(png, 40, 40) == [255, 0, 0] && rgb(png, 100, 39) == [255, 255, 255])
    }

    @Test(arguments: [["--identifier", "detail"], ["--object", "two-ctl-002"], ["--object", "two-vw-003"]])
    func aSceneIsPickedByIdentifierOrObject(_ pick: [String]) throws {
        let folder = try TestPaths.temporaryFolder("pick-\(pick.joined())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("detail.png")
        let r = try BuiltCLI.run(["render", storyboard.path, "-o", out.path] + pick)
        #expect(r.status == 0, "\(r.stderr)")
        let png = try PNG.read(contentsOf: out)
        // The detail scene is shown by a `show` segue from a root on no navigation stack, which
        // presents it (Xcode 11 on: a page sheet): drawn as the sheet alone, 647 pt tall on an
        // iPhone 8 (the screen less its 20 pt status bar), 750 × 1294 px.
        #expect(png.width == 750 && png.height == 1294)
        #expect(rgb(png, 100, 100) == [0, 0, 255] && rgb(png, 700, 1290) == [0, 0, 255])
    }

    @Test func anUnknownIdentifierIsOneLineNamingTheFileAndTheIdentifiers() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("x.png")
        let r = try BuiltCLI.run(["render", storyboard.path, "--identifier", "nope", "-o", out.path])
        #expect(r.status == 2)
        #expect(r.stderr == "viewraster render: TwoScenes.storyboard: no scene with storyboardIdentifier nope (identifiers: detail)\n")
        #expect(TestPaths.contents(of: folder).isEmpty)
        let cls = try BuiltCLI.run(["render", storyboard.path, "--class", "UIView", "-o", out.path])
        #expect(cls.status == 2 && cls.stderr.contains("--class goes with a FILE.xib"))
        // `--scene` names a built-in scene: with a storyboard the error says how its scenes
        // are chosen, whether or not the name is a built-in scene's.
        for name in ["detail", "loading"] {
            let scene = try BuiltCLI.run(["render", storyboard.path, "--scene", name, "-o", out.path])
            #expect(scene.status == 2)
            #expect(scene.stderr.contains("--scene draws a built-in scene, not a storyboard's") && scene.stderr.contains("--identifier ID"))
        }
        #expect(TestPaths.contents(of: folder).isEmpty)
    }

    @Test func inspectListsScenesWithTheInitialMarkerAndSegues() throws {
        let r = try BuiltCLI.run(["inspect", storyboard.path])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("TwoScenes.storyboard: Cocoa Touch storyboard") == true && lines[0].contains("2 scenes"))
        #expect(lines.contains("scene two-scn-001: UIViewController id=two-ctl-001 initial"))
        #expect(lines.contains("    segue show \"showDetail\" → UIViewController id=two-ctl-002 (detail)"))
        #expect(lines.contains("scene two-scn-002: UIViewController id=two-ctl-002 storyboardIdentifier=detail"))
    }

    @Test func layoutJSONHasEveryScenesViewsAndOneSummary() throws {
        let r = try BuiltCLI.run(["layout", storyboard.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(Set(views.compactMap { $0["scene"] as? String }) == ["two-scn-001", "two-scn-002"])
        let box = try #require(views.first { $0["id"] as? String == "two-vw-002" })
        #expect(box["frame"] as? [Double] == [20, 40, 100, 50] && box["agrees"] as? Bool == true)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["agree"] as? Int == 1 && summary["total"] as? Int == 1)
        let text = try BuiltCLI.run(["layout", storyboard.path])
        #expect(text.stdout.hasSuffix("agree: 1/1 views within 0.5pt\n"))
    }
}
