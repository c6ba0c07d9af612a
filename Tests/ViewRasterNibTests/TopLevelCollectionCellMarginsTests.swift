import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A top-level collection cell's content view takes the cell's margins where they are larger
/// than its own, and the cell's margins hold the safe-area insets that reach it where IB
/// places it (docs/canvas-rules.md, "Top-level views"), on
/// `Tests/Fixtures/xib/TopLevelCollectionCellMargins.xib`: frames worked out by hand.
@MainActor
@Suite struct TopLevelCollectionCellMarginsTests {
    func comparison() throws -> NibLayoutComparison { try compareFixture("TopLevelCollectionCellMargins.xib") }

    @Test func aCellWiderThanTheScreenHasEveryInsetInItsContentViewsMargins() throws {
        // 500 × 200 on an XR, the content view's own margins 0: 20 pt sides, 44 top, 34 bottom.
        let c = try comparison()
        #expect(c.view("wide-box")?.frame == CGRect(x: 20, y: 44, width: 460, height: 122))
    }

    @Test func aCellThatFitsTheScreenHasOnlyTheStatusBarAndKeepsItsOwnBottomMargin() throws {
        // 300 × 100: the status bar reaches it, the home indicator does not; the content view's
        // own 8 pt is larger than the cell's 0 at the bottom, the cell's 16 larger at the sides.
        let c = try comparison()
        #expect(c.view("short-box")?.frame == CGRect(x: 16, y: 44, width: 268, height: 48))
    }

    @Test func aCellNotInsetFromTheSafeAreaGivesItsSideMarginsOnly() throws {
        // 400 × 80 with `insetsLayoutMarginsFromSafeArea="NO"` on the cell, own margins 12.
        let c = try comparison()
        #expect(c.view("noInset-box")?.frame == CGRect(x: 20, y: 12, width: 360, height: 56))
        #expect(c.agree == c.total)
    }
}
