import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A top-level cell whose stored content view is shorter than the cell (Xcode 6's 43 pt after
/// the row height grew), taller (after it shrank), wider (an iPad's 768 pt in a cell narrowed
/// to 320) or narrower (a new cell's 320 pt in one made 372 pt wide) lays its subviews out in
/// the content view the cell gives (docs/canvas-rules.md, "Views"), on
/// `Tests/Fixtures/xib/StaleCellContentView.xib`, `StaleTallCellContentView.xib`,
/// `StaleWideCellContentView.xib` and `StaleNarrowCellContentView.xib`: frames worked out by
/// hand from a 75 pt cell's 74.5 pt content view, a 30 pt cell's 29.5 pt one, a 320 pt cell's
/// 320 pt wide one and a 372 pt cell's 372 pt wide one.
@MainActor
@Suite struct StaleCellContentViewTests {
    @Test func subviewsAreLaidOutInTheCellsContentView() throws {
        let c = try compareFixture("StaleCellContentView.xib")
        #expect(c.view("centred")?.frame == CGRect(x: 10, y: 22.25, width: 30, height: 30))
        #expect(c.view("bottom")?.frame == CGRect(x: 280, y: 44.5, width: 20, height: 10))
        // The subviews agree with their whole-point frames; the content view's own stored frame
        // is the stale 43 pt one and does not.
        #expect(c.view("centred")?.agrees == true && c.view("bottom")?.agrees == true)
        #expect(c.view("cv")?.frame.height == 74.5)
        #expect(c.view("cv")?.agrees == false)
    }

    @Test func subviewsAreLaidOutInTheCellsContentViewWhenTheStoredOneIsTaller() throws {
        let c = try compareFixture("StaleTallCellContentView.xib")
        // Centred in 29.5 pt: (29.5 − 20) / 2 = 4.75; 5 pt above its bottom: 29.5 − 5 − 10.
        #expect(c.view("centred")?.frame == CGRect(x: 150, y: 4.75, width: 20, height: 20))
        #expect(c.view("bottom")?.frame == CGRect(x: 280, y: 14.5, width: 20, height: 10))
        #expect(c.view("centred")?.agrees == true && c.view("bottom")?.agrees == true)
        #expect(c.view("cv")?.frame.height == 29.5)
        #expect(c.view("cv")?.agrees == false)
    }

    @Test func subviewsAreLaidOutAtTheCellsWidthWhenTheStoredContentViewIsWider() throws {
        let c = try compareFixture("StaleWideCellContentView.xib")
        // Pinned to the trailing edge of a 320 pt content view: 320 − 23; 15 pt before it: 297 − 15 − 25.
        #expect(c.view("trailing")?.frame == CGRect(x: 297, y: 13, width: 23, height: 23))
        #expect(c.view("before")?.frame == CGRect(x: 257, y: 12, width: 25, height: 25))
        #expect(c.view("trailing")?.agrees == true && c.view("before")?.agrees == true)
        #expect(c.view("cv")?.frame.width == 320)
        #expect(c.view("cv")?.agrees == false)
    }

    @Test func subviewsAreLaidOutAtTheCellsWidthWhenTheStoredContentViewIsNarrower() throws {
        let c = try compareFixture("StaleNarrowCellContentView.xib")
        // 15 pt from the leading edge, 14 from the trailing edge of 372: 372 − 15 − 14 = 343 wide.
        #expect(c.view("field")?.frame == CGRect(x: 15, y: 10, width: 343, height: 30))
        // Pinned to the trailing edge: 372 − 20.
        #expect(c.view("trailing")?.frame == CGRect(x: 352, y: 50, width: 20, height: 20))
        #expect(c.view("field")?.agrees == true && c.view("trailing")?.agrees == true)
        #expect(c.view("cv")?.frame.width == 372)
        #expect(c.view("cv")?.agrees == false)
    }
}
