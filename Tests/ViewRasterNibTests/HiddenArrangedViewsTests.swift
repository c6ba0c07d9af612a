import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Where IB stores a stack view's hidden arranged views (docs/canvas-rules.md, "Views"), on
/// `Tests/Fixtures/xib/HiddenArrangedViews.xib`: the frames are worked out by hand from the
/// rules, not read back from a layout.
@MainActor
@Suite struct HiddenArrangedViewsTests {
    func comparison() throws -> NibLayoutComparison { try compareFixture("HiddenArrangedViews.xib") }

    @Test func aHiddenFirstViewEndsWhereTheFirstVisibleViewStarts() throws {
        // A 20 pt-spaced row: the visible view fills the stack from x = 0; the hidden one keeps
        // its 28 pt with its trailing edge there, reaching out of the stack (zotero's
        // LookupItemCell, VLC's VideoPlayerControls store it so), not at the stack's start.
        let c = try comparison()
        #expect(c.view("hv-fill")?.frame == CGRect(x: 20, y: 10, width: 28, height: 28))
        #expect(c.view("hv-shown")?.frame == CGRect(x: 0, y: 0, width: 28, height: 28))
        #expect(c.view("hv-first")?.frame == CGRect(x: -28, y: 0, width: 28, height: 28))
    }

    @Test func hiddenViewsOfAnEqualSpacingStackSitAtItsStart() throws {
        // The equal-spacing guides join the visible views only: the hidden first and last views
        // are both at x = 0, the visible one fills the 44 pt stack; centred across it, the
        // hidden 40 pt one is 2 pt down.
        let c = try comparison()
        #expect(c.view("hv-equal")?.frame == CGRect(x: 20, y: 60, width: 44, height: 44))
        #expect(c.view("hv-equal-shown")?.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(c.view("hv-equal-first")?.frame == CGRect(x: 0, y: 2, width: 40, height: 40))
        #expect(c.view("hv-equal-last")?.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
        // Every stored frame of the fixture is what the canvas lays out.
        #expect(c.agree == c.total && c.total == 7)
    }
}
