import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A `show` segue from a scene on no navigation stack whose top bar is set in the Simulated
/// Metrics: IB's canvas draws the destination as pushed, full screen under the source's bar,
/// not as a sheet (docs/canvas-rules.md, "Scenes"); frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// vc1 (on no navigation stack, `topBar` its simulated top bar element) shows vc2, whose
    /// view `size` holds `sub` (10 × 10) pinned to the safe area's top, and `low` (10 × 10)
    /// pinned to its bottom, on an iPhone 8 of Xcode 11.
    func declaredTopBarShowText(topBar: String, size: String) -> String {
        let first = scene("vc1", rootID: "first", subviews: "", constraints: "",
                          extra: topBar + #"<connections><segue destination="vc2" kind="show" id="seg-show"/></connections>"#)
        let low = """
        <constraint firstItem="low" firstAttribute="bottom" secondItem="root-sa" secondAttribute="bottom" id="l-b"/>
        <constraint firstItem="low" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l-l"/>
        <constraint firstItem="low" firstAttribute="width" constant="10" id="l-w"/>
        <constraint firstItem="low" firstAttribute="height" constant="10" id="l-h"/>
        """
        return storyboard(first + scene("vc2", rootID: "root", size: size, subviews: view("sub", 16, 0, 10, 10) + view("low", 16, 0, 10, 10),
                                        constraints: pinned(to: "root-sa") + low),
                          tools: "16097", device: "retina4_7")
    }

    @Test func showFromASceneDeclaringANavigationBarIsAPush() throws {
        // The source declares a translucent navigation bar: the destination is full screen
        // (667 pt, `low` ending at its bottom) and inherits the bar, 44 pt; Xcode 11 leaves an
        // iPhone 8's status bar out of the safe area, so `sub` is at y = 44 (myscrap's About,
        // set AM: a scroll view at y = 44, where a sheet's 56 pt bar put it at 56).
        let f = try frames(declaredTopBarShowText(topBar: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, size: "375x667"))
        #expect(f["sub"]?.minY == 44)
        #expect(f["low"]?.maxY == 667)
    }

    @Test func showFromASceneDeclaringNoTopBarIsFullScreen() throws {
        // "Top Bar: None" set on the source: full screen with no bar, so `sub` is at the top
        // (the status bar out of the safe area) and `low` ends at the screen's bottom, 667.
        let f = try frames(declaredTopBarShowText(topBar: #"<nil key="simulatedTopBarMetrics"/>"#, size: "375x667"))
        #expect(f["sub"]?.minY == 0)
        #expect(f["low"]?.maxY == 667)
    }

    @Test func showFromASceneWithInferredBarsStaysASheet() throws {
        // Nothing declared: the show presents a page sheet, 647 pt tall below the status bar.
        let f = try frames(declaredTopBarShowText(topBar: "", size: "375x647"))
        #expect(f["sub"]?.minY == 0)
        #expect(f["low"]?.maxY == 647)
    }
}
