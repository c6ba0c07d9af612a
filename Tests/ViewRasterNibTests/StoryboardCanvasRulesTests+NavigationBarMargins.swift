import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A scene's root holds its whole safe area's top in its top margin (docs/canvas-rules.md,
/// "Scenes"): UIKit's `directionalLayoutMargins` of a view controller's root reflect "the system
/// minimum margins and safe area insets", and a translucent navigation bar, declared or inferred,
/// is in that safe area. Frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// The y of `sub`, pinned to the top margin of the root of scene `vc`, in `text`.
    func topMarginY(_ text: String) throws -> CGFloat? { try frames(text)["sub"]?.minY }

    @Test func navigationBarIsInTheRootsTopMargin() throws {
        // An iPhone 8 of Xcode 9.4 (14113) without safe-area guides, a navigation controller's
        // root: its top margin is the 20 pt status bar and the 44 pt bar, 64 (iGap's Settings
        // scenes, beam's CreatePost); an opaque bar ends the view above it (0) and a hidden one
        // leaves the status bar alone (20).
        func text(bar: String = "", controller: String = "") -> String {
            storyboard(navigationController(barAttributes: bar, controllerAttributes: controller)
                       + scene("vc1", rootID: "root", subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root", "topMargin"), safeArea: false),
                       tools: "14113", safeAreas: false)
        }
        #expect(try topMarginY(text()) == 64)
        #expect(try topMarginY(text(bar: #"translucent="NO""#)) == 0)
        #expect(try topMarginY(text(controller: #"navigationBarHidden="YES""#)) == 20)
    }

    @Test func pushedSceneHasTheInferredBarInItsTopMargin() throws {
        // vc2, shown from the navigation controller's root, is under the same inferred bar: 64.
        let push = #"<connections><segue destination="vc2" kind="show" id="seg-show"/></connections>"#
        let text = storyboard(navigationController()
                              + scene("vc1", rootID: "root1", subviews: "", constraints: "", extra: push)
                              + scene("vc2", rootID: "root", subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root", "topMargin")),
                              tools: "14113")
        #expect(try topMarginY(text) == 64)
    }

    @Test func declaredBarIsInTheRootsTopMarginOnEveryDevice() throws {
        // Declared "Top Bar: Navigation Bar": 44 pt under Xcode 12's iPhone 8, whose status bar
        // Xcode 11 … 14.0 left out of a root's margin (openfoodfacts' ProductAdd, 16097.3), and
        // 44 + 44 = 88 on an iPhone X (Bluefruit's Main, 19529).
        func text(tools: String, device: String, size: String) -> String {
            storyboard(scene("vc1", rootID: "root", size: size, subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root", "topMargin"),
                             extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#),
                       tools: tools, device: device)
        }
        #expect(try topMarginY(text(tools: "17701", device: "retina4_7", size: "375x667")) == 44)
        #expect(try topMarginY(text(tools: "19529", device: "retina5_9", size: "375x812")) == 88)
    }
}
