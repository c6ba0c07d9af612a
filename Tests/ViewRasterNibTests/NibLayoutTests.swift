import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

@MainActor
@Suite struct NibLayoutTests {
    func load(_ objects: String) throws -> NibLoadResult {
        try Nib(data: Data(xib(objects).utf8), name: "L.xib", options: NibOptions(registry: NibClassRegistry())).load()
    }

    @Test func constraintsBecomeActiveLayoutConstraints() throws {
        let r = try load("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="child">
                        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="30" id="h"/>
                            <constraint firstAttribute="width" constant="24" placeholder="YES" id="ph"/>
                        </constraints>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="sq">
                        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                        <constraints>
                            <constraint firstAttribute="width" secondItem="sq" secondAttribute="height" multiplier="2:1" id="ratio"/>
                        </constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa"/>
                <constraints>
                    <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                    <constraint firstAttribute="trailing" secondItem="child" secondAttribute="trailing" constant="20" id="t"/>
                    <constraint firstItem="child" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="5" id="top"/>
                    <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="gone"/>
                    <constraint firstItem="sq" firstAttribute="leading" secondItem="child" secondAttribute="leading" id="sl"/>
                    <constraint firstItem="sq" firstAttribute="top" secondItem="child" secondAttribute="bottom" constant="4.5" id="st"/>
                    <constraint firstItem="sq" firstAttribute="height" secondItem="child" secondAttribute="height" multiplier="0.5" constant="-5" id="sh"/>
                    <constraint firstItem="sq" firstAttribute="width" relation="lessThanOrEqual" constant="1000" priority="750" id="cap"/>
                </constraints>
                <variation key="default"><mask key="constraints"><exclude reference="gone"/></mask></variation>
            </view>
            """)
        let root = try #require(r.object(id: "root") as? View)
        let child = try #require(r.object(id: "child") as? View)
        let sq = try #require(r.object(id: "sq") as? View)
        #expect(r.warnings.isEmpty, "\(r.warnings)")
        let gone = try #require(r.object(id: "gone") as? LayoutConstraint)
        #expect(!gone.isActive)
        #expect(r.object(id: "ph") == nil)
        #expect((r.object(id: "cap") as? LayoutConstraint)?.priority == LayoutPriority(750))
        #expect((r.object(id: "cap") as? LayoutConstraint)?.relation == .lessThanOrEqual)
        #expect(r.constraints.allSatisfy { $0.layoutConstraint.isActive })
        #expect(r.constraints.count == 9)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 5, width: 170, height: 30))
        // height = 30 * 0.5 - 5 = 10; width = 2 * height = 20; top = 5 + 30 + 4.5.
        #expect(sq.frame == CGRect(x: 10, y: 39.5, width: 20, height: 10))
    }

    /// A multiplier typed as a percentage in IB's inspector (stored `multiplier="24%"`) lays out
    /// as the fraction: 24 % of a 200 pt tall superview is 48 pt, 45 % of 300 pt wide is 135.
    @Test func percentageMultipliersLayOut() throws {
        let r = try load("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="135" height="48"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bar" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="24%" id="h"/>
                    <constraint firstItem="bar" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="45%" id="w"/>
                    <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                </constraints>
            </view>
            """)
        #expect(r.warnings.isEmpty, "\(r.warnings)")
        let root = try #require(r.object(id: "root") as? View)
        let bar = try #require(r.object(id: "bar") as? View)
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 135, height: 48))
    }

    @Test func outletsReachConstraints() throws {
        let text = xib("""
                <view id="root" customClass="ConstraintHolder">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="c"/></subviews>
                    <constraints><constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="7" id="k"/></constraints>
                    <connections><outlet property="topConstraint" destination="k" id="o"/></connections>
                </view>
            """)
        let registry = NibClassRegistry()
        registry.register(ConstraintHolder.self)
        let r = try Nib(data: Data(text.utf8), name: "C.xib", options: NibOptions(registry: registry)).load()
        let holder = try #require(r.object(id: "root") as? ConstraintHolder)
        #expect(holder.topConstraint === r.object(id: "k"))
        #expect(holder.topConstraint?.constant == 7)
    }

    @Test func stackViewsArrangeTheirSubviews() throws {
        let r = try load("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="0.0" width="100" height="70"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><constraints><constraint firstAttribute="width" constant="40" id="aw"/></constraints></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><constraints><constraint firstAttribute="width" constant="60" id="bw"/></constraints></view>
                </subviews>
            </stackView>
            <stackView spacingType="standard" id="st2"/>
            <label horizontalHuggingPriority="251" verticalHuggingPriority="750" horizontalCompressionResistancePriority="749" text="x" id="pri"/>
            """)
        let st = try #require(r.object(id: "st") as? StackView)
        #expect(st.axis == .vertical && st.alignment == .center && st.distribution == .fillEqually && st.spacing == 10)
        #expect(st.arrangedSubviews.map { r.names.objectID(of: $0) } == ["a", "b"])
        #expect((r.object(id: "st2") as? StackView)?.spacing == 8)
        let label = try #require(r.object(id: "pri") as? Label)
        #expect(label.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
        #expect(label.contentHuggingPriority(for: .vertical) == LayoutPriority(750))
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(749))
        #expect(label.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(750))
        st.translatesAutoresizingMaskIntoConstraints = true
        st.layoutIfNeeded()
        let a = try #require(r.object(id: "a") as? View), b = try #require(r.object(id: "b") as? View)
        // fillEqually: (70 - 10) / 2 = 30 each; centred horizontally.
        #expect(a.frame == CGRect(x: 30, y: 0, width: 40, height: 30))
        #expect(b.frame == CGRect(x: 20, y: 40, width: 60, height: 30))
    }
}

final class ConstraintHolder: View {
    var topConstraint: LayoutConstraint?
    override class var connections: ConnectionTable {
        super.connections.outlet("topConstraint", \ConstraintHolder.topConstraint)
    }
}

extension NibLayoutTests {
    /// Sliders and pickers were stand-ins with UIKit's intrinsic sizes; as their own classes
    /// (issue #15) they keep those sizes.
    @Test func slidersAndPickersKeepUIKitIntrinsicSizes() throws {
        let r = try load("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="400"/>
                <subviews>
                    <slider value="1" minValue="0" maxValue="5" translatesAutoresizingMaskIntoConstraints="NO" id="s"/>
                    <pickerView translatesAutoresizingMaskIntoConstraints="NO" id="p"/>
                </subviews>
                <constraints>
                    <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" constant="8" id="c2"/>
                    <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
                    <constraint firstItem="p" firstAttribute="top" secondItem="s" secondAttribute="bottom" id="c4"/>
                    <constraint firstItem="p" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                </constraints>
            </view>
            """)
        let root = try #require(r.object(id: "root") as? View)
        root.layoutIfNeeded()
        let s = try #require(r.object(id: "s") as? Slider)
        #expect(s.value == 1 && s.maximumValue == 5)
        // A slider's 30 pt alignment rect (UIKit's frame is 31 tall; see LayoutCompareAlignmentTests).
        #expect(s.frame == CGRect(x: 8, y: 10, width: 284, height: 30))
        #expect((r.object(id: "p") as? PickerView)?.frame == CGRect(x: 0, y: 40, width: 320, height: 216))
        #expect(r.warnings.filter { $0.message.contains("unknown element") }.isEmpty)
    }
}
