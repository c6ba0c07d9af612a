import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// IB's `semanticContentAttribute` (the Attributes inspector's "Semantic") on a view: loaded,
/// and laid out as UIKit does (the forced view's subviews flip; the view stays where its own
/// constraints put it). Frames by hand.
@MainActor
@Suite struct SemanticContentAttributeNibTests {
    /// A 200 × 100 box forced right to left, pinned leading 20 in a 320 pt root, holding a
    /// 40 × 20 dot pinned leading 10: the box at x = 20, the dot 10 from the box's right edge
    /// (200 − 10 − 40 = 150).
    func boxXib(_ attribute: String) -> String {
        let dot = canvasView("dot", #"x="150" y="0" width="40" height="20""#, """
            <constraints>
                <constraint firstAttribute="width" constant="40" id="dw"/>
                <constraint firstAttribute="height" constant="20" id="dh"/>
            </constraints>
            """)
        let box = canvasView("box", #"x="20" y="20" width="200" height="100""#, """
            <subviews>
            \(dot)
            </subviews>
            <constraints>
                <constraint firstAttribute="width" constant="200" id="bw"/>
                <constraint firstAttribute="height" constant="100" id="bh"/>
                <constraint firstItem="dot" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="10" id="dl"/>
                <constraint firstItem="dot" firstAttribute="top" secondItem="box" secondAttribute="top" id="dt"/>
            </constraints>
            """, extra: #"semanticContentAttribute="\#(attribute)""#)
        return canvasXib(canvasRoot("320x200", box, """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bl"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="bt"/>
            """))
    }

    @Test func aForcedRightToLeftViewLoadsItsAttributeAndFlipsItsSubviews() throws {
        let (c, r) = try compareLayout(boxXib("forceRightToLeft"))
        #expect((r.object(id: "box") as? View)?.semanticContentAttribute == .forceRightToLeft)
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 20, width: 200, height: 100))
        #expect(c.view("dot")?.frame == CGRect(x: 150, y: 0, width: 40, height: 20))
        #expect(c.agree == c.total)
    }

    /// An unknown value is left unset and warned about, as an unknown content mode is.
    @Test func anUnknownValueIsWarnedAbout() throws {
        let r = try loadCanvasXib(boxXib("sideways"))
        #expect((r.object(id: "box") as? View)?.semanticContentAttribute == .unspecified)
        #expect(r.warnings.contains { $0.message.contains("unknown semanticContentAttribute \"sideways\"") }, "\(r.warnings)")
    }
}
