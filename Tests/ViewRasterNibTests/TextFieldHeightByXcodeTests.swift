import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A rounded-rect text field's intrinsic height by the Xcode that saved the file: since iOS 13
/// (Xcode 11, toolsVersion 14800) the field is at least 34 pt tall, so a system 14 pt field
/// IB solves from its intrinsic height is stored 34 pt tall; Xcode 10 stored it 30 pt (its
/// line height 16.7 rounded up, plus 13). Fields of 17 pt are 34 pt in both.
@MainActor
@Suite struct TextFieldHeightByXcodeTests {
    /// A 320 pt root with a rounded-rect field of `size` pt pinned 20 pt from its top and 16 pt
    /// from its sides: its height is left to its intrinsic size.
    func fieldHeight(tools: String, size: Int) throws -> CGFloat? {
        let text = canvasXib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                        <rect key="frame" x="16" y="20" width="288" height="10"/>
                        <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                        <textInputTraits key="textInputTraits"/>
                    </textField>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                <constraints>
                    <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="16" id="c3"/>
                </constraints>
            </view>
            """, tools: tools, device: "retina4_0")
        return try compareLayout(text).0.view("field")?.frame.height
    }

    @Test func roundedRectFieldsAreAtLeast34PointsSinceXcode11() throws {
        #expect(try fieldHeight(tools: "22505", size: 14) == 34)
        #expect(try fieldHeight(tools: "14868", size: 14) == 34)
        #expect(try fieldHeight(tools: "14490.70", size: 14) == 30)
        #expect(try fieldHeight(tools: "12118", size: 14) == 30)
        #expect(try fieldHeight(tools: "22505", size: 17) == 34)
        #expect(try fieldHeight(tools: "12118", size: 17) == 34)
        // 24 pt: the line height (28.64) rounded up plus 13, above the floor in both.
        #expect(try fieldHeight(tools: "22505", size: 24) == 42)
        #expect(try fieldHeight(tools: "12118", size: 24) == 42)
    }
}
