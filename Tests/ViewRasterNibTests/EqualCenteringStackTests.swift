import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// An equal-centering stack whose centres cannot be evenly spaced without squeezing a view
/// (docs/canvas-rules.md, "Views"), on `Tests/Fixtures/xib/EqualCenteringStack.xib`: the
/// frames are worked out by hand from UIKit's constraints, not read back from a layout.
@MainActor
@Suite struct EqualCenteringStackTests {
    func comparison() throws -> NibLayoutComparison { try compareFixture("EqualCenteringStack.xib") }

    @Test func theViewsKeepTheirSizesAndTheLastGapGivesWay() throws {
        // 120 pt for views of 20, 20 and 60 pt: even centres (10, 50, 90) would put the middle
        // view at 40...60 where the last starts. UIKit's centring wish is below compression
        // resistance, so no view is squeezed: the middle one stops the 6 pt minimum spacing
        // above the last (34...54), its centre as near even as that allows.
        let c = try comparison()
        #expect(c.view("ec-top")?.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(c.view("ec-middle")?.frame == CGRect(x: 0, y: 34, width: 100, height: 20))
        #expect(c.view("ec-bottom")?.frame == CGRect(x: 0, y: 60, width: 100, height: 60))
    }

    @Test func aHiddenViewBetweenVisibleOnesIsInTheMiddleOfTheGap() throws {
        // Between two visible views a hidden one is chained with half the spacing on each side,
        // as in a fill stack: the middle of the 6 pt gap from 54 to 60.
        let c = try comparison()
        #expect(c.view("ec-hidden")?.frame == CGRect(x: 0, y: 57, width: 100, height: 0))
        #expect(c.agree == c.total && c.total == 5)
    }
}
