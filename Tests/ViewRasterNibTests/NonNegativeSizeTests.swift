import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// IB's canvas keeps every view's width and height at 0 or more above a file's optional
/// constraints (docs/canvas-rules.md, "Frames IB keeps"), on
/// `Tests/Fixtures/xib/NonNegativeSize.xib`: the frames are worked out by hand.
@MainActor
@Suite struct NonNegativeSizeTests {
    @Test func aSpacerStaysAtZeroAndTheOptionalHeightGivesWay() throws {
        let c = try compareFixture("NonNegativeSize.xib")
        #expect(c.view("spacer")?.frame == CGRect(x: 0, y: 0, width: 100, height: 0))
        #expect(c.view("tall")?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(c.agree == c.total && c.total == 2)
    }
}
