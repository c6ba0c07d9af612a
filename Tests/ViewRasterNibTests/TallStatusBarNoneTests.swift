import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// "Status Bar: None" on a top-level view taller than an iPhone-with-home-button's screen in
/// Xcode 9 and 10 (docs/canvas-rules.md, "Simulated metrics"), on
/// `Tests/Fixtures/xib/TallStatusBarNoneXcode9.xib`: the frames are worked out by hand from the
/// iPhone 8's 20 pt status bar.
@MainActor
@Suite struct TallStatusBarNoneTests {
    func text(tools: String? = nil) throws -> String {
        let text = try String(contentsOf: fixturesURL.appendingPathComponent("TallStatusBarNoneXcode9.xib"), encoding: .utf8)
        return tools.map { text.replacingOccurrences(of: #"toolsVersion="13771""#, with: #"toolsVersion="\#($0)""#) } ?? text
    }

    @Test func aViewTallerThanTheScreenKeepsTheStatusBar() throws {
        // Coding-iOS' Launch Screen (Xcode 9.2, 480 × 888 freeform, "None"): its safe view
        // pinned to the safe area at y = 20, 868 tall, the logo 55 pt above its bottom.
        let c = try compareLayout(try text()).0
        #expect(c.view("safe-view")?.frame == CGRect(x: 0, y: 20, width: 480, height: 868))
        #expect(c.view("logo")?.frame == CGRect(x: 207.5, y: 780.5, width: 65, height: 65))
        #expect(c.agree == c.total && c.total == 2)
        // Xcode 10 too.
        #expect(try compareLayout(try text(tools: "14490.70")).0.view("safe-view")?.frame.minY == 20)
    }

    @Test func xcode11LeavesItOut() throws {
        // Xcode 11 … 14.0 left a home-button iPhone's status bar out of every safe area.
        let c = try compareLayout(try text(tools: "14868")).0
        #expect(c.view("safe-view")?.frame == CGRect(x: 0, y: 0, width: 480, height: 888))
    }
}
