import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// UISegmentedControl's intrinsic width on iOS 13 and later: every segment as wide as the
/// widest 13 pt title plus 20 pt, or with `apportionsSegmentWidthsByContent` each as wide as its
/// own title plus 20 pt. The titles' widths are measured here with the same font; the rule is
/// what the test derives the sizes from.
@MainActor
@Suite struct SegmentedControlIntrinsicWidthTests {
    func titleWidth(_ s: String) -> CGFloat { TextLayout.titleSize(s, font: .systemFont(ofSize: 13)).width }

    @Test func everySegmentIsAsWideAsTheWidestTitlePlus20() {
        let seg = SegmentedControl(items: ["Off", "Default", "Restore"])
        let widest = max(titleWidth("Off"), titleWidth("Default"), titleWidth("Restore"))
        #expect(abs(seg.intrinsicContentSize.width - 3 * (widest + 20)) < 0.001)
        #expect(seg.intrinsicContentSize.height == 32)
    }

    @Test func apportionedSegmentsAreAsWideAsTheirOwnTitlesPlus20() {
        let seg = SegmentedControl(items: ["Primary", "All"])
        seg.apportionsSegmentWidthsByContent = true
        #expect(abs(seg.intrinsicContentSize.width - (titleWidth("Primary") + 20 + titleWidth("All") + 20)) < 0.001)
    }

    func xib(apportions: Bool) -> String {
        let attribute = apportions ? #" apportionsSegmentWidthsByContent="YES""# : ""
        return canvasXib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0"\(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <segments>
                            <segment title="Flat"/>
                            <segment title="Native"/>
                        </segments>
                    </segmentedControl>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                <constraints>
                    <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                </constraints>
            </view>
            """, tools: "22155", device: "retina6_1")
    }

    /// Pinned by its top and leading edges only, a segmented control of an Xcode 14 file is
    /// stored at its intrinsic width (on the @2x canvas's half points) and 32 pt tall.
    @Test func aSegmentedControlPinnedByOneEdgeTakesItsIntrinsicWidth() throws {
        let equal = 2 * (max(titleWidth("Flat"), titleWidth("Native")) + 20)
        let c = try compareLayout(xib(apportions: false)).0
        let frame = try #require(c.view("seg")?.frame)
        #expect(frame.origin == CGPoint(x: 16, y: 20) && frame.height == 32)
        #expect(abs(frame.width - equal) <= 0.5)

        let apportioned = titleWidth("Flat") + titleWidth("Native") + 40
        let a = try #require(try compareLayout(xib(apportions: true)).0.view("seg")?.frame)
        #expect(abs(a.width - apportioned) <= 0.5)
        #expect(a.width < frame.width)
    }
}
