import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

@MainActor
@Suite struct LayoutCompareAlignmentTests {
    /// A slider pinned 8 pt from the sides and 100 pt from the top: its alignment rect is
    /// (8, 100; 359×30), the frame IB stores (6, 100; 363×31).
    @Test func sliderFramesIncludeAlignmentInsets() throws {
        let text = canvasXib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <slider opaque="NO" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
                            <rect key="frame" x="6" y="100" width="363" height="31"/>
                        </slider>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                            <rect key="frame" x="0.0" y="138" width="375" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" constant="8" id="c2"/>
                        <constraint firstItem="sl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                        <constraint firstItem="below" firstAttribute="top" secondItem="sl" secondAttribute="bottom" constant="8" id="c4"/>
                        <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                        <constraint firstItem="below" firstAttribute="width" secondItem="root" secondAttribute="width" id="c6"/>
                        <constraint firstItem="below" firstAttribute="height" constant="10" id="c7"/>
                    </constraints>
                </view>
        """)
        for mode in NibIntrinsicSizes.allCases {
            let (c, result) = try compareLayout(text, intrinsic: mode)
            #expect(c.view("sl")?.frame == CGRect(x: 6, y: 100, width: 363, height: 31), "\(mode)")
            // The layout places the alignment rect: 30 pt tall, the next view 8 pt below it.
            #expect((result.objectsByID["sl"] as? View)?.frame == CGRect(x: 8, y: 100, width: 359, height: 30), "\(mode)")
            #expect(c.view("below")?.frame.minY == 138, "\(mode)")
            #expect(c.agree == 2, "\(mode)")
        }
        #expect(NibAlignmentInsets.frame(forAlignmentRect: CGRect(x: 8, y: 100, width: 359, height: 30),
                                         insets: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)) == CGRect(x: 6, y: 100, width: 363, height: 31))
    }
}

extension LayoutCompareAlignmentTests {
    /// Info and detail-disclosure buttons are 22×22 in UIKit and IB; a plain system button
    /// without title or image stays 30×30.
    @Test func infoButtonsAreTheirGlyphSize() throws {
        func button(_ type: String) -> String {
            canvasXib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="48"/>
                    <subviews>
                        <button opaque="NO" buttonType="\(type)" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="10" y="13" width="22" height="22"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstItem="b" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                    </constraints>
                </view>
            """)
        }
        for type in ["infoLight", "infoDark", "detailDisclosure", "contactAdd"] {
            let (c, _) = try compareLayout(button(type), intrinsic: .fonts)
            #expect(c.view("b")?.frame == CGRect(x: 10, y: 13, width: 22, height: 22), "\(type)")
            #expect(c.agree == 1, "\(type)")
        }
        let (plain, _) = try compareLayout(button("system"), intrinsic: .fonts)
        #expect(plain.view("b")?.frame == CGRect(x: 10, y: 9, width: 30, height: 30))
        #expect(plain.agree == 0)
    }
}
