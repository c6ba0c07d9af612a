import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A top-level view's layout margins hold the safe-area insets that reach it where IB places
/// it (the screen's top-left), as its safe area does (docs/canvas-rules.md, "Top-level
/// views"): a freeform view on an XR (44 pt status bar, 34 pt home indicator) with a box on
/// its four margins, frames by hand (sides: a root's 20 pt at 414 pt).
@MainActor
@Suite struct FreeformRootMarginsTests {
    let box = """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
        <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
        <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
        """
    let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#

    @Test func aShortViewHasTheStatusBarInItsTopMarginAndNoHomeIndicatorInItsBottom() throws {
        // 414 × 100: 44 pt at the top, 0 at the bottom (the home indicator is 796 pt below).
        let xib = canvasXib(canvasRoot("414x100", canvasView("box", #"x="20" y="44" width="374" height="56""#), box, rootExtra: freeform),
                            tools: "20037", device: "retina6_1")
        let (c, _) = try compareLayout(xib)
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 44, width: 374, height: 56))
        #expect(c.agree == c.total)
    }

    @Test func aViewTallerThanTheScreenHasBothInsets() throws {
        // 414 × 1000, taller than the screen: a screen of its own size, 44 and 34.
        let xib = canvasXib(canvasRoot("414x1000", canvasView("box", #"x="20" y="44" width="374" height="922""#), box, rootExtra: freeform),
                            tools: "20037", device: "retina6_1")
        let (c, _) = try compareLayout(xib)
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 44, width: 374, height: 922))
    }
}
