import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

@MainActor
@Suite struct LayoutCompareScrollViewTests {
    /// Edges pinned to a scroll view size its content (contentLayoutGuide), not the scroll
    /// view: a 600×400 content view inside a 375×200 scroll view keeps its size.
    @Test func edgesToAScrollViewBindItsContent() throws {
        let text = canvasXib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <scrollView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                            <rect key="frame" x="0.0" y="20" width="375" height="200"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="400"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="600" id="w"/>
                                        <constraint firstAttribute="height" constant="400" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="b"/>
                                <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="t"/>
                                <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="tp"/>
                                <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="l"/>
                            </constraints>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s2"/>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="s3"/>
                        <constraint firstItem="scroll" firstAttribute="height" constant="200" id="s4"/>
                    </constraints>
                </view>
        """)
        let (c, result) = try compareLayout(text)
        #expect(c.view("scroll")?.frame == CGRect(x: 0, y: 20, width: 375, height: 200))
        #expect(c.view("content")?.frame == CGRect(x: 0, y: 0, width: 600, height: 400))
        #expect(c.agree == 2 && c.total == 2)
        let scroll = try #require(result.objectsByID["scroll"] as? ScrollView)
        #expect(scroll.contentSize == CGSize(width: 600, height: 400))
        // The edge constraints name the content guide; the scroll view's own size stays on its frame.
        let bound = result.allConstraints.filter { $0.constraint.ownerID == "scroll" }
        #expect(bound.count == 4)
        for b in bound {
            if case .scrollContent(let s) = b.secondItem ?? b.firstItem { #expect(s === scroll) }
            else if case .scrollContent(let s) = b.firstItem { #expect(s === scroll) }
            else { Issue.record("constraint \(b.constraint.id) does not bind the content guide") }
        }
        let height = try #require(result.allConstraints.first { $0.constraint.id == "s4" })
        if case .view(let v) = height.firstItem { #expect(v === scroll) } else { Issue.record("height is not on the frame") }
    }

    /// Widths between a scroll view and its content stay on the frame (equal-width content).
    @Test func widthToAScrollViewIsItsFrame() throws {
        let text = canvasXib("""
                <scrollView clipsSubviews="YES" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="500"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="500" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="w"/>
                        <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="b"/>
                        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="t"/>
                        <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="tp"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="l"/>
                    </constraints>
                </scrollView>
        """)
        let (c, result) = try compareLayout(text)
        #expect(c.view("content")?.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect((result.objectsByID["scroll"] as? ScrollView)?.contentSize == CGSize(width: 300, height: 500))
    }
}
