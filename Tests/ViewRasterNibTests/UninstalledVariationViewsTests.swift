import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Views a size-class variation leaves uninstalled are not compared (docs/canvas-rules.md,
/// "Views"), on `Tests/Fixtures/xib/UninstalledVariationViews.xib`.
@MainActor
@Suite struct UninstalledVariationViewsTests {
    @Test func viewsTheBaseSizeClassExcludesAreNotCompared() throws {
        // The base (`default`) variation excludes "uv-out" and nothing installs it again: it is
        // not in the hierarchy, and neither it nor its subview counts; the installed view does.
        let c = try compareFixture("UninstalledVariationViews.xib", intrinsic: .stored)
        #expect(c.view("uv-in")?.agrees == true)
        #expect(c.view("uv-out")?.agrees == nil)
        #expect(c.view("uv-out-child")?.agrees == nil)
        #expect(c.total == 1 && c.agree == 1)
    }
}
