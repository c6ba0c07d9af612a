import Foundation
import Testing
import ViewRasterNib
import ViewRasterViews

/// Buttons, text fields and text views with a text-style font follow Dynamic Type as labels
/// do (Apple's "Scaling fonts automatically": a text-style font is made at the current
/// category; `adjustsFontForContentSizeCategory` follows later changes): body is 17 pt at
/// large, 40 pt at accessibilityExtraLarge, 23 pt at extraExtraExtraLarge (HIG's table).
@MainActor
struct NibDynamicTypeControlsTests {
    static let text = xib("""
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" adjustsFontForContentSizeCategory="YES" id="go">
            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <state key="normal" title="Go"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="still">
            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <state key="normal" title="Stay"/>
        </button>
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" adjustsFontForContentSizeCategory="YES" id="field">
            <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" textAlignment="natural" adjustsFontForContentSizeCategory="YES" id="notes">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <textInputTraits key="textInputTraits"/>
        </textView>
        """)

    /// The views, loaded and each laid out on a stage of `category`.
    func load(_ category: ContentSizeCategory) throws -> (stage: Stage, go: Button, still: Button, field: TextField, notes: TextView) {
        let nib = try Nib(data: Data(Self.text.utf8), name: "Controls.xib", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let stage = Stage(.frame, scale: 2, traits: TraitCollection(preferredContentSizeCategory: category))
        let result = try stage.within { try nib.load(owner: nil) }
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let go = try #require(result.objectsByID["go"] as? Button), still = try #require(result.objectsByID["still"] as? Button)
        let field = try #require(result.objectsByID["field"] as? TextField), notes = try #require(result.objectsByID["notes"] as? TextView)
        for v in [go, still, field, notes] as [View] { root.addSubview(v) }
        stage.mount(root)
        stage.layout()
        return (stage, go, still, field, notes)
    }

    @Test func textStyleFontsScaleInControls() throws {
        let large = try load(.large)
        #expect(large.go.titleLabel.font.pointSize == 17)
        #expect(large.field.font.pointSize == 17)
        #expect(large.notes.font.pointSize == 17)
        #expect(large.go.titleLabel.adjustsFontForContentSizeCategory)
        #expect(large.field.adjustsFontForContentSizeCategory && large.notes.adjustsFontForContentSizeCategory)

        // Made at accessibilityExtraLarge, every text-style font is 40 pt, adjusting or not.
        let ax = try load(.accessibilityExtraLarge)
        #expect(ax.go.titleLabel.font.pointSize == 40)
        #expect(ax.still.titleLabel.font.pointSize == 40)
        #expect(ax.field.font.pointSize == 40)
        #expect(ax.notes.font.pointSize == 40)
        // The button is as tall as its 40 pt title's line plus UIKit's 6 pt above and below;
        // the rounded field its line plus 13 pt.
        let line40 = ceil(Font.systemFont(ofSize: 40).lineHeight)
        #expect(ax.go.intrinsicContentSize.height == line40 + 12)
        #expect(ax.field.intrinsicContentSize.height == line40 + 13)

        // A later change reaches only the adjusting ones.
        large.stage.traits = TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        large.stage.layout()
        #expect(large.go.titleLabel.font.pointSize == 23)
        #expect(large.still.titleLabel.font.pointSize == 17)
        #expect(large.field.font.pointSize == 23)
        #expect(large.notes.font.pointSize == 23)
    }
}
