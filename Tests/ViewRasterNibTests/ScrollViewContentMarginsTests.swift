import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A scroll view's margins related to its content attach to the content area (Apple's Auto
/// Layout Guide, "Working with Scroll Views": "Constraints between the edges or margins of the
/// scroll view and its content attach to the scroll view's content area"; widths, heights and
/// centres stay on the frame). Set AO's ChoresWorker Booking and Profile storyboards store
/// their labels so (docs/nib-layout-agreement.md, "Set AO (session 42, layoutAO)").
@MainActor
@Suite struct ScrollViewContentMarginsTests {
    /// A 375 × 200 scroll view at y = 100 (a plain view's 8 pt margins, out of the safe area's
    /// way) holds `label` pinned 16 pt past its leading margin and its trailing margin, 16 pt
    /// below its top margin, 30 pt above its bottom margin, 21 pt tall and centred on it; `badge`,
    /// outside it, ends on its trailing margin.
    static let xib = canvasXib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <scrollView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                        <rect key="frame" x="0.0" y="100" width="375" height="200"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="24" y="24" width="327" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="21" id="lh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="label" firstAttribute="leading" secondItem="scroll" secondAttribute="leadingMargin" constant="16" id="ll"/>
                            <constraint firstItem="label" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailingMargin" constant="16" id="lt"/>
                            <constraint firstItem="label" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="lc"/>
                            <constraint firstItem="label" firstAttribute="top" secondItem="scroll" secondAttribute="topMargin" constant="16" id="ltop"/>
                            <constraint firstItem="scroll" firstAttribute="bottomMargin" secondItem="label" secondAttribute="bottom" constant="30" id="lb"/>
                        </constraints>
                    </scrollView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                        <rect key="frame" x="327" y="400" width="40" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="bw"/>
                            <constraint firstAttribute="height" constant="40" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s2"/>
                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s3"/>
                    <constraint firstItem="scroll" firstAttribute="height" constant="200" id="s4"/>
                    <constraint firstItem="badge" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailingMargin" id="b1"/>
                    <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="400" id="b2"/>
                </constraints>
            </view>
    """)

    /// By hand: the leading margin is the content's left plus 8, so the label starts at
    /// 8 + 16 = 24; centred on the frame's 187.5 it is 2 × (187.5 − 24) = 327 wide, ending at 351;
    /// its trailing pin puts the content's right margin 16 pt to the left of that, at 335, so the
    /// content is 335 + 8 = 343 wide. Down: 8 + 16 = 24, 21 tall, the content's bottom margin
    /// 30 pt below the label at 75, the content 75 + 8 = 83 tall. With the frame's margins the
    /// three side pins would conflict (a 16 pt trailing inset past 367 and the centre).
    @Test func marginsRelatedToTheContentAttachToTheContentArea() throws {
        let (c, log) = try compareLayoutLogging(Self.xib)
        #expect(c.view("label")?.frame == CGRect(x: 24, y: 24, width: 327, height: 21))
        #expect(!log.contains { $0.contains("Unable to simultaneously satisfy") })
        let result = try loadCanvasXib(Self.xib)
        _ = NibLayoutComparison.run(result, intrinsic: .stored)
        let scroll = try #require(result.objectsByID["scroll"] as? ScrollView)
        #expect(scroll.contentSize == CGSize(width: 343, height: 83))
    }

    /// A view outside the scroll view pinned to its trailing margin keeps the frame's: 375 − 8.
    @Test func marginsRelatedToAViewOutsideStayOnTheFrame() throws {
        let (c, _) = try compareLayout(Self.xib, intrinsic: .stored)
        #expect(c.view("badge")?.frame == CGRect(x: 327, y: 400, width: 40, height: 40))
        #expect(c.agree == c.total)
    }
}
