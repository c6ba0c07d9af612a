import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A hidden arranged view is squeezed to 0 pt along its stack's axis unless its own required
/// constraints need room (docs/canvas-rules.md, "Views"), on
/// `Tests/Fixtures/xib/HiddenArrangedSqueeze.xib`: the frames are worked out by hand from
/// UIKit's `UISV-hiding` constraint, not read back from a layout.
@MainActor
@Suite struct HiddenArrangedSqueezeTests {
    @Test func requiredPaddingHoldsAHiddenViewOpenAndItsLabelGivesWay() throws {
        // A label padded 20 pt above and below in a hidden view: the label's compression
        // resistance (750) gives way, the required padding does not: 40 pt, the label 0 pt at
        // y = 20 (not turned inside out to −20). It sits in the middle of the 10 pt gap after
        // the first view: y = 30 + 5.
        let c = try compareFixture("HiddenArrangedSqueeze.xib")
        #expect(c.view("hs-padded")?.frame == CGRect(x: 0, y: 35, width: 200, height: 40))
        #expect(c.view("hs-padded-label")?.frame == CGRect(x: 16, y: 20, width: 168, height: 0))
    }

    @Test func aNearlyRequiredHeightInsideGivesWayToo() throws {
        // A view with a 999 height of 88 inside 10 pt padding: the 999 gives way (Amaroq's
        // hidden table rows, stored 20 pt), the hidden view is 20 pt.
        let c = try compareFixture("HiddenArrangedSqueeze.xib")
        #expect(c.view("hs-boxed")?.frame == CGRect(x: 0, y: 35, width: 200, height: 20))
        #expect(c.view("hs-box")?.frame == CGRect(x: 10, y: 10, width: 180, height: 0))
    }

    @Test func aHiddenLabelIsZeroTallAndTakesNoSpace() throws {
        // With our own fonts a 17 pt label would be 20.5 pt tall; hidden, it is 0 pt, and the
        // last view follows the first one spacing on: y = 40, the stack 70 pt tall.
        let c = try compareFixture("HiddenArrangedSqueeze.xib")
        #expect(c.view("hs-label")?.frame == CGRect(x: 0, y: 35, width: 200, height: 0))
        #expect(c.view("hs-bottom")?.frame == CGRect(x: 0, y: 40, width: 200, height: 30))
        #expect(c.view("hs-stack")?.frame == CGRect(x: 20, y: 10, width: 200, height: 70))
        #expect(c.agree == c.total && c.total == 8)
    }
}
