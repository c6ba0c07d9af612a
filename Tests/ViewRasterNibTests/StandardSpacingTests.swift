import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// The standard ("symbolic") space IB's canvas gives a leading or trailing constraint between a
/// view and its superview (docs/canvas-rules.md, "Views"), on
/// `Tests/Fixtures/xib/StandardSpacing.xib`.
@MainActor
@Suite struct StandardSpacingTests {
    @Test func theStandardSpaceToTheSafeAreaIsZero() throws {
        // Both ends to the safe area's edges, written 20 as Xcode 9's template writes them: the
        // view spans the 320 pt root (nimbus' and Alamofire's launch-screen labels).
        let c = try compareFixture("StandardSpacing.xib", intrinsic: .stored)
        #expect(c.view("ss-safe")?.frame == CGRect(x: 0, y: 20, width: 320, height: 30))
    }

    @Test func theStandardSpaceToTheSuperviewsEdgeIsTwenty() throws {
        // Written 20: 20 pt in; written without a constant: 20 pt in too, not 0
        // (ActionSheetPicker's launch screen): 320 − 20 − 100 = 200.
        let c = try compareFixture("StandardSpacing.xib", intrinsic: .stored)
        #expect(c.view("ss-written")?.frame == CGRect(x: 20, y: 70, width: 100, height: 30))
        #expect(c.view("ss-unwritten")?.frame == CGRect(x: 200, y: 120, width: 100, height: 30))
        #expect(c.agree == c.total && c.total == 3)
    }
}
