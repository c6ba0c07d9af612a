import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A borderless text field's intrinsic height on IB's canvas by the Xcode that saved the file:
/// since iOS 13.4 (Xcode 11.4, toolsVersion 16000) its font's line height plus 1.5 pt rounded
/// up to the canvas's half points (body 17 pt: 22, 15 pt: 19.5), before it the line height
/// rounded up to whole points (21, 18); a secure field keeps the whole-point height in both.
@MainActor
@Suite struct BorderlessTextFieldHeightTests {
    /// A 320 pt root with a borderless field of `size` pt pinned 20 pt from its top and 16 pt
    /// from its sides: its height is left to its intrinsic size.
    func fieldHeight(tools: String, size: Int, weight: String = "", secure: Bool = false) throws -> CGFloat? {
        let weightAttribute = weight.isEmpty ? "" : " weight=\"\(weight)\""
        let traits = secure ? " secureTextEntry=\"YES\"" : ""
        let text = canvasXib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                        <rect key="frame" x="16" y="20" width="288" height="10"/>
                        <fontDescription key="fontDescription" type="system"\(weightAttribute) pointSize="\(size)"/>
                        <textInputTraits key="textInputTraits"\(traits)/>
                    </textField>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                <constraints>
                    <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="16" id="c3"/>
                </constraints>
            </view>
            """, tools: tools, device: "retina4_7")
        return try compareLayout(text).0.view("field")?.frame.height
    }

    @Test func borderlessFieldsAreLineHeightPlusOneAndAHalfSinceXcode11_4() throws {
        // Body 17 pt (line height 20.29): ProtonVPN's and WordPressAuthenticator's fields.
        #expect(try fieldHeight(tools: "16096", size: 17) == 22)
        #expect(try fieldHeight(tools: "22505", size: 17) == 22)
        // 15 pt (17.90): pocket-casts' search and email fields, 19.5 on the half-point grid.
        #expect(try fieldHeight(tools: "21225", size: 15) == 19.5)
        // Medium 16 pt (19.09) and 18 pt (21.48): canvas-ios', element-ios' room names.
        #expect(try fieldHeight(tools: "23504", size: 16, weight: "medium") == 21)
        #expect(try fieldHeight(tools: "16097", size: 18, weight: "medium") == 23)
    }

    @Test func borderlessFieldsAreTheirLineHeightRoundedUpBeforeXcode11_4() throws {
        #expect(try fieldHeight(tools: "14854.2", size: 17) == 21)
        #expect(try fieldHeight(tools: "14490.70", size: 16, weight: "medium") == 20)
        #expect(try fieldHeight(tools: "11762", size: 18, weight: "medium") == 22)
    }

    @Test func secureBorderlessFieldsKeepTheWholePointLineHeight() throws {
        #expect(try fieldHeight(tools: "16096", size: 17, secure: true) == 21)
        #expect(try fieldHeight(tools: "19455", size: 14, secure: true) == 17)
        #expect(try fieldHeight(tools: "14490.70", size: 17, secure: true) == 21)
    }
}
