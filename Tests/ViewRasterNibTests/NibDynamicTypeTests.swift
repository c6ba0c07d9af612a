import Foundation
import Testing
import ViewRasterNib
import ViewRasterViews

/// A xib label with a text style takes the Dynamic Type size of the stage's category.
@MainActor
struct NibDynamicTypeTests {
    static let text = xib("""
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Body" id="body">
            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
        </label>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Fixed" id="fixed">
            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """)

    func sizes(_ category: ContentSizeCategory) throws -> (CGFloat, CGFloat) {
        let nib = try Nib(data: Data(Self.text.utf8), name: "Type.xib", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let stage = Stage(.frame, scale: 2, traits: TraitCollection(preferredContentSizeCategory: category))
        let result = try stage.within { try nib.load(owner: nil) }
        let body = try #require(result.objectsByID["body"] as? Label), fixed = try #require(result.objectsByID["fixed"] as? Label)
        for l in [body, fixed] { stage.mount(l); stage.layout() }
        return (body.font.pointSize, fixed.font.pointSize)
    }

    @Test func textStylesScaleFixedSizesDoNot() throws {
        #expect(try sizes(.large) == (17, 17))
        #expect(try sizes(.extraSmall) == (14, 17))
        #expect(try sizes(.accessibilityExtraExtraExtraLarge) == (53, 17))
    }
}
