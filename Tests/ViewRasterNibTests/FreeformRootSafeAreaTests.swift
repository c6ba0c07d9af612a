import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// The safe area IB's canvas gives a freeform top-level view by its size (docs/canvas-rules.md,
/// "Top-level views"), on `Tests/Fixtures/xib/FreeformRootSafeArea.xib`: the frames are worked
/// out by hand from the XR's insets, not read back from a layout.
@MainActor
@Suite struct FreeformRootSafeAreaTests {
    func comparison() throws -> NibLayoutComparison { try compareFixture("FreeformRootSafeArea.xib") }

    @Test func aViewWiderThanTheScreenGetsEveryInset() throws {
        // 460 pt on a 414 pt screen: a screen of its own, 44 pt at the top and the 34 pt home
        // indicator at the bottom though the view is 300 pt tall (dashwallet's 497 × 338
        // confirmation views, zotero's 460 × 443 annotation editor).
        let c = try comparison()
        #expect(c.view("wide-pinned")?.frame == CGRect(x: 0, y: 52, width: 100, height: 206))
    }

    @Test func aViewThatFitsGetsOnlyTheInsetsThatReachIt() throws {
        // 400 × 300 at the screen's top-left: the status bar reaches it, the home indicator not;
        // 414 × 865 ends 31 pt above the screen's bottom, so 3 pt of the 34 reach it.
        let c = try comparison()
        #expect(c.view("narrow-pinned")?.frame == CGRect(x: 0, y: 52, width: 100, height: 240))
        #expect(c.view("long-pinned")?.frame == CGRect(x: 0, y: 52, width: 100, height: 802))
        #expect(c.agree == c.total && c.total == 3)
    }
}
