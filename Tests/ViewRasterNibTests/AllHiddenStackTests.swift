import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A stack view whose arranged views are all hidden collapses across its axis as along it,
/// its hidden views hanging from its leading (top) edge at their own sizes
/// (docs/canvas-rules.md, "Views"), on `Tests/Fixtures/xib/AllHiddenStack.xib`: the frames are
/// worked out by hand, not read back from a layout.
@MainActor
@Suite struct AllHiddenStackTests {
    @Test func hiddenViewsDoNotHoldTheStackOpenAcrossItsAxis() throws {
        // A hidden 30 pt tall view and a hidden label in a horizontal stack centred 10 pt below
        // the root's top: the stack is 0 × 0 at (120, 10), not 30 pt tall; the view keeps its
        // 30 pt at the stack's top-left, the label shares its top and bottom (a fill stack's
        // alignment: 30 pt, not the 20.5 of a 17 pt line), and the view pinned 8 pt below the
        // stack starts at 10 + 8 = 18.
        let c = try compareFixture("AllHiddenStack.xib")
        #expect(c.view("ah-row")?.frame == CGRect(x: 120, y: 10, width: 0, height: 0))
        #expect(c.view("ah-row-a")?.frame == CGRect(x: 0, y: 0, width: 0, height: 30))
        #expect(c.view("ah-row-b")?.frame == CGRect(x: 0, y: 0, width: 0, height: 30))
        #expect(c.view("ah-below")?.frame == CGRect(x: 20, y: 18, width: 200, height: 20))
    }

    @Test func aHiddenViewHangsFromTheLeadingEdgeWhateverTheAlignment() throws {
        // A centre-aligned vertical stack 30 pt tall holding a hidden 52 pt wide view: the stack
        // is 0 pt wide; the view at its top-left, 52 × 0 (squeezed along the axis), not centred
        // across it (x = −26) nor in the middle of its height (y = 15).
        let c = try compareFixture("AllHiddenStack.xib")
        #expect(c.view("ah-column")?.frame == CGRect(x: 20, y: 60, width: 0, height: 30))
        #expect(c.view("ah-column-a")?.frame == CGRect(x: 0, y: 0, width: 52, height: 0))
        #expect(c.agree == c.total && c.total == 6)
    }
}
