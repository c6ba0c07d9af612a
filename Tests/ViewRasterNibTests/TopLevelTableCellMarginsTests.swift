import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// From Xcode 11 on a top-level table cell's margins hold no safe-area insets on IB's canvas:
/// a content view that preserves them keeps its own 11 pt at the top and bottom
/// (docs/canvas-rules.md, "Top-level views"). A 414 × 60 cell on an XR, a box on the content
/// view's four margins, frames by hand (sides: a table's 20 pt at 414 pt).
@MainActor
@Suite struct TopLevelTableCellMarginsTests {
    @Test func aPreservingContentViewKeepsElevenPointsUnderTheStatusBar() throws {
        let body = marginBoxCellBody(x: 20, width: 374, height: 38)
        let cell = canvasTableCell(width: 414, height: 60, extra: #"preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO""#, body)
        let (c, _) = try compareLayout(canvasXib(cell, tools: "17156", device: "retina6_1"))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 11, width: 374, height: 38))
        #expect(c.agree == c.total)
    }
}
