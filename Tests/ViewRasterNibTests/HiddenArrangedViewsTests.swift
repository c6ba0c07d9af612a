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

    @Test func aStoppedActivityIndicatorKeepsItsPlaceOnTheCanvas() throws {
        // `StoppedActivityIndicator.xib`: IB writes hidden="YES" for an indicator that hides when
        // stopped, but its canvas shows it and the stack arranges it (pocket-casts' EpisodeCell
        // and UserEpisodeDetailViewController: the next view 16 + 5 pt on); one the designer
        // hid, without hidesWhenStopped, collapses as any hidden view.
        let c = try compareFixture("StoppedActivityIndicator.xib")
        #expect(c.view("ai")?.frame == CGRect(x: 0, y: 0, width: 16, height: 16))
        #expect(c.view("ai-next")?.frame == CGRect(x: 21, y: 0, width: 16, height: 16))
        #expect(c.view("ai-row")?.frame == CGRect(x: 0, y: 0, width: 37, height: 16))
        #expect(c.view("plain-next")?.frame == CGRect(x: 0, y: 0, width: 16, height: 16))
        #expect(c.view("plain")?.frame == CGRect(x: -16, y: 0, width: 16, height: 16))
        #expect(c.agree == c.total && c.total == 6)
    }

    @Test func aRunningAppHidesTheStoppedIndicator() throws {
        // UIKit hides a stopped indicator that hides when stopped, and the stack collapses it:
        // loaded as an app loads it, the indicator stays hidden.
        let text = try String(contentsOf: fixturesURL.appendingPathComponent("StoppedActivityIndicator.xib"), encoding: .utf8)
        let result = try Nib(data: Data(text.utf8), name: "StoppedActivityIndicator.xib",
                             options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil)).load(owner: nil)
        let indicator = try #require(result.views.first { result.id(of: $0) == "ai" } as? ActivityIndicatorView)
        #expect(indicator.isHidden && indicator.hidesWhenStopped && !indicator.isAnimating)
    }
}
