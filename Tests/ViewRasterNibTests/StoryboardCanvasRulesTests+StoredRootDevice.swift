import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib
import ViewRasterNibModel

/// Scenes stored at another iPhone's screen than the `<device>` the file names were laid out on
/// that iPhone (docs/canvas-rules.md, "Scenes"): Xcode writes its "View as" device into the file
/// it saves but lays a scene out again only when something moves it. Frames worked out by hand
/// from the two devices' safe areas (`DeviceMetrics`).
extension StoryboardCanvasRulesTests {
    /// A storyboard of Xcode 11.4 (16096) naming `device`, one scene whose `size` root holds
    /// `top`, pinned to the safe area's top, and `bottom`, 10 pt tall, pinned to its bottom;
    /// `extra` after the root (freeform metrics).
    func storedRootStoryboard(device: String, size: String, extra: String = "") -> String {
        let subviews = view("top", 0, 0, 10, 10) + view("bottom", 0, 0, 10, 10)
        let constraints = """
            <constraint firstItem="top" firstAttribute="top" secondItem="root-sa" secondAttribute="top" id="t-t"/>
            <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t-l"/>
            <constraint firstItem="top" firstAttribute="width" constant="10" id="t-w"/>
            <constraint firstItem="top" firstAttribute="height" constant="10" id="t-h"/>
            <constraint firstItem="root-sa" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="b-b"/>
            <constraint firstItem="bottom" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b-l"/>
            <constraint firstItem="bottom" firstAttribute="width" constant="10" id="b-w"/>
            <constraint firstItem="bottom" firstAttribute="height" constant="10" id="b-h"/>
            """
        return storyboard(scene("vc1", rootID: "root", size: size, subviews: subviews, constraints: constraints, extra: extra),
                          tools: "16096", device: device)
    }

    @Test func rootStoredAtAnotherIPhonesScreenIsLaidOutOnThatIPhone() throws {
        // Named an iPhone XS Max (414 × 896: 44 pt top, 34 pt bottom) but stored at an iPhone
        // SE's 320 × 568, whose safe area Xcode 11 left at the screen's edges (no status bar):
        // the top view at y = 0, the bottom one at 568 − 10 = 558 (not 44 and 524).
        let stale = try frames(storedRootStoryboard(device: "retina6_5", size: "320x568"))
        #expect(stale["top"]?.minY == 0)
        #expect(stale["bottom"]?.minY == 558)
        // The same root at the named device's screen keeps its insets: 44 and 896 − 34 − 10 = 852.
        let current = try frames(storedRootStoryboard(device: "retina6_5", size: "414x896"))
        #expect(current["top"]?.minY == 44)
        #expect(current["bottom"]?.minY == 852)
    }

    @Test func freeformRootKeepsTheNamedDevice() throws {
        // A freeform 320 × 568 scene is a size the designer chose, on the named iPhone XS Max:
        // its top keeps the 44 pt inset (IB places a freeform view at the screen's top-left).
        let freeform = try frames(storedRootStoryboard(
            device: "retina6_5", size: "320x568",
            extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="320" height="568"/>"#))
        #expect(freeform["top"]?.minY == 44)
    }

    @Test func storedRootDeviceIsNamedInAWarning() throws {
        let doc = try StoryboardDocument(data: Data(storedRootStoryboard(device: "retina6_5", size: "320x568").utf8), file: "Stale.storyboard")
        #expect(doc.header.device?.id == "retina4_0")
        #expect(doc.warnings.contains { $0.message.contains("retina4_0") && $0.message.contains("retina6_5") })
    }
}
