import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A top-level table cell's content view beside an accessory keeps a view's 8 pt trailing
/// margin, where it has the table's side margin without one (docs/canvas-rules.md, "Top-level
/// views"), on `Tests/Fixtures/xib/TopLevelCellAccessory.xib`: frames worked out by hand.
@MainActor
@Suite struct TopLevelCellAccessoryTests {
    func comparison() throws -> NibLayoutComparison { try compareFixture("TopLevelCellAccessory.xib") }

    @Test func withoutAnAccessoryBothSidesHaveTheTablesMargin() throws {
        let c = try comparison()
        #expect(c.view("plain-row")?.frame == CGRect(x: 16, y: 0, width: 288, height: 44))
    }

    @Test func besideAnAccessoryTheTrailingMarginIsAViewsEight() throws {
        // The 293.5 pt content view beside a disclosure indicator: 16 pt leading, 8 trailing.
        let c = try comparison()
        #expect(c.view("accessory-row")?.frame == CGRect(x: 16, y: 0, width: 269.5, height: 44))
        #expect(c.agree == c.total)
    }

    @Test func xcode11LaidTheSubviewsOutInAWiderContentViewThanItStored() throws {
        // Xcode 11 on an iPhone 8: the content view stored at the table's margin for the cell's
        // width (20 pt at 417, 16 at 320) plus the accessory, its subviews laid out at Xcode 11's
        // 15 pt margin plus the accessory: 5 and 1 pt wider than stored.
        let c = try compareFixture("TopLevelCellAccessoryXcode11.xib")
        #expect(c.view("wide-row")?.frame == CGRect(x: 16, y: 8, width: 366.5, height: 70))
        #expect(c.view("narrow-row")?.frame == CGRect(x: 15, y: 0, width: 270.5, height: 44))
    }
}
