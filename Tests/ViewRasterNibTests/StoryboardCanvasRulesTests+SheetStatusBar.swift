import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// The status bar in a sheet IB infers from a presentation, by Xcode (docs/canvas-rules.md,
/// "Scenes"); frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// vc1 presents vc2 (a presentation with no style: a page sheet from Xcode 11) on an XR;
    /// vc2's 414 × 842 view (the sheet) holds a 10 pt view `sub` pinned to its safe area's top.
    /// `simulated` adds the page sheet's simulated metrics to vc2. Returns `sub`'s y.
    func inferredSheetTop(tools: String, simulated: Bool = false) throws -> CGFloat? {
        let presenting = scene("vc1", rootID: "first", size: "414x896", subviews: "", constraints: "",
                               extra: #"<connections><segue destination="vc2" kind="presentation" id="seg-p"/></connections>"#)
        let presented = scene("vc2", rootID: "root", size: "414x842", subviews: view("sub", 20, 0, 10, 10),
                              constraints: pinned(to: "root-sa"),
                              extra: simulated ? #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
        return try frames(storyboard(presenting + presented, tools: tools, device: "retina6_1"))["sub"]?.minY
    }

    @Test func xcode13_3To14_2KeepTheStatusBarInAnInferredSheet() throws {
        // Xcode 13.3 (20037) stored the XR's 44 pt status bar above a presented sheet's safe
        // area (GameBook: an image 50 pt under it at y = 94; bm_iOS), Xcode 14.0 – 14.2 (21225,
        // 21507) iOS 16's 48 (bm_iOS' Main, Course, Team, TempPlay).
        #expect(try inferredSheetTop(tools: "20037") == 44)
        #expect(try inferredSheetTop(tools: "21507") == 48)
    }

    @Test func otherXcodesStartAnInferredSheetsSafeAreaAtItsTop() throws {
        // Xcode 11 – 13.2 (bm_iOS' 15705 … 19529 versions) and 14.3 on (bm_iOS' More, 21701):
        // the sheet's safe area has no top inset, as UIKit's.
        #expect(try inferredSheetTop(tools: "19529") == 0)
        #expect(try inferredSheetTop(tools: "21701") == 0)
    }

    @Test func aSimulatedSheetHasNoStatusBarInXcode13_3To14_2() throws {
        // "Size: Page Sheet" on the controller (element-ios' and dhp's sheets of 20037): no
        // status bar in its safe area, as in every Xcode.
        #expect(try inferredSheetTop(tools: "20037", simulated: true) == 0)
    }

    @Test func aPresentedNavigationControllersBarStartsAtTheSheetsTopInXcode14_2() throws {
        // vc1 presents a navigation controller whose root is vc2: the sheet's 56 pt bar is at
        // its top and the status bar is not kept above it, so a view on vc2's safe area's top is
        // at 56 (bm_iOS' TextInputVC, 21507: a text view 20 pt under the bar stored at y = 76).
        let presenting = scene("vc1", rootID: "first", size: "414x896", subviews: "", constraints: "",
                               extra: #"<connections><segue destination="nav" kind="presentation" id="seg-p"/></connections>"#)
        let root = scene("vc2", rootID: "root", size: "414x842", subviews: view("sub", 20, 56, 10, 10),
                         constraints: pinned(to: "root-sa"), extra: #"<navigationItem key="navigationItem" id="ni"/>"#)
        let nav = navigationController(root: "vc2", width: 414, barY: 0, barHeight: 56)
        let text = storyboard(presenting + nav + root, tools: "21507", device: "retina6_1")
        #expect(try frames(text)["sub"]?.minY == 56)
    }
}
