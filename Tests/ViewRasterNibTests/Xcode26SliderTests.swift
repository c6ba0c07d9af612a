import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Xcode 26 draws iOS 26's slider on its canvas: a frame 34 pt tall that is its alignment rect
/// (no 2 pt on each side, no 1 pt at the bottom). Before, iOS 13–18's slider: a 30 pt alignment
/// rect in a frame 2 pt wider on each side and 1 pt taller, 31 pt. A slider pinned 20 pt from
/// both sides of a 320 pt view and 20 pt from its top, with a view pinned 8 pt below it:
///
/// - Xcode 26 (24128): the slider's frame is (20, 20, 280, 34) and the view is at y = 20 + 34 + 8 = 62;
/// - Xcode 16.3 (23727): its alignment rect is (20, 20, 280, 30), its frame (18, 20, 284, 31),
///   and the view at y = 20 + 30 + 8 = 58;
/// - a beta's placeholder build (32700.99.1234) keeps the older slider.
@MainActor
@Suite struct Xcode26SliderTests {
    func xib(tools: String, sliderFrame: String = #"x="0.0" y="0.0" width="10" height="10""#,
             belowY: String = "0.0") -> String {
        canvasXib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld">
                        <rect key="frame" \(sliderFrame)/>
                    </slider>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                        <rect key="frame" x="20" y="\(belowY)" width="280" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="10" id="h1"/>
                        </constraints>
                    </view>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                <constraints>
                    <constraint firstItem="sld" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="sld" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="sld" secondAttribute="trailing" constant="20" id="c3"/>
                    <constraint firstItem="below" firstAttribute="top" secondItem="sld" secondAttribute="bottom" constant="8" id="c4"/>
                    <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
                    <constraint firstAttribute="trailing" secondItem="below" secondAttribute="trailing" constant="20" id="c6"/>
                </constraints>
            </view>
            """, tools: tools, device: "retina6_1")
    }

    @Test func xcode26SlidersAre34PointsTallFramesOnTheirConstraints() throws {
        let c = try compareLayout(xib(tools: "24128")).0
        #expect(c.view("sld")?.frame == CGRect(x: 20, y: 20, width: 280, height: 34))
        #expect(c.view("below")?.frame == CGRect(x: 20, y: 62, width: 280, height: 10))
    }

    @Test func earlierSlidersHaveA30PointAlignmentRectInA31PointFrame() throws {
        for tools in ["23727", "32700.99.1234"] {
            let c = try compareLayout(xib(tools: tools)).0
            #expect(c.view("sld")?.frame == CGRect(x: 18, y: 20, width: 284, height: 31), "\(tools)")
            #expect(c.view("below")?.frame == CGRect(x: 20, y: 58, width: 280, height: 10), "\(tools)")
        }
    }

    /// With stored intrinsic sizes, an Xcode 26 slider stored as IB does (x = 20, 34 pt) agrees:
    /// its stored frame is its alignment rect, not 4 pt wider.
    @Test func xcode26StoredSliderFrameIsItsAlignmentRect() throws {
        let text = xib(tools: "24128", sliderFrame: #"x="20" y="20" width="280" height="34""#, belowY: "62")
        let c = try compareLayout(text, intrinsic: .stored).0
        #expect(c.view("sld")?.frame == CGRect(x: 20, y: 20, width: 280, height: 34))
        #expect(c.view("sld")?.agrees == true)
        #expect(c.view("below")?.agrees == true)
    }
}
