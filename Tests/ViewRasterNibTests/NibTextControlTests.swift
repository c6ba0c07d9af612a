import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

@MainActor
@Suite struct NibTextControlTests {
    func load(_ objects: String) throws -> NibLoadResult {
        try Nib(data: Data(xib(objects).utf8), name: "T.xib", options: NibOptions(registry: NibClassRegistry())).load()
    }

    @Test func labels() throws {
        let r = try load("""
            <label opaque="NO" text="Hello" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" enabled="NO" id="a">
                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="28"/>
                <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="highlightedColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
            </label>
            <label text="x" id="b"><string key="text">Two
            lines</string><nil key="textColor"/><fontDescription key="fontDescription" name="RobotoCondensed-Regular" family="Roboto Condensed" pointSize="14"/></label>
            <label id="c">
                <attributedString key="attributedText">
                    <fragment content="Red ">
                        <attributes>
                            <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <font key="NSFont" metaFont="system" size="12"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="right" lineBreakMode="truncatingMiddle"/>
                        </attributes>
                    </fragment>
                    <fragment content="plain"/>
                </attributedString>
            </label>
            """)
        let a = try #require(r.object(id: "a") as? Label)
        #expect(a.text == "Hello" && a.textAlignment == .center && a.lineBreakMode == .byWordWrapping)
        #expect(a.numberOfLines == 0 && !a.isEnabled)
        #expect(a.font == Font.systemFont(ofSize: 28, weight: .semibold))
        // calibratedWhite 0.5 in a colorMatched document is Generic Gray: 146 in sRGB.
        #expect(a.textColor == .red && a.highlightedTextColor?.rgba8.r == 146)
        let b = try #require(r.object(id: "b") as? Label)
        #expect(b.text?.hasPrefix("Two\n") == true && b.numberOfLines == 1)
        #expect(b.textColor == .black)
        #expect(b.font.fontName == "RobotoCondensed-Regular" && b.font.pointSize == 14)
        let c = try #require(r.object(id: "c") as? Label)
        let runs = try #require(c.attributedRuns)
        #expect(runs.map(\.text) == ["Red ", "plain"])
        #expect(runs[0].color == .red && runs[0].font == Font.systemFont(ofSize: 12))
        // A fragment without a font takes the label's; the label's font becomes the first
        // fragment's, as setting UILabel.attributedText does.
        #expect(runs[1].color == nil && runs[1].font == Font.systemFont(ofSize: 17))
        #expect(c.font == Font.systemFont(ofSize: 12))
        #expect(c.text == "Red plain" && c.textAlignment == .right && c.lineBreakMode == .byTruncatingMiddle)
    }

