import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A page sheet's home indicator on IB's canvas by Xcode (docs/canvas-rules.md, "Scenes");
/// frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// vc1 presents vc2 (a sheet: a presentation with no style) on an XR, whose sheet is
    /// 414 × 842 (896 less the 44 pt status bar and the 10 pt above the sheet); vc2's 10 pt
    /// view `sub` ends at the bottom of the safe area (`safeAreas`) or at the top of the bottom
    /// layout guide (a document without safe areas). Returns `sub`'s bottom.
    func sheetBottom(tools: String, safeAreas: Bool) throws -> CGFloat? {
        let guides = #"<layoutGuides><viewControllerLayoutGuide type="top" id="tlg"/><viewControllerLayoutGuide type="bottom" id="blg"/></layoutGuides>"#
        let bottom = safeAreas
            ? #"<constraint firstItem="root-sa" firstAttribute="bottom" secondItem="sub" secondAttribute="bottom" id="c-b"/>"#
            : #"<constraint firstItem="blg" firstAttribute="top" secondItem="sub" secondAttribute="bottom" id="c-b"/>"#
        let constraints = bottom + """
            <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-l"/>
            <constraint firstItem="sub" firstAttribute="width" constant="10" id="c-w"/>
            <constraint firstItem="sub" firstAttribute="height" constant="10" id="c-h"/>
            """
        let presented = scene("vc2", rootID: "root", size: "414x842", subviews: view("sub", 20, 798, 10, 10), constraints: constraints,
                              guides: safeAreas ? "" : guides, safeArea: safeAreas)
        // The presenting scene at the XR's full screen (a root stored at another iPhone's size
        // would put the canvas on that iPhone).
        let presenting = scene("vc1", rootID: "first", size: "414x896", subviews: "", constraints: "",
                               extra: #"<connections><segue destination="vc2" kind="presentation" id="seg-p"/></connections>"#)
        let text = storyboard(presenting + presented, tools: tools, device: "retina6_1", safeAreas: safeAreas)
        return try frames(text)["sub"]?.maxY
    }

    @Test func xcode13LeavesTheHomeIndicatorOutOfASheetsSafeArea() throws {
        // Xcode 11 – 12.5 keep the 34 pt home indicator in a sheet's safe area: a view on its
        // bottom ends at 842 − 34 = 808 (pullgo's academy table in 18122); from Xcode 13 the
        // canvas leaves it out and the view ends at the sheet's bottom, 842 (the same table in
        // 19162; dhp, bittr).
        #expect(try sheetBottom(tools: "18122", safeAreas: true) == 808)
        #expect(try sheetBottom(tools: "19162", safeAreas: true) == 842)
    }

    @Test func theBottomLayoutGuideOfASheetKeepsTheHomeIndicator() throws {
        // A document without safe-area guides: a view on the bottom layout guide of a sheet
        // ends 34 pt above the sheet's bottom in Xcode 13 too (epmobile's notes scene,
        // 14810 … 21225).
        #expect(try sheetBottom(tools: "20037", safeAreas: false) == 808)
    }
}
