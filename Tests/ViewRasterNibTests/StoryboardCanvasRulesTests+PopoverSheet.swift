import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A popover segue's scene on an iPhone, which a compact width shows as a sheet, and a `show`
/// (or deprecated `push`) segue's from a scene on no navigation stack, which presents it
/// (docs/canvas-rules.md, "Scenes"); frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// vc1 shows vc2 as a popover; vc2's view `size` holds `sub` pinned to the safe area's top.
    func popoverText(tools: String, device: String, size: String) -> String {
        let popover = scene("vc1", rootID: "first", subviews: "", constraints: "",
                            extra: #"<connections><segue destination="vc2" kind="popoverPresentation" popoverAnchorView="first" id="seg-pop"><popoverArrowDirection key="popoverArrowDirection" up="YES"/></segue></connections>"#)
        return storyboard(popover + scene("vc2", rootID: "root", size: size, subviews: view("sub", 20, 0, 10, 10), constraints: pinned(to: "root-sa")),
                          tools: tools, device: device)
    }

    @Test func popoverOnAnIPhoneIsASheet() throws {
        // iOS 13 adapts a popover to a page sheet in a compact width: the sheet starts below the
        // status bar, so a view pinned to its safe area's top is at y = 0 on an iPhone 8 of
        // Xcode 16.3, whose full-screen scenes have the 20 pt status bar in their safe area
        // (twice over: 40, the Xcode 16.3 row). Xcode 10 presented full screen (20); an iPad
        // (regular width) keeps the popover, which is not a sheet.
        #expect(try frames(popoverText(tools: "23727", device: "retina4_7", size: "375x647"))["sub"]?.minY == 0)
        #expect(try frames(popoverText(tools: "22154", device: "retina5_5", size: "414x716"))["sub"]?.minY == 0)
        #expect(try frames(popoverText(tools: "14490.70", device: "retina4_7", size: "375x667"))["sub"]?.minY == 20)
        #expect(try frames(popoverText(tools: "22154", device: "ipad9_7", size: "768x1024"))["sub"]?.minY == 20)
    }

    @Test func showOutsideANavigationStackPresentsASheet() throws {
        // UIKit's show(_:sender:) presents modally when no navigation controller holds the
        // source: from Xcode 11 a page sheet, below the status bar (y = 0 on an iPhone 8 Plus of
        // Xcode 14.3, whose full-screen scenes have the 20 pt status bar). The same segue from a
        // navigation controller's root pushes: the status bar and the 44 pt bar, 64.
        func top(inNavigation: Bool) throws -> CGFloat? {
            let nav = navigationController(width: 414)
            let first = scene("vc1", rootID: "first", size: "414x736", subviews: "", constraints: "",
                              extra: #"<connections><segue destination="vc2" kind="show" id="seg-show"/></connections>"#)
            let text = storyboard((inNavigation ? nav : "") + first
                                  + scene("vc2", rootID: "root", size: inNavigation ? "414x736" : "414x716", subviews: view("sub", 20, 0, 10, 10), constraints: pinned(to: "root-sa")),
                                  tools: "22154", device: "retina5_5")
            return try frames(text)["sub"]?.minY
        }
        #expect(try top(inNavigation: false) == 0)
        #expect(try top(inNavigation: true) == 64)
    }

    @Test func pushOutsideANavigationStackPresentsASheet() throws {
        // A deprecated `push` segue is a `show` to IB: from a scene on no navigation stack it
        // presents a page sheet (set AE's TiTi Main, Xcode 15). vc2's 390 × 834 view on an
        // iPhone 12 holds `sub` pinned to the safe area's four edges: the sheet starts below the
        // status bar (top 0) and from Xcode 13 leaves the home indicator out (bottom 0), so
        // `sub` is the whole view, 834 tall. From a navigation controller's root the segue
        // pushes: the 47 pt status bar and the 44 pt bar above (y = 91), the 34 pt home
        // indicator below, 844 − 91 − 34 = 719 tall.
        func frame(inNavigation: Bool) throws -> CGRect? {
            let nav = navigationController(width: 390, barY: 47)
            let first = scene("vc1", rootID: "first", size: "390x844", subviews: "", constraints: "",
                              extra: #"<connections><segue destination="vc2" kind="push" id="seg-push"/></connections>"#)
            let text = storyboard((inNavigation ? nav : "") + first
                                  + scene("vc2", rootID: "root", size: inNavigation ? "390x844" : "390x834",
                                          subviews: view("sub", 0, 0, 390, 834), constraints: pinnedToEdges("sub", of: "root-sa")),
                                  tools: "23504", device: "retina6_0")
            return try frames(text)["sub"]
        }
        #expect(try frame(inNavigation: false) == CGRect(x: 0, y: 0, width: 390, height: 834))
        #expect(try frame(inNavigation: true) == CGRect(x: 0, y: 91, width: 390, height: 719))
    }
}
