import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A xib's simulated navigation bar on an iPhone in landscape (docs/canvas-rules.md, "Simulated
/// metrics"): 32 pt on an iPhone that is compact-width in landscape, 44 on a Plus or Max iPhone
/// (regular-width in landscape), as a storyboard's inferred bar. Frames worked out by hand: a
/// landscape iPhone has no status bar, and a home-button one no side insets.
@MainActor
@Suite struct LandscapeSimulatedBarTests {
    /// The y of a view pinned to the safe area's top of a landscape root of `size` on `device`
    /// under a translucent simulated navigation bar.
    func safeTop(device: String, size: String) throws -> CGFloat? {
        let nav = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let text = canvasXib(canvasRoot(size, canvasView("sub", #"x="0.0" y="0.0" width="100" height="10""#),
                                        LayoutCompareCanvasRulesTests.pinToSafeTop, rootExtra: nav),
                             tools: "17156", device: device)
            .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
        return try compareLayout(text).0.view("sub")?.frame.minY
    }

    @Test func compactWidthIPhoneHasA32PointBar() throws {
        // An iPhone 8 turned (667 × 375) is compact both ways: UIKit's 32 pt bar.
        #expect(try safeTop(device: "retina4_7", size: "667x375") == 32)
    }

    @Test func plusIPhoneKeepsItsPortraitBar() throws {
        // An iPhone 8 Plus turned (736 × 414) is regular-width: a 44 pt bar, as iTorrent's and
        // moonlight-ios' landscape files on 414 pt and wider iPhones store.
        #expect(try safeTop(device: "retina5_5", size: "736x414") == 44)
    }
}
