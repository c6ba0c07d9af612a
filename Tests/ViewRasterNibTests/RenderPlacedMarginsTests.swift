import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// `render` draws a top-level collection cell at the screen's top-left, as it draws every
/// top-level view that fits the screen, and gives it the safe area UIKit gives a view there —
/// the part of the screen's insets that covers it — in its safe area and margins
/// (`NibCanvasMetrics.collectionCellInsets(forRootOfSize:)`; docs/nib-layout-agreement.md,
/// "Set AP (session 43, layoutAP)"), where the canvas of Xcode 14 on gives it the whole
/// screen's. Frames by hand on an XR (`retina6_1`, 414 × 896): iOS 17's 48 pt status bar and
/// 34 pt home indicator.
@MainActor
@Suite struct RenderPlacedMarginsTests {
    /// A collection cell of `width` × `height` in a file of Xcode 14.3 (22505) on an XR whose
    /// `box` is pinned to its safe area's four edges, stored as large as the cell (neither answer).
    func xib(width: Int, height: Int) -> String {
        TopLevelCellSafeAreaTests.cellXib("collectionViewCell", width: width, height: height, tools: "22505", device: "retina6_1")
    }

    /// `box`'s frame as `render` draws the cell.
    func drawnBox(width: Int, height: Int) throws -> CGRect? {
        let result = try loadCanvasXib(xib(width: width, height: height))
        let cell = try #require(result.topLevelObjects.compactMap { $0 as? View }.first)
        result.applyRenderCanvas(to: cell)
        cell.layoutIfNeeded()
        return (result.objectsByID["box"] as? View)?.frame
    }

    @Test func aShortCellHasTheStatusBarAndNoHomeIndicator() throws {
        // 209 × 171 at the screen's top: 48 pt at the top; the home indicator is 725 pt below
        // the cell's bottom: 171 − 48 = 123 tall.
        #expect(try drawnBox(width: 209, height: 171) == CGRect(x: 0, y: 48, width: 209, height: 123))
        // Xcode 14.3's canvas gives it the whole screen's insets: 171 − 48 − 34.
        #expect(try compareLayout(xib(width: 209, height: 171), intrinsic: .stored).0.view("box")?.frame
                == CGRect(x: 0, y: 48, width: 209, height: 89))
    }

    @Test func aCellTallerThanTheScreenHasBoth() throws {
        // 209 × 1000 is a screen of its own size: 1000 − 48 − 34 = 918.
        #expect(try drawnBox(width: 209, height: 1000) == CGRect(x: 0, y: 48, width: 209, height: 918))
    }

    @Test func renderGivesACellThePlacedInsets() throws {
        let drawn = NibCanvasMetrics.rendering(try loadCanvasXib(xib(width: 209, height: 171)).document)
        #expect(drawn.collectionCellInsets(forRootOfSize: CGSize(width: 209, height: 171))
                == EdgeInsets(top: 48, left: 0, bottom: 0, right: 0))
        // A cell reaching within 10 pt of the screen's bottom has 24 of the 34.
        #expect(drawn.collectionCellInsets(forRootOfSize: CGSize(width: 209, height: 886))
                == EdgeInsets(top: 48, left: 0, bottom: 24, right: 0))
    }
}
