import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// The content size category IB's canvas measured text-style fonts at, by the Xcode that saved
/// the file: Xcode 12.5 – 13 (toolsVersion 18000 up to 21000) stored every text-style label at
/// xSmall's sizes (body 14 pt: one line 17 pt tall, two lines 36, title1 25 pt: 30), earlier
/// and later Xcodes at Large's (body 17 pt: 20.5 on a @2x canvas). `--content-size` still wins.
@MainActor
@Suite struct TextStyleCanvasSizeTests {
    /// A 320 pt root with a label in `style` pinned 20 pt from its top and 16 pt from its
    /// leading edge: both its width and its height are left to its intrinsic size.
    func labelSize(tools: String, style: String, text: String = "Label") throws -> CGSize? {
        let xib = canvasXib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="16" y="20" width="10" height="10"/>
                        <fontDescription key="fontDescription" style="\(style)"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                <constraints>
                    <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                </constraints>
            </view>
            """, tools: tools, device: "retina4_7")
        return try compareLayout(xib).0.view("label")?.frame.size
    }

    @Test func xcode12_5To13MeasureTextStylesAtExtraSmall() throws {
        // Body at xSmall is 14 pt (line height 16.71): COVIDSafe's 19455 and zotero's 18122
        // labels are 17 pt tall where the same label of 17506 or 21225 is 20.5.
        for tools in ["18122", "19455", "20037"] {
            #expect(try labelSize(tools: tools, style: "UICTFontTextStyleBody")?.height == 17)
            // title1 25 pt (29.83): COVIDSafe's screen titles, 30.
            #expect(try labelSize(tools: tools, style: "UICTFontTextStyleTitle1")?.height == 30)
            // Two lines of body lead 19 at 14 pt (the HIG's xSmall row): 16.71 + 19 → 36.
            #expect(try labelSize(tools: tools, style: "UICTFontTextStyleBody", text: "Word&#10;Word")?.height == 36)
        }
    }

    @Test func otherXcodesMeasureTextStylesAtLarge() throws {
        for tools in ["16097", "17506", "21179.7", "21225", "24506"] {
            #expect(try labelSize(tools: tools, style: "UICTFontTextStyleBody")?.height == 20.5)
            #expect(try labelSize(tools: tools, style: "UICTFontTextStyleTitle1")?.height == 33.5)
        }
    }

    @Test func theExtraSmallLabelIsNarrowerToo() throws {
        let small = try #require(try labelSize(tools: "19455", style: "UICTFontTextStyleBody", text: "Privacy Policy"))
        let large = try #require(try labelSize(tools: "21225", style: "UICTFontTextStyleBody", text: "Privacy Policy"))
        // 14 pt text is about 14/17 as wide as 17 pt text (tracking differs a little by size).
        #expect(small.width < large.width * 0.86 && small.width > large.width * 0.78)
    }
}
