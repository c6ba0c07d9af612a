import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Files Xcode 7 or 8 saved store whole-point edges, but IB measured their labels on the
/// @2x grid: a 17 pt label pinned at its top-left corner is stored 21 pt tall (its 20.29 pt line
/// is 20.5 at @2x, whose .5 IB rounded up), as RxSwift's and Hero's cells show. The canvas lays
/// such files out unsnapped, and measures their labels at @2x from Xcode 7 (iOS 9's San
/// Francisco) on.
@MainActor
@Suite struct WholePointLabelTests {
    func label(tools: String, stored: String) throws -> NibViewComparison? {
        let text = canvasXib(canvasRoot("320x100", """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="purple" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="20" y="20" \(stored)/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
            """, """
                    <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            """), tools: tools)
        return try compareLayout(text).0.view("label")
    }

    @Test func xcode8LabelsMeasureOnTheTwoXGrid() throws {
        let font = Font.systemFont(ofSize: 17)
        let exact = TextLayout(text: "purple", font: font, numberOfLines: 1).frame(width: nil).size
        let twoX = TextLayout(text: "purple", font: font, numberOfLines: 1).intrinsicSize(scale: 2)
        // IB's stored frame: the @2x size's edges, .5 rounded up to whole points.
        let stored = "width=\"\((twoX.width).rounded(.up))\" height=\"\((twoX.height).rounded(.up))\""
        let old = try #require(try label(tools: "11762", stored: stored))
        #expect(old.frame.size == twoX)
        #expect(old.agrees == true)
        #expect(exact.height < twoX.height)
        // Xcode 9 and later snap to the canvas's half points anyway: the same size.
        let new = try #require(try label(tools: "17156", stored: "width=\"\(twoX.width)\" height=\"\(twoX.height)\""))
        #expect(new.frame.size == twoX)
        #expect(new.agrees == true)
        // Xcode 6 (iOS 8's Helvetica Neue, not measured here): laid out unsnapped as before.
        let xcode6 = try #require(try label(tools: "6250", stored: stored))
        #expect(xcode6.frame.size == TextLayout(text: "purple", font: font, numberOfLines: 1).intrinsicSize(scale: 256))
        #expect(xcode6.frame.height < twoX.height)
    }
}
