import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Xcode 26's canvas of a navigation controller presented as a page sheet on an iPhone
/// (docs/canvas-rules.md, "Scenes"); frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// A navigation controller `nav` presented (automatic style: a sheet) whose root is vc2,
    /// its view `size` holding `sub` pinned to the safe area's top, in a file of `tools`.
    func sheetNavigationText(tools: String, device: String, size: String) -> String {
        let nav = navigationController(root: "vc2", width: Int(size.split(separator: "x")[0])!, barY: 0, barHeight: 56)
        return storyboard(presenting("nav") + nav
                          + scene("vc2", rootID: "root", size: size, subviews: view("sub", 20, 0, 10, 10), constraints: pinned(to: "root-sa")),
                          tools: tools, device: device)
    }

    @Test func xcode26SheetNavigationBarEnds70PointsDown() throws {
        // Xcode 26 draws iOS 26's 54 pt bar 16 pt below a sheet's top, so a view pinned to the
        // safe area's top of the sheet's root is at y = 16 + 54 = 70 (GoMap's MainStoryboard,
        // 24765 on an iPhone 15, `retina6_12`: a 393 × 793 sheet whose table is stored at
        // y = 70; Delta's Settings, 24128 on an iPhone 8: the sheet's bar stored at y = 16,
        // 54 pt tall). No status bar is in a sheet's safe area, the home indicator's doubling
        // is at the bottom only.
        #expect(try frames(sheetNavigationText(tools: "24765", device: "retina6_12", size: "393x793"))["sub"]?.minY == 70)
        #expect(try frames(sheetNavigationText(tools: "24128", device: "retina4_7", size: "375x647"))["sub"]?.minY == 70)
        // Xcode 15 (23504) and a beta's placeholder build keep iOS 13's 56 pt sheet bar at the top.
        #expect(try frames(sheetNavigationText(tools: "23504", device: "retina6_12", size: "393x793"))["sub"]?.minY == 56)
        #expect(try frames(sheetNavigationText(tools: "32700.99.1234", device: "retina6_12", size: "393x793"))["sub"]?.minY == 56)
    }
}
