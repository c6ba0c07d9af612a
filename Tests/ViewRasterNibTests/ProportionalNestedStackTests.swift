import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A fill-proportionally stack weighs an arranged view with no intrinsic size (a nested stack)
/// by its current size, the frame it has when the nib loads (docs/canvas-rules.md, "Views"), on
/// `Tests/Fixtures/xib/ProportionalNestedStack.xib`: the frames are worked out by hand from
/// UIKit's constraints, not read back from a layout.
@MainActor
@Suite struct ProportionalNestedStackTests {
    func comparison(_ intrinsic: NibIntrinsicSizes) throws -> NibLayoutComparison {
        try compareFixture("ProportionalNestedStack.xib", intrinsic: intrinsic)
    }

    @Test(arguments: [NibIntrinsicSizes.stored, .fonts])
    func aNestedStackKeepsItsShareAndEveryViewItsHeight(_ intrinsic: NibIntrinsicSizes) throws {
        // Shares 30 : 40 : 20 of the 90 pt left after two 10 pt gaps: each view at its own
        // height, the stack 110 pt tall. Weighed by nothing the nested stack was 0 pt tall.
        let c = try comparison(intrinsic)
        #expect(c.view("fp-stack")?.frame == CGRect(x: 20, y: 20, width: 200, height: 110))
        #expect(c.view("fp-top")?.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(c.view("fp-row")?.frame == CGRect(x: 0, y: 40, width: 200, height: 40))
        #expect(c.view("fp-item")?.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(c.view("fp-bottom")?.frame == CGRect(x: 0, y: 90, width: 200, height: 20))
        #expect(c.agree == c.total && c.total == 5)
    }
}
