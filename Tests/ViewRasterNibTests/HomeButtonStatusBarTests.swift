import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// The status bar of an iPhone with a home button on IB's canvas in Xcode 9 and 10
/// (docs/canvas-rules.md, "Simulated metrics" and "Top-level views"), on
/// `Tests/Fixtures/xib/HomeButtonStatusBarXcode10.xib`: the frames are worked out by hand from
/// the iPhone 8's 20 pt status bar, not read back from a layout.
@MainActor
@Suite struct HomeButtonStatusBarTests {
    func comparison() throws -> NibLayoutComparison { try compareFixture("HomeButtonStatusBarXcode10.xib") }

    @Test func aScreensRootHasTheStatusBarInItsTopMargin() throws {
        // A view controller's root holds its safe area in its margins (Fusuma's
        // FusumaViewController, Xcode 9.1: views on the top margin at y = 20).
        #expect(try comparison().view("screen-pinned")?.frame == CGRect(x: 0, y: 20, width: 100, height: 50))
    }

    @Test func aViewAsTallAsTheScreenKeepsTheStatusBarWithStatusBarNone() throws {
        // edx-app-ios' OEXUserLicenseAgreementViewController (Xcode 10.1, "None"): y = 20.
        #expect(try comparison().view("none-pinned")?.frame == CGRect(x: 0, y: 20, width: 100, height: 50))
    }

    @Test func statusBarNoneTakesItOutOfAShorterView() throws {
        // element-ios' ActivityIndicatorView (Xcode 10.1, 375 × 204, "None"): y = 0.
        #expect(try comparison().view("short-pinned")?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func aFreeformViewsMarginsLeaveTheStatusBarOut() throws {
        // SwiftMessages' TacoDialogView (Xcode 10, 600 × 309): 10 pt below the top margin at y = 10.
        let c = try comparison()
        #expect(c.view("wide-pinned")?.frame == CGRect(x: 0, y: 10, width: 100, height: 50))
        #expect(c.agree == c.total && c.total == 4)
    }

    @Test func xcode11LeavesTheStatusBarOutOfEveryView() throws {
        // Xcode 11 … 14.0 left a home-button iPhone's status bar out of the safe area: the same
        // views saved by Xcode 11 (14868) are all at the top.
        let text = try String(contentsOf: fixturesURL.appendingPathComponent("HomeButtonStatusBarXcode10.xib"), encoding: .utf8)
            .replacingOccurrences(of: "toolsVersion=\"14490.70\"", with: "toolsVersion=\"14868\"")
        let c = try compareLayout(text).0
        #expect(c.view("screen-pinned")?.frame.minY == 0)
        #expect(c.view("none-pinned")?.frame.minY == 0)
        #expect(c.view("short-pinned")?.frame.minY == 0)
    }

    func shortViews(tools: String? = nil) throws -> NibLayoutComparison {
        guard let tools else { return try compareFixture("ShortViewStatusBarXcode9.xib") }
        let text = try String(contentsOf: fixturesURL.appendingPathComponent("ShortViewStatusBarXcode9.xib"), encoding: .utf8)
            .replacingOccurrences(of: "toolsVersion=\"14113\"", with: "toolsVersion=\"\(tools)\"")
        return try compareLayout(text).0
    }

    @Test func xcode9And10LeaveTheStatusBarOutOfAViewShorterThan480pt() throws {
        // `ShortViewStatusBarXcode9.xib`: RocketChat's, stepik's and openfoodfacts' freeform
        // views of 44 … 351 pt (Xcode 9.2 … 10.1) pin views to the safe area at y = 0, their
        // 496 … 600 pt ones at y = 20; a view wider than the screen is no exception.
        let c = try shortViews()
        #expect(c.view("short-pinned")?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(c.view("wide-pinned")?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(c.view("tall-pinned")?.frame == CGRect(x: 0, y: 20, width: 100, height: 50))
        #expect(c.agree == c.total && c.total == 3)
    }

    @Test func xcode14_1KeepsTheStatusBarInAShortView() throws {
        // From Xcode 14.1 a freeform view keeps the status bar at any height (VLC's 44 pt
        // player controls; canvas-ios' 160 and 240 pt scenes): the same file saved by 21701.
        let c = try shortViews(tools: "21701")
        #expect(c.view("short-pinned")?.frame.minY == 20)
        #expect(c.view("wide-pinned")?.frame.minY == 20)
        #expect(c.view("tall-pinned")?.frame.minY == 20)
    }
}
