import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A scene whose top bar is inferred (no `simulatedTopBarMetrics`) takes the declared top bar of
/// the nearest scene before it on the navigation stack, as IB's inferred metrics follow the
/// segue's source (docs/canvas-rules.md, "Scenes"). Frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// A navigation controller's root vc1 declaring `declaration` shows vc2, which shows vc3;
    /// vc3's `sub` is pinned to its safe area's top.
    func stack(vc1Declares declaration: String, tools: String = "14113") -> String {
        let show2 = #"<connections><segue destination="vc2" kind="show" id="seg-2"/></connections>"#
        let show3 = #"<connections><segue destination="vc3" kind="show" id="seg-3"/></connections>"#
        return storyboard(navigationController()
                          + scene("vc1", rootID: "root1", subviews: "", constraints: "", extra: declaration + show2)
                          + scene("vc2", rootID: "root2", subviews: "", constraints: "", extra: show3)
                          + scene("vc3", rootID: "root", subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root-sa")),
                          tools: tools)
    }

    @Test func topBarNoneIsCarriedToTheScenesItShows() throws {
        // "Top Bar: None" on the stack's root: the scenes it shows, and those they show, have the
        // status bar alone above them on an iPhone 8 (20), not the stack's bar (64); iGap's Register.
        #expect(try topMarginY(stack(vc1Declares: #"<nil key="simulatedTopBarMetrics"/>"#)) == 20)
        #expect(try topMarginY(stack(vc1Declares: "")) == 64)
    }

    @Test func anOpaqueDeclaredBarIsCarriedToTheScenesItShows() throws {
        // An opaque navigation bar declared on the root: the shown scenes' views start below it,
        // their safe area's top at their own top (RocketChat's Chat: a table pinned to it stored
        // at y = 0, 504 pt tall on a 568 pt iPhone 5).
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        #expect(try topMarginY(stack(vc1Declares: opaque)) == 0)
    }
}
