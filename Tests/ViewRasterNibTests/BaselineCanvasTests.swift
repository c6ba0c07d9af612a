import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Baseline constraints on IB's canvas (docs/canvas-rules.md, "Views"): a text field's and a
/// button's baselines are their text's, centred in the height they get. Frames worked out by
/// hand from SF's metrics at 17 pt (ascender 16.19, line 20.29: the baseline 6.04 below the
/// centre of the line) and 15 pt (14.28, 17.90: 5.33).
@MainActor
@Suite struct BaselineCanvasTests {
    /// A 320 × `height` view whose body-style text field fills its height at x = 50, with a
    /// label and a system button on the field's first baseline.
    func layout(height: String) throws -> NibLayoutComparison {
        let field = canvasView("field", #"x="50" y="0.0" width="220" height="\#(height)""#, """
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <textInputTraits key="textInputTraits"/>
            """, extra: #"contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="min""#, element: "textField")
        let label = canvasView("label", #"x="0.0" y="0.0" width="42" height="20.5""#, """
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            """, extra: #"text="Low" horizontalHuggingPriority="251" verticalHuggingPriority="251""#, element: "label")
        let button = canvasView("button", #"x="278" y="0.0" width="30" height="30""#, """
            <state key="normal" title="Go"/>
            """, extra: #"buttonType="system""#, element: "button")
        let root = canvasRoot("320x\(height)", field + label + button, """
            <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstAttribute="bottom" secondItem="field" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="50" id="c3"/>
            <constraint firstItem="field" firstAttribute="width" constant="220" id="c4"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
            <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="field" secondAttribute="firstBaseline" id="c6"/>
            <constraint firstItem="button" firstAttribute="leading" secondItem="field" secondAttribute="trailing" constant="8" id="c7"/>
            <constraint firstItem="button" firstAttribute="firstBaseline" secondItem="field" secondAttribute="firstBaseline" id="c8"/>
            """, rootExtra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        return try compareLayout(canvasXib(root, tools: "14854.2", device: "retina4_7")).0
    }

    @Test func labelsAndButtonsSitOnAStretchedFieldsBaseline() throws {
        // LoopKit's RepeatingScheduleValueTableViewCell: a 43.5 pt body field; its baseline is
        // 21.75 + 6.04 = 27.79 down, the 20.5 pt label's centre 6.04 above that (y 11.5, where
        // IB stored it) and the 30 pt button's 5.33 above it (y 7.46 → 7.5 on the @2x grid).
        let c = try layout(height: "43.5")
        #expect(c.view("label")?.frame.minY == 11.5)
        #expect(c.view("button")?.frame.minY == 7.5)
        // Shorter fields (LoopKit's TextFieldTableViewCell and DecimalTextFieldTableViewCell
        // have 32 and 13.5 pt ones): the label follows the field's centre, at 16.25 − 10.25
        // and 6.75 − 10.25.
        #expect(try layout(height: "32.5").view("label")?.frame.minY == 6)
        #expect(try layout(height: "13.5").view("label")?.frame.minY == -3.5)
    }
}
