import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Xcode 16.3 on (`toolsVersion` 23700 …, but Xcode 26's betas) counts a full-screen iPhone's portrait safe-area insets twice on its canvas
/// (docs/canvas-rules.md, "The device"), on `Tests/Fixtures/xib/SafeAreaTwice.xib`: an XR's
/// 48 pt status bar and 34 pt home indicator; the frames are worked out by hand.
@MainActor
@Suite struct SafeAreaTwiceTests {
    func fixture(tools: String? = nil) throws -> String {
        let text = try String(contentsOf: fixturesURL.appendingPathComponent("SafeAreaTwice.xib"), encoding: .utf8)
        return tools.map { text.replacingOccurrences(of: #"toolsVersion="24765""#, with: #"toolsVersion="\#($0)""#) } ?? text
    }

    @Test func xcode26StoresTheInsetsTwice() throws {
        // 96 + 15 down, 68 above the bottom: 896 − 68 − 111 = 717 tall.
        let c = try compareLayout(try fixture()).0
        #expect(c.view("st-content")?.frame == CGRect(x: 15, y: 111, width: 384, height: 717))
        #expect(c.agree == 1 && c.total == 1)
        // The same file from 24506 and from Xcode 26's first build seen, 24127 (quickstart-ios'
        // database example stores its navigation bar at y = 2 × 59), too.
        #expect(try compareLayout(try fixture(tools: "24506")).0.view("st-content")?.frame.minY == 111)
        #expect(try compareLayout(try fixture(tools: "24127")).0.view("st-content")?.frame.minY == 111)
    }

    @Test func xcode16_3StoresTheInsetsTwiceToo() throws {
        // canvas-ios' ExternalURLViewController, saved by 23727 (Xcode 16.3) in April 2025: its
        // label 16 pt below an XR's safe area moved from y = 60 to 112 = 2 × 48 + 16, its button
        // on the safe area's bottom 68 pt above the bottom. Here 96 + 15 down, 717 tall.
        let f = try compareLayout(try fixture(tools: "23727")).0.view("st-content")?.frame
        #expect(f == CGRect(x: 15, y: 111, width: 384, height: 717))
    }

    @Test func xcode26NavigationBarIsFiftyFourPoints() throws {
        // A simulated navigation bar on Xcode 26's canvas is iOS 26's 54 pt (talk-ios'
        // MessageTextViewController, 24765: 2 × 48 + 54 + 10): 96 + 54 + 15 down; 44 pt under a
        // single status bar before (48 + 44 + 15).
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        func top(_ tools: String?) throws -> CGFloat? {
            let text = try fixture(tools: tools).replacingOccurrences(of: "</constraints>\n        </view>", with: "</constraints>\n            \(bar)\n        </view>")
            #expect(text.contains(bar))
            return try compareLayout(text).0.view("st-content")?.frame.minY
        }
        #expect(try top(nil) == 96 + 54 + 15)
        #expect(try top("23504") == 48 + 44 + 15)
    }

    @Test func earlierXcodesAndBetasStoreThemOnce() throws {
        // 24093.7 (GoMap's QuestBuilder, a beta of Xcode 26), 23504 (Xcode 16.2: canvas-ios'
        // LTI and grades scenes) and a beta's placeholder build (FloatingPanel's scenes):
        // 48 + 15 down, 34 above the bottom.
        for tools in ["24093.7", "23504", "32700.99.1234"] {
            let f = try compareLayout(try fixture(tools: tools)).0.view("st-content")?.frame
            #expect(f == CGRect(x: 15, y: 63, width: 384, height: 799), "\(tools)")
        }
    }

    @Test func renderDrawsThemOnce() throws {
        // A running app has the insets once: `render` lays out with the newest iOS's metrics.
        let result = try Nib(data: Data(try fixture().utf8), name: "SafeAreaTwice.xib",
                             options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil)).load(owner: nil)
        let insets = NibCanvasMetrics.rendering(result.document).safeAreaInsets
        #expect(insets.top == 48 && insets.bottom == 34)
        #expect(NibCanvasMetrics(document: result.document).safeAreaInsets.top == 96)
    }
}
