import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Files Xcode 7 or 8 saved store whole-point edges, but IB measured their labels on the
/// @2x grid: a 17 pt label pinned at its top-left corner is stored 21 pt tall (its 20.29 pt line
/// is 20.5 at @2x, whose .5 IB rounded up), as RxSwift's and Hero's cells show. The canvas lays
/// such files out unsnapped, and measures their labels at @2x (before Xcode 7 all but a text
/// style's).
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
        // Xcode 6 (iOS 8's system line is SF's): on the same grid.
        let xcode6 = try #require(try label(tools: "6250", stored: stored))
        #expect(xcode6.frame.size == twoX)
        #expect(xcode6.agrees == true)
    }

    /// A label in a named font of Xcode 5 (5053) measures on the @2x grid: Verdana 14 pt, whose line is
    /// (2059 + 430) / 2048 × 14 = 17.016 pt, is 17.5 on the @2x grid, stored 18 (CNiPhoneApp's
    /// "User Name"); a second label pinned under it starts at 20 + 17.5 = 37.5, stored 38.
    @Test func xcode5LabelsMeasureOnTheTwoXGrid() throws {
        func verdana(_ id: String, _ y: Int) -> String {
            """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="User Name" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="20" y="\(y)" width="200" height="18"/>
                        <constraints><constraint firstAttribute="width" constant="200" id="w-\(id)"/></constraints>
                        <fontDescription key="fontDescription" name="Verdana" family="Verdana" pointSize="14"/>
                    </label>
            """
        }
        let text = canvasXib(canvasRoot("320x100", verdana("first", 20) + verdana("second", 38), """
                    <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                    <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" id="c3"/>
                    <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="leading" id="c4"/>
            """), tools: "5053")
        let comparison = try compareLayout(text, intrinsic: .fonts).0
        let first = try #require(comparison.view("first")), second = try #require(comparison.view("second"))
        #expect(first.frame == CGRect(x: 20, y: 20, width: 200, height: 17.5))
        #expect(second.frame.minY == 37.5)
        #expect(first.agrees == true && second.agrees == true)
    }
}
