import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// IB writes an attributed string's fonts as AppKit's `NSFont`: `<font key="NSFont"
/// metaFont="system"/>` without a size is the system font at AppKit's default size,
/// `NSFont.systemFontSize` (13 pt), not UIKit's 17. A label of that text is one 13 pt line tall
/// on IB's canvas (15.67 pt at @3x, 16 at @2x), as dashwallet-ios's attributed labels are stored.
@MainActor
@Suite struct MetaFontDefaultSizeTests {
    func attributedLabel(_ font: String, stored: CGSize) -> String {
        canvasXib(canvasRoot("320x100", """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="20" y="20" width="\(stored.width)" height="\(stored.height)"/>
                        <attributedString key="attributedText">
                            <fragment content="CrowdNode benefits">
                                <attributes>
                                    \(font)
                                    <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                        <nil key="highlightedColor"/>
                    </label>
            """, """
                    <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            """), tools: "21701")
    }

    @Test func systemMetaFontWithoutSizeIsThirteenPoints() throws {
        // What IB stores: the text's size in the 13 pt system font on the canvas's @2x grid.
        let thirteen = TextLayout(text: "CrowdNode benefits", font: Font.systemFont(ofSize: 13), numberOfLines: 0)
            .intrinsicSize(scale: 2)
        let meta = try #require(try compareLayout(attributedLabel(#"<font key="NSFont" metaFont="system"/>"#, stored: thirteen)).0.view("label"))
        #expect(meta.frame.size == thirteen)
        #expect(meta.agrees == true)
        // The same label with a size keeps it.
        let seventeen = TextLayout(text: "CrowdNode benefits", font: Font.systemFont(ofSize: 17), numberOfLines: 0)
            .intrinsicSize(scale: 2)
        let sized = try #require(try compareLayout(attributedLabel(#"<font key="NSFont" metaFont="system" size="17"/>"#, stored: seventeen)).0.view("label"))
        #expect(sized.frame.size == seventeen)
        #expect(thirteen.height < seventeen.height && thirteen.width < seventeen.width)
    }

    @Test func boldAndMessageMetaFontsTakeTheSameDefault() throws {
        for (meta, font) in [("systemBold", Font.boldSystemFont(ofSize: 13)), ("message", Font.systemFont(ofSize: 13)),
                             ("smallSystem", Font.systemFont(ofSize: 11))] {
            let result = try Nib(data: Data(xib("""
                <label id="a"><attributedString key="attributedText"><fragment content="Hi"><attributes>
                    <font key="NSFont" metaFont="\(meta)"/>
                </attributes></fragment></attributedString></label>
                """).utf8), name: "T.xib", options: NibOptions(registry: NibClassRegistry())).load()
            let label = try #require(result.object(id: "a") as? Label)
            #expect(label.font == font, "\(meta)")
        }
    }
}
