import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterOutput
import ViewRasterTestSupport

/// `render` draws a storyboard scene that IB shows as a page sheet (simulated with
/// `modalPageSheetSimulatedSizeMetrics`, or presented modally with the automatic style from
/// Xcode 11 on) as the sheet an iPhone in portrait gives it under iOS 17: a screen of its own
/// below the status bar — 10 pt below it on an iPhone without a home button — with no top inset
/// and the home indicator kept (`Device.portraitPageSheet`). The storyboards are written here
/// (Xcode 14.1's format): a red 100 × 50 box 10 pt below the safe area's top and a blue one 10 pt
/// above its bottom, 20 pt from the leading edge, stored where IB put them. By hand: an iPhone 8
/// (667 pt, 20 pt status bar, no home indicator) gives a 647 pt sheet, the red box at y = 10 and
/// the blue one at 647 − 10 − 50 = 587; an XR (896 pt, iOS 16's 48 pt status bar, 34 pt home
/// indicator) a 896 − 48 − 10 = 838 pt sheet, the blue box at 838 − 34 − 10 − 50 = 744. Drawn
/// full screen (before), the red box was at 30 (58 on the XR).
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct PageSheetRenderTests {
    /// A scene `id` of a `width` × `height` root with the two boxes, and `extra` XML after its view.
    static func scene(_ id: String, identifier: String? = nil, width: Int, height: Int, bottomBoxY: Int, extra: String = "") -> String {
        inlineScene(id, identifier: identifier, width: width, height: height, boxes: [
            InlineBox(name: "top", color: (1, 0, 0), y: 10, pinnedToTop: true),
            InlineBox(name: "bottom", color: (0, 0, 1), y: bottomBoxY, pinnedToTop: false),
        ], extra: extra)
    }

    static let sheetMetrics = #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#

    func render(_ storyboard: String, _ arguments: [String] = [], _ name: String = #function) throws -> ([String: [Double]], Bitmap) {
        try renderInlineStoryboard(storyboard, arguments, name: name)
    }

    @Test func aSimulatedPageSheetOnAnIPhone8IsDrawnBelowTheStatusBar() throws {
        let doc = inlineStoryboard(device: "retina4_7", initial: "ps-a",
                                Self.scene("ps-a", width: 375, height: 647, bottomBoxY: 587, extra: Self.sheetMetrics))
        let (frames, png) = try render(doc)
        #expect(frames["ps-a-root"] == [0, 0, 375, 647])
        #expect(frames["ps-a-top"] == [20, 10, 100, 50])
        #expect(frames["ps-a-bottom"] == [20, 587, 100, 50])
        // The sheet alone at @2x: 750 × 1294 px; the red box from row 20, the blue one to row 1273.
        #expect(png.width == 750 && png.height == 1294)
        #expect(rgb(png, 40, 20) == [255, 0, 0] && rgb(png, 239, 119) == [255, 0, 0] && rgb(png, 100, 19) == [255, 255, 255])
        #expect(rgb(png, 40, 1174) == [0, 0, 255] && rgb(png, 239, 1273) == [0, 0, 255] && rgb(png, 100, 1274) == [255, 255, 255])
    }

    @Test func aSimulatedPageSheetOnAnXRStartsTenPointsBelowTheStatusBar() throws {
        let doc = inlineStoryboard(device: "retina6_1", initial: "ps-b",
                                Self.scene("ps-b", width: 414, height: 838, bottomBoxY: 744, extra: Self.sheetMetrics))
        let (frames, png) = try render(doc)
        #expect(frames["ps-b-root"] == [0, 0, 414, 838])
        #expect(frames["ps-b-top"] == [20, 10, 100, 50])
        #expect(frames["ps-b-bottom"] == [20, 744, 100, 50])
        #expect(png.width == 828 && png.height == 1676)
    }

    @Test func aScenePresentedWithTheAutomaticStyleIsDrawnAsASheet() throws {
        // The initial scene presents the second modally (no style written: automatic, a page
        // sheet from Xcode 11 on); drawn with --identifier, the second is a 647 pt sheet. The
        // initial scene itself is a full screen (its red box at 20 + 10 = 30).
        let presenting = Self.scene("ps-c", width: 375, height: 667, bottomBoxY: 607, extra: """
        <connections>
                                <segue destination="ps-d" kind="presentation" id="ps-seg"/>
                            </connections>
        """)
        let presented = Self.scene("ps-d", identifier: "presented", width: 375, height: 647, bottomBoxY: 587)
        let doc = inlineStoryboard(device: "retina4_7", initial: "ps-c", presenting + presented)
        let (frames, png) = try render(doc, ["--identifier", "presented"])
        #expect(frames["ps-d-root"] == [0, 0, 375, 647])
        #expect(frames["ps-d-top"] == [20, 10, 100, 50])
        #expect(frames["ps-d-bottom"] == [20, 587, 100, 50])
        #expect(png.height == 1294)
        let (initial, full) = try render(doc, [], #function + "-initial")
        #expect(initial["ps-c-top"] == [20, 30, 100, 50])
        #expect(full.height == 1334)
    }
}
