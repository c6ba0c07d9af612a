import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Scenes a modal presentation shows as a sheet, and Xcode 8's scenes without a device under an
/// opaque bar (docs/canvas-rules.md, "Scenes"); frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// vc1 presents `presented` (`style`: its `modalPresentationStyle`, nil for none written).
    func presenting(_ presented: String, style: String? = nil) -> String {
        let attr = style.map { #"modalPresentationStyle="\#($0)""# } ?? ""
        return scene("vc1", rootID: "first", subviews: "", constraints: "",
                     extra: #"<connections><segue destination="\#(presented)" kind="presentation" \#(attr) id="seg-p"/></connections>"#)
    }

    @Test func presentedSceneIsAPageSheet() throws {
        // From Xcode 11 a presentation with no style (automatic) or a sheet style shows a page
        // sheet, which starts below the status bar: a view pinned to the safe area's top is at
        // y = 0 on an iPhone 8 Plus of Xcode 14.3, whose bare scenes have the 20 pt status bar
        // (iNaturalist's AddComment scene, 414×716). Full screen keeps it; Xcode 10 presented
        // full screen.
        func top(style: String? = nil, tools: String = "22154") throws -> CGFloat? {
            let text = storyboard(presenting("vc2", style: style)
                                  + scene("vc2", rootID: "root", size: "414x716", subviews: view("sub", 20, 0, 10, 10), constraints: pinned(to: "root-sa")),
                                  tools: tools, device: "retina5_5")
            return try frames(text)["sub"]?.minY
        }
        #expect(try top() == 0)
        #expect(try top(style: "formSheet") == 0)
        #expect(try top(style: "fullScreen") == 20)
        #expect(try top(tools: "14490.70") == 20)
    }

    @Test func navigationBarInASheetIs56Points() throws {
        // A navigation controller presented as a sheet: its root's safe area starts below a
        // 56 pt bar (iOS 13's sheets; iNaturalist's TaxaSearch header stored at y = 56), with
        // no status bar above it.
        let nav = navigationController(root: "vc2", width: 414, barY: 0, barHeight: 56)
        let text = storyboard(presenting("nav") + nav
                              + scene("vc2", rootID: "root", size: "414x716", subviews: view("sub", 20, 56, 10, 10), constraints: pinned(to: "root-sa")),
                              tools: "22154", device: "retina5_5")
        #expect(try frames(text)["sub"]?.minY == 56)
    }

    @Test func devicelessXcode8SceneUnderAnOpaqueBarEndsAtTheScreensBottom() throws {
        // No <device>: Xcode 8 stored the view below the opaque bar (y = 64) at the screen's
        // full height (667); UIKit and IB end it at the screen's bottom, so a view pinned to
        // its top and bottom is 603 pt tall (RxSwift's example scenes, 11542).
        let constraints = pinnedToEdges("table")
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        func height(device: String?, stored: String = "667", bar: String = bar) throws -> CGFloat? {
            let text = storyboard(scene("vc1", rootID: "root", subviews: view("table", 0, 0, 375, 603), constraints: constraints, extra: bar),
                                  tools: "11542", device: device)
                .replacingOccurrences(of: #"x="0.0" y="0.0" width="375" height="667""#, with: #"x="0.0" y="64" width="375" height="\#(stored)""#)
            return try frames(text)["table"]?.height
        }
        #expect(try height(device: nil) == 603)
        // With a device IB stores the shorter view itself; without an opaque bar the view is
        // the screen's.
        #expect(try height(device: "retina4_7", stored: "603") == 603)
        #expect(try height(device: nil, bar: "") == 667)
    }
}