    @Test func textStylesAndSystemNamesMapToFonts() {
        #expect(NibFontDescription(kind: .textStyle("UICTFontTextStyleHeadline"), pointSize: 17).font == Font.preferredFont(forTextStyle: .headline))
        #expect(NibFontDescription(kind: .textStyle("UICTFontTextStyleBody"), pointSize: 20).font.pointSize == 20)
        #expect(NibFontDescription(kind: .boldSystem, pointSize: 16).font == Font.boldSystemFont(ofSize: 16))
        #expect(NibFontDescription(kind: .italicSystem, pointSize: 12).font == Font.italicSystemFont(ofSize: 12))
        #expect(NibFontDescription(kind: .custom(name: ".AppleSystemUIFont", family: nil), pointSize: 17).font == Font.systemFont(ofSize: 17))
        // Core Text's private names carry the weight after the family's name, without a hyphen.
        #expect(NibFontDescription(kind: .custom(name: ".AppleSystemUIFontBold", family: ".AppleSystemUIFont"), pointSize: 20).font
                == Font.systemFont(ofSize: 20, weight: .bold))
        #expect(NibFontDescription(kind: .custom(name: ".AppleSystemUIFontDemi", family: nil), pointSize: 15).font
                == Font.systemFont(ofSize: 15, weight: .semibold))
        #expect(NibFontDescription(kind: .custom(name: ".SFUI-Semibold", family: nil), pointSize: 15).font
                == Font.systemFont(ofSize: 15, weight: .semibold))
    }

    @Test func buttons() throws {
        let r = try load("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" buttonType="system" lineBreakMode="tailTruncation" id="b">
                <rect key="frame" x="8" y="66" width="68" height="36"/>
                <fontDescription key="fontDescription" type="system" pointSize="20"/>
                <inset key="contentEdgeInsets" minX="10" minY="5" maxX="12" maxY="6"/>
                <inset key="titleEdgeInsets" minX="-69" minY="61" maxX="0.0" maxY="0.0"/>
                <state key="normal" title="Start">
                    <color key="titleColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                </state>
                <state key="highlighted" title="Starting"/>
                <state key="selected" image="play.circle" catalog="system"/>
            </button>
            <button id="plain"><state key="normal" title="Plain"/></button>
            """)
        let b = try #require(r.object(id: "b") as? Button)
        #expect(b.buttonType == .system)
        #expect(b.title(for: .normal) == "Start" && b.title(for: .highlighted) == "Starting")
        #expect(b.titleColor(for: .normal) == .black)
        #expect(b.image(for: .selected) != nil)
        #expect(b.titleLabel.font == Font.systemFont(ofSize: 20) && b.titleLabel.lineBreakMode == .byTruncatingTail)
        #expect(b.contentEdgeInsets == EdgeInsets(top: 5, left: 10, bottom: 6, right: 12))
        #expect(b.titleEdgeInsets == EdgeInsets(top: 61, left: -69, bottom: 0, right: 0))
        #expect(b.contentHorizontalAlignment == .left && b.contentVerticalAlignment == .top)
        #expect((r.object(id: "plain") as? Button)?.buttonType == .custom)
    }

    @Test func aFocusedStateIsReadWithoutAWarning() throws {
        // IB writes `<state key="focused">` (UIControl.State.focused) for a button's focused
        // title colour (peppermint's Main, set X): read, not "unknown button state". A button on
        // a touch screen is never focused, so what it shows is the normal state's.
        let r = try load("""
            <button opaque="NO" buttonType="system" id="b">
                <rect key="frame" x="0.0" y="0.0" width="68" height="36"/>
                <state key="normal" title="Go"/>
                <state key="focused">
                    <color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </state>
            </button>
            """)
        let b = try #require(r.object(id: "b") as? Button)
        #expect(!r.warnings.contains { $0.message.contains("unknown button state") }, "\(r.warnings)")
        #expect(b.titleColor(for: .focused) == .red)
        #expect(b.title(for: .focused) == "Go")
        #expect(b.currentTitle == "Go" && b.titleColor(for: b.state) != .red)
    }

    @Test func textFieldsTextViewsSegmentsAndEffects() throws {
        let r = try load("""
            <textField borderStyle="roundedRect" placeholder="Password" textAlignment="center" minimumFontSize="17" id="tf">
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
            </textField>
            <textView text="Some text" textAlignment="natural" id="tv">
                <fontDescription key="fontDescription" type="system" pointSize="11"/>
            </textView>
            <segmentedControl selectedSegmentIndex="1" id="sc"><segments><segment title="Plain"/><segment title="Blur"/></segments></segmentedControl>
            <visualEffectView opaque="NO" id="ve">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" id="vec">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews><label text="In" id="inner"/></subviews>
                </view>
                <blurEffect style="dark"/>
            </visualEffectView>
            <scrollView id="sv"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></scrollView>
            """)
        let tf = try #require(r.object(id: "tf") as? TextField)
        #expect(tf.placeholder == "Password" && tf.borderStyle == .roundedRect && tf.textAlignment == .center)
        #expect(tf.font == Font.systemFont(ofSize: 14) && tf.textColor == .black)
        let tv = try #require(r.object(id: "tv") as? TextView)
        #expect(tv.text == "Some text" && tv.font.pointSize == 11)
        let sc = try #require(r.object(id: "sc") as? SegmentedControl)
        #expect(sc.titles == ["Plain", "Blur"] && sc.selectedSegmentIndex == 1)
        let ve = try #require(r.object(id: "ve") as? VisualEffectView)
        #expect(ve.effect == .dark)
        #expect(r.object(id: "vec") === ve.contentView)
        #expect(ve.subviews.count == 1 && ve.contentView.clipsToBounds)
        #expect(ve.contentView.subviews.first === r.object(id: "inner"))
        #expect(r.object(id: "sv") is ScrollView)
        #expect(r.warnings.isEmpty, "\(r.warnings)")
    }
}
