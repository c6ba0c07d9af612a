import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A scroll view's subview pinned to both of its side edges and centred on it: the edges
/// attach to the content area, the centre to the frame (Apple's Auto Layout Guide, "Working
/// with Scroll Views"), so with unequal pins a running app's engine keeps the centre and lets
/// the content scroll; IB's canvas lays the subview as wide as the frame between the pins and
/// gives the centre up, as the files that have such pins store it (KIKOInstaller, set AO;
/// AlphaProTracker, InnocentMinds_iOS and Dentic, set AR: docs/nib-layout-agreement.md, "Set AR
/// (session 45, layoutAR)").
@MainActor
@Suite struct ScrollContentCentringTests {
    /// A 375 × 600 scroll view at the top of an iPhone 8's root holds `content`, 300 tall,
    /// pinned to its top, leading edge and bottom, `trailing` pt inside its trailing edge and
    /// centred on it; `box` is pinned 20 pt inside both of the content's sides, 10 pt down.
    static func xib(trailing: Int) -> String {
        canvasXib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <scrollView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="20" y="10" width="335" height="10"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="10" id="bh"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" constant="300" id="ch"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="bl"/>
                                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="bt"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="btop"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="cl"/>
                            <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" constant="\(trailing)" id="ct"/>
                            <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="ctop"/>
                            <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="cb"/>
                            <constraint firstItem="content" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="cc"/>
                        </constraints>
                    </scrollView>
                </subviews>
                <constraints>
                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s2"/>
                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s3"/>
                    <constraint firstItem="scroll" firstAttribute="height" constant="600" id="s4"/>
                </constraints>
            </view>
        """)
    }

    /// By hand, AlphaProTracker's pins (`scroll.trailing = content.trailing − 1`): IB's
    /// canvas makes the content as wide as the 375 pt frame between pins 0 and −1, so 376 wide,
    /// and the box 376 − 40 = 336; centred on the frame it would be 375 (the centre at 187.5).
    @Test func unequalPinsWidenTheContentOnTheCanvas() throws {
        let (c, log) = try compareLayoutLogging(Self.xib(trailing: -1))
        #expect(c.view("content")?.frame == CGRect(x: 0, y: 0, width: 376, height: 300))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 10, width: 336, height: 10))
        #expect(!log.contains { $0.contains("Unable to simultaneously satisfy") })
    }

    /// Pins of 30 and 29 (InnocentMinds_iOS' cell): 375 − 59 = 316, not the centre's 315.
    @Test func insetPinsLeaveTheFrameBetweenThem() throws {
        let text = Self.xib(trailing: 29).replacingOccurrences(of: #"secondAttribute="leading" id="cl""#,
                                                               with: #"secondAttribute="leading" constant="30" id="cl""#)
        let (c, _) = try compareLayout(text, intrinsic: .stored)
        #expect(c.view("content")?.frame == CGRect(x: 30, y: 0, width: 316, height: 300))
    }

    /// Equal pins: the centre and the pins agree, the content is the frame's 375 either way.
    @Test func equalPinsAreUnchanged() throws {
        let (c, _) = try compareLayout(Self.xib(trailing: 0), intrinsic: .stored)
        #expect(c.view("content")?.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
        #expect(c.view("box")?.frame == CGRect(x: 20, y: 10, width: 335, height: 10))
    }

    /// A running app keeps the centre on the frame: the content 375 wide at x = 0, its
    /// trailing pin making the scrollable content 374 wide.
    @Test func aRunningAppKeepsTheCentre() throws {
        let result = try loadCanvasXib(Self.xib(trailing: -1))
        let root = try #require(result.objectsByID["root"] as? View)
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.layoutIfNeeded()
        let content = try #require(result.objectsByID["content"] as? View)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
        let scroll = try #require(result.objectsByID["scroll"] as? ScrollView)
        #expect(scroll.contentSize.width == 374)
    }
}
