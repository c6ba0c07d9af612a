import Foundation
import Testing
@testable import ViewRasterNib
import ViewRasterText
import ViewRasterViews

/// A label's trailing spaces widen it on IB's canvas by their advance (IB stores "To: " at
/// 13 pt 22 pt wide where "To:" is 18.5; docs/system-font-metrics.md, session labels14).
@MainActor
@Suite struct TrailingSpaceLabelTests {
    /// Two 13 pt system labels pinned by their leading and top edges only, so their widths are
    /// their intrinsic widths: `bare` says "To:", `spaced` "To: ".
    func xib() -> String {
        func label(_ id: String, _ text: String, y: Int) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="30" height="16"/>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """
        }
        let pins = """
            <constraint firstItem="bare" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="bare" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
            <constraint firstItem="spaced" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="spaced" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="c4"/>
            """
        return canvasXib(canvasRoot("375x667", label("bare", "To:", y: 40) + label("spaced", "To: ", y: 80), pins))
    }

    @Test func aTrailingSpaceWidensTheLabelByItsAdvance() throws {
        let c = try compareLayout(xib()).0
        let bare = try #require(c.view("bare")?.frame), spaced = try #require(c.view("spaced")?.frame)
        // The space's advance at 13 pt: what it adds between two words.
        let font = Font.systemFont(ofSize: 13)
        func width(_ s: String) -> CGFloat { TextLayout(text: s, font: font).frame(width: nil).size.width }
        let space = width("To: x") - width("To:x")
        #expect(space > 2.5)
        // retina4_7 is @2x: each width is its text's, rounded up to half points.
        #expect(spaced.width == ((width("To:") + space) * 2 - 1e-9).rounded(.up) / 2)
        #expect(spaced.width - bare.width >= space - 0.5)
        #expect(spaced.minX == 20 && bare.minX == 20)
    }
}
