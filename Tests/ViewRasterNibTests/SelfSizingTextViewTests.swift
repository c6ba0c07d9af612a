import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A text view with scrolling off sizes itself to its text (docs/canvas-rules.md, "Views"), on
/// `Tests/Fixtures/xib/SelfSizingTextView.xib`: the heights are worked out by hand from the
/// text's line height and the container's insets.
@MainActor
@Suite struct SelfSizingTextViewTests {
    @Test func aTextViewWithoutScrollingIsAsTallAsItsText() throws {
        // One 17 pt line, 20.5 pt at @2x, plus 8 + 8 pt of container insets: 36.5 pt, which its
        // content hugging (250) keeps against a 100 pt height at priority 200; the view pinned
        // 8 pt below follows at 54.5.
        let c = try compareFixture("SelfSizingTextView.xib")
        #expect(c.view("tv-fixed")?.frame == CGRect(x: 20, y: 10, width: 200, height: 36.5))
        #expect(c.view("tv-below")?.frame == CGRect(x: 20, y: 54.5, width: 200, height: 20))
    }

    @Test func aScrollingTextViewHasNoIntrinsicHeight() throws {
        // Scrolling (the default), the text view has no intrinsic size: the 200 height holds.
        let c = try compareFixture("SelfSizingTextView.xib")
        #expect(c.view("tv-scrolls")?.frame == CGRect(x: 20, y: 100, width: 200, height: 100))
        #expect(c.agree == c.total && c.total == 3)
    }

    @Test func theLoaderReadsScrollEnabled() throws {
        let text = try String(contentsOf: fixturesURL.appendingPathComponent("SelfSizingTextView.xib"), encoding: .utf8)
        let result = try Nib(data: Data(text.utf8), name: "SelfSizingTextView.xib",
                             options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil)).load(owner: nil)
        let fixed = try #require(result.views.first { result.id(of: $0) == "tv-fixed" } as? TextView)
        let scrolls = try #require(result.views.first { result.id(of: $0) == "tv-scrolls" } as? TextView)
        #expect(!fixed.isScrollEnabled && scrolls.isScrollEnabled)
        #expect(scrolls.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }
}
