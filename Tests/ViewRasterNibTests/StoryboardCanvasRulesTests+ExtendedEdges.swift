import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// "Extend Edges" (`edgesForExtendedLayout`): an edge a controller does not extend ends its
/// view at the bar there, translucent or not, so the bar is not in the view's safe area
/// (docs/canvas-rules.md, "Scenes"); frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// vc1 as a navigation controller's root (IB infers a translucent navigation bar) on an
    /// iPhone 8 of Xcode 10 (the 20 pt status bar in the safe area), its root `height` tall,
    /// `sub` pinned to the safe area's `attribute`, the controller's `extra` after its view.
    func navigationRoot(height: Int, attribute: String, extra: String) -> String {
        storyboard(container("navigationController", id: "nav", relationship: "rootViewController")
                   + scene("vc1", rootID: "root", size: "375x\(height)", subviews: view("sub", 16, 0, 10, 10),
                           constraints: pinned(to: "root-sa", attribute), extra: extra),
                   tools: "14490.70")
    }

    @Test func viewNotExtendedUnderTheNavigationBarStartsBelowIt() throws {
        // Extended (no element, UIKit's default): the view runs under the bar, its safe area
        // starts 20 + 44 = 64 pt down. "Under Top Bars" off (`bottom="YES"` only): the view
        // starts at the bar's bottom (IB stores it 667 − 64 = 603 pt tall), nothing above it.
        #expect(try frames(navigationRoot(height: 667, attribute: "top", extra: ""))["sub"]?.minY == 64)
        #expect(try frames(navigationRoot(height: 603, attribute: "top",
                                          extra: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#))["sub"]?.minY == 0)
        // No attribute at all: no edge is extended.
        #expect(try frames(navigationRoot(height: 603, attribute: "top",
                                          extra: #"<extendedEdge key="edgesForExtendedLayout"/>"#))["sub"]?.minY == 0)
    }

    @Test func viewNotExtendedUnderTheToolbarEndsAboveIt() throws {
        // A simulated (translucent) 44 pt toolbar on an iPhone 8: the safe area ends 44 pt
        // above the view's bottom when the view runs under it; "Under Bottom Bars" off
        // (`top="YES"` only): the view ends at the toolbar (623 pt) and its safe area with it
        // (`sub`'s top is pinned to the safe area's bottom).
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        #expect(try frames(navigationRoot(height: 667, attribute: "bottom", extra: toolbar))["sub"]?.minY == 667 - 44)
        #expect(try frames(navigationRoot(height: 623, attribute: "bottom",
                                          extra: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"# + toolbar))["sub"]?.minY == 623)
    }

    @Test func rootMarginsOfAViewBelowTheBarLeaveTheSensorHousingOut() throws {
        // An iPhone X of Xcode 12 (17701): a root's margins take its whole safe area's top when
        // its view runs under the bar, the sensor housing's 44 pt and the bar's 44 (88: Bluefruit's
        // Main, 19529; docs/canvas-rules.md, "Scenes"); started below the bar (top not extended)
        // the view is nowhere near either, and its top margin is the system minimum, 0 (UIKit:
        // margins are inset from the view's own safe area).
        func top(_ extra: String, height: Int) throws -> CGFloat? {
            let text = storyboard(container("navigationController", id: "nav", relationship: "rootViewController")
                                  + scene("vc1", rootID: "root", size: "375x\(height)", subviews: view("sub", 16, 0, 10, 10),
                                          constraints: pinned(to: "root", "topMargin"), extra: extra),
                                  tools: "17701", device: "retina5_9")
            return try frames(text)["sub"]?.minY
        }
        #expect(try top("", height: 812) == 88)
        #expect(try top(#"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#, height: 812 - 88) == 0)
    }

    @Test func theStoryboardGivesTheControllerItsEdges() throws {
        // `render` builds the controller with the edges, which its containers read.
        let text = storyboard(scene("vc1", rootID: "root", subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root-sa"),
                                    extra: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#))
        let sb = try Storyboard(data: Data(text.utf8), name: "Edges.storyboard", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        #expect(try sb.instantiateInitialViewController()?.edgesForExtendedLayout == [.bottom])
    }

    @Test func edgesWithoutABarChangeNothing() throws {
        // No bar over the scene: UIKit's containers read the edges, nothing else does; the
        // status bar stays in the safe area (20 pt).
        let text = storyboard(scene("vc1", rootID: "root", subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root-sa"),
                                    extra: #"<extendedEdge key="edgesForExtendedLayout"/>"#), tools: "14490.70")
        #expect(try frames(text)["sub"]?.minY == 20)
    }
}
