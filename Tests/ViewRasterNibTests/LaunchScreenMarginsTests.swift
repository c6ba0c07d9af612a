import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A launch screen's view is a view controller's root in every Xcode (docs/canvas-rules.md,
/// "Top-level views"), on `Tests/Fixtures/xib/LaunchScreenMargins.xib` (Xcode 8.3): frames
/// worked out by hand from a root's margins, 20 pt at the sides of a 480 pt view, 0 below.
@MainActor
@Suite struct LaunchScreenMarginsTests {
    func fixtureText() throws -> String {
        try String(contentsOf: fixturesURL.appendingPathComponent("LaunchScreenMargins.xib"), encoding: .utf8)
    }

    @Test func aLaunchScreenHasARootsMargins() throws {
        let c = try compareLayout(fixtureText()).0
        #expect(c.view("launch-footer")?.frame == CGRect(x: 20, y: 439, width: 440, height: 21))
        #expect(c.agree == c.total && c.total == 1)
    }

    @Test func anOtherwiseEqualXcode8ViewHasAPlainViewsMargins() throws {
        // Without `launchScreen="YES"` an Xcode 8 top-level view keeps a plain view's 8 pt.
        let c = try compareLayout(fixtureText().replacingOccurrences(of: "launchScreen=\"YES\" ", with: "")).0
        #expect(c.view("launch-footer")?.frame == CGRect(x: 8, y: 431, width: 464, height: 21))
    }
}
