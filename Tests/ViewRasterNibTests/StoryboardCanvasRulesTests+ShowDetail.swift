import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A `showDetail` segue's scene (docs/canvas-rules.md, "Scenes"): UIKit's
/// `showDetailViewController(_:sender:)` presents modally unless a split view controller holds
/// the source — a navigation controller does not push it — so IB draws the destination as a
/// sheet from Xcode 11; frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// vc1 (in a navigation controller, or a split view controller's primary column, or alone)
    /// shows vc2 with `showDetail`; vc2's view holds `sub` pinned to the safe area's top.
    func showDetailText(container: String, vc2Size: String) -> String {
        let first = scene("vc1", rootID: "first", size: "414x736", subviews: "", constraints: "",
                          extra: #"<connections><segue destination="vc2" kind="showDetail" id="seg-detail"/></connections>"#)
        let split = """
                <scene sceneID="scene-split">
                    <objects>
                        <splitViewController id="split" sceneMemberID="viewController">
                            <connections><segue destination="vc1" kind="relationship" relationship="masterViewController" id="seg-master"/></connections>
                        </splitViewController>
                    </objects>
                </scene>
            """
        let holder = container == "navigation" ? navigationController(width: 414) : container == "split" ? split : ""
        return storyboard(holder + first + scene("vc2", rootID: "root", size: vc2Size, subviews: view("sub", 20, 0, 10, 10), constraints: pinned(to: "root-sa")),
                          tools: "22154", device: "retina5_5")
    }

    @Test func showDetailFromANavigationStackPresentsASheet() throws {
        // No split view controller: the segue presents vc2 modally, a page sheet from Xcode 11,
        // which starts below the status bar: `sub` at y = 0 (a full-screen scene of Xcode 14.3
        // on an iPhone 8 Plus has the 20 pt status bar in its safe area). A `show` would push
        // it under the navigation bar (y = 64, `showOutsideANavigationStackPresentsASheet`).
        #expect(try frames(showDetailText(container: "navigation", vc2Size: "414x716"))["sub"]?.minY == 0)
        #expect(try frames(showDetailText(container: "none", vc2Size: "414x716"))["sub"]?.minY == 0)
    }

    @Test func showDetailFromASplitViewColumnIsNoSheet() throws {
        // A split view controller installs the detail itself (or shows it in a compact width):
        // no presentation, so vc2 keeps the full screen's 20 pt status bar.
        #expect(try frames(showDetailText(container: "split", vc2Size: "414x736"))["sub"]?.minY == 20)
    }
}
