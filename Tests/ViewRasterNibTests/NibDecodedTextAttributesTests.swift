import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A nib decodes each button's and label's properties once (its plan keeps them) and applies
/// them on every load: each load's views take the xib's values, and warnings for values it
/// does not know come on every load, in the order the applier meets them.
@MainActor
@Suite struct NibDecodedTextAttributesTests {
    static let objects = """
        <view id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <button opaque="NO" buttonType="sparkly" lineBreakMode="zigzag" contentHorizontalAlignment="right" contentVerticalAlignment="sideways" id="b">
                    <rect key="frame" x="8" y="8" width="100" height="40"/>
                    <inset key="contentEdgeInsets" minX="1" minY="2" maxX="3" maxY="4"/>
                    <inset key="imageEdgeInsets" minX="5" minY="6" maxX="7" maxY="8"/>
                    <state key="normal" title="Start">
                        <color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </state>
                    <state key="wobbly" title="Never"/>
                    <state key="highlighted" title="Going"/>
                </button>
                <label opaque="NO" text="Hello" textAlignment="diagonal" lineBreakMode="middleTruncation" numberOfLines="-2" baselineAdjustment="floating" minimumScaleFactor="1.5" enabled="NO" id="l">
                    <rect key="frame" x="8" y="60" width="100" height="20"/>
                    <color key="highlightedColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <nil key="textColor"/>
                </label>
                <label opaque="NO" text="Plain" textAlignment="right" id="p">
                    <rect key="frame" x="8" y="90" width="100" height="20"/>
                </label>
            </subviews>
        </view>
        """

    @Test func everyLoadOfOneNibTakesTheButtonsAndLabelsPropertiesAndWarnsInOrder() throws {
        let n = try Nib(data: Data(xib(Self.objects).utf8), name: "T.xib", options: NibOptions(registry: NibClassRegistry()))
        let first = try n.load(), second = try n.load()
        // The warnings, in the applier's order: the button's type, line break, unknown state
        // (its title is not set), vertical alignment; the label's alignment and baseline.
        let expected = [
            "unknown buttonType \"sparkly\"; using custom",
            "unknown lineBreakMode \"zigzag\"",
            "unknown button state \"wobbly\"",
            "unknown contentVerticalAlignment \"sideways\"",
            "unknown textAlignment \"diagonal\"",
            "unknown baselineAdjustment \"floating\"",
        ]
        for r in [first, second] {
            #expect(r.warnings.map(\.message).filter { $0.hasPrefix("unknown") } == expected, "\(r.warnings)")
            let b = try #require(r.object(id: "b") as? Button)
            #expect(b.buttonType == .custom)
            #expect(b.title(for: .normal) == "Start" && b.title(for: .highlighted) == "Going")
            #expect(b.titleColor(for: .normal) == .red)
            // An unknown state sets nothing: the selected state falls back to the normal title.
            #expect(b.title(for: .selected) == "Start")
            // The title label keeps a button's own line break mode (middle truncation).
            #expect(b.titleLabel.lineBreakMode == .byTruncatingMiddle)
            // minX, minY, maxX, maxY are left, top, right, bottom.
            #expect(b.contentEdgeInsets == EdgeInsets(top: 2, left: 1, bottom: 4, right: 3))
            #expect(b.imageEdgeInsets == EdgeInsets(top: 6, left: 5, bottom: 8, right: 7))
            #expect(b.titleEdgeInsets == .zero)
            #expect(b.contentHorizontalAlignment == .right && b.contentVerticalAlignment == .center)

            let l = try #require(r.object(id: "l") as? Label)
            #expect(l.text == "Hello")
            #expect(l.textColor == .black)   // <nil key="textColor"/>
            #expect(l.highlightedTextColor == Color(red: 0, green: 0, blue: 1))
            #expect(l.textAlignment == .natural)   // unknown: left as it was
            #expect(l.lineBreakMode == .byTruncatingMiddle)
            #expect(l.numberOfLines == 0)          // a negative count is 0 (as many as needed)
            #expect(l.baselineAdjustment == .alignBaselines)
            #expect(l.minimumScaleFactor == 1)     // clamped to 0...1
            #expect(l.adjustsFontSizeToFitWidth)   // a minimum scale factor written means shrink
            #expect(!l.isEnabled)

            let p = try #require(r.object(id: "p") as? Label)
            #expect(p.text == "Plain" && p.textAlignment == .right && p.numberOfLines == 1 && p.isEnabled)
            #expect(p.minimumScaleFactor == 0 && !p.adjustsFontSizeToFitWidth)
        }
        // Two loads share no button and no label.
        #expect(first.object(id: "b") !== second.object(id: "b"))
        #expect(first.object(id: "l") !== second.object(id: "l"))
    }
}
