import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterOutput
import ViewRasterTestSupport

/// `render` draws a storyboard scene that IB shows above a tab bar (declared with
/// `simulatedTabBarMetrics`, or a tab of a tab bar controller drawn on its own) in a tab bar
/// controller, as the app shows it: above an opaque bar (`translucent="NO"`) the scene's view
/// ends at the bar's top edge (UIKit's `extendedLayoutIncludesOpaqueBars`, default NO), above a
/// translucent one it runs under it with the bar in its safe area. The storyboards are written
/// here (Xcode 14.1's format, an iPhone 8: 375 × 667, 20 pt status bar, 49 pt tab bar, no home
/// indicator): a red 100 × 50 box 10 pt above the safe area's bottom and 20 pt from the leading
/// edge, stored where IB put it. By hand: opaque, the root is 667 − 49 = 618 tall and the box at
/// y = 618 − 10 − 50 = 558; translucent, the root is 667 tall, its safe area ends 49 pt up, and
/// the box is at 667 − 49 − 10 − 50 = 558 too. Drawn alone (before), the box was at 607.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct SimulatedBottomBarRenderTests {
    /// A scene `id` whose root (stored `rootHeight` tall) holds the box at `boxY`, with `extra`
    /// XML (simulated metrics, a tab bar item) after its view.
    static func scene(_ id: String, identifier: String? = nil, rootHeight: Int, boxY: Int, extra: String) -> String {
        inlineScene(id, identifier: identifier, width: 375, height: rootHeight,
                    boxes: [InlineBox(name: "box", color: (1, 0, 0), y: boxY, pinnedToTop: false)], extra: extra)
    }

    /// Renders `storyboard` (with `arguments`) and returns the frames drawn and the PNG.
    func render(_ storyboard: String, _ arguments: [String] = [], _ name: String = #function) throws -> ([String: [Double]], Bitmap) {
        try renderInlineStoryboard(storyboard, arguments, name: name)
    }

    @Test func aSceneAboveADeclaredOpaqueTabBarEndsAtTheBar() throws {
        let metrics = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#
        let (frames, png) = try render(inlineStoryboard(initial: "tb-a", Self.scene("tb-a", rootHeight: 618, boxY: 558, extra: metrics)))
        #expect(frames["tb-a-root"] == [0, 0, 375, 618])
        #expect(frames["tb-a-box"] == [20, 558, 100, 50])
        // The whole screen at @2x: the box at pixels 40..<240 × 1116..<1216, white in the 10 pt
        // (20 px) between it and the bar.
        #expect(png.width == 750 && png.height == 1334)
        #expect(rgb(png, 40, 1116) == [255, 0, 0] && rgb(png, 239, 1215) == [255, 0, 0])
        #expect(rgb(png, 100, 1115) == [255, 255, 255] && rgb(png, 100, 1216) == [255, 255, 255] && rgb(png, 100, 1235) == [255, 255, 255])
    }

    @Test func aSceneAboveADeclaredTranslucentTabBarHasItInItsSafeArea() throws {
        let metrics = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        let (frames, png) = try render(inlineStoryboard(initial: "tb-b", Self.scene("tb-b", rootHeight: 667, boxY: 558, extra: metrics)))
        #expect(frames["tb-b-root"] == [0, 0, 375, 667])
        #expect(frames["tb-b-box"] == [20, 558, 100, 50])
        #expect(rgb(png, 40, 1116) == [255, 0, 0] && rgb(png, 239, 1215) == [255, 0, 0])
    }

    @Test func aTabDrawnOnItsOwnIsDrawnAboveItsTabBarControllersOpaqueBar() throws {
        // A tab bar controller (the initial scene) with two tabs and an opaque bar; the second
        // tab drawn with --identifier is drawn in a tab bar controller with both tabs' items,
        // itself selected, above the opaque bar.
        let tabs = """
                <scene sceneID="tb-tabs-scn">
                    <objects>
                        <tabBarController id="tb-tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="tb-tabs-bar">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="tb-c" kind="relationship" relationship="viewControllers" id="tb-s1"/>
                                <segue destination="tb-d" kind="relationship" relationship="viewControllers" id="tb-s2"/>
                            </connections>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="tb-tabs-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """
        let first = Self.scene("tb-c", rootHeight: 618, boxY: 558, extra: #"<tabBarItem key="tabBarItem" title="One" id="tb-c-item"/>"#)
        let second = Self.scene("tb-d", identifier: "second", rootHeight: 618, boxY: 558, extra: #"<tabBarItem key="tabBarItem" title="Two" id="tb-d-item"/>"#)
        let (frames, _) = try render(inlineStoryboard(initial: "tb-tabs", tabs + first + second), ["--identifier", "second"])
        #expect(frames["tb-d-root"] == [0, 0, 375, 618])
        #expect(frames["tb-d-box"] == [20, 558, 100, 50])
        #expect(frames["tb-c-root"] == nil)
        // The tab bar controller drawn as the initial scene puts its first tab the same way.
        let (initial, _) = try render(inlineStoryboard(initial: "tb-tabs", tabs + first + second), [], #function + "-initial")
        #expect(initial["tb-c-root"] == [0, 0, 375, 618])
        #expect(initial["tb-c-box"] == [20, 558, 100, 50])
    }
}
