import Foundation
import Testing
import ViewRasterNib
import ViewRasterViews
import ViewRasterRaster
import ViewRasterRendering

/// A xib's `systemColor=` names and asset-catalog colors with a Dark appearance draw by the
/// view's traits.
@MainActor
struct SystemColorTraitTests {
    @Test func systemColorsAndColorsetsResolveByAppearance() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vr-traits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let set = dir.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("""
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.800","green":"0.400","blue":"0.200","alpha":"1.000"}}},
             {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
              "color":{"color-space":"srgb","components":{"red":"0x10","green":"0x20","blue":"0x30","alpha":"1.000"}}}]}
            """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let url = dir.appendingPathComponent("Card.xib")
        try Data(xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="30" height="10"/>
                <subviews>
                    <view contentMode="scaleToFill" id="a"><rect key="frame" x="10" y="0" width="10" height="10"/>
                        <color key="backgroundColor" systemColor="systemGreenColor"/></view>
                    <view contentMode="scaleToFill" id="b"><rect key="frame" x="20" y="0" width="10" height="10"/>
                        <color key="backgroundColor" name="Brand"/></view>
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </view>
            """, resources: """
            <systemColor name="systemGreenColor"><color red="0.20392156862745098" green="0.7803921568627451" blue="0.34901960784313724" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
            <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
            """).utf8).write(to: url)
        func pixels(_ style: UserInterfaceStyle) throws -> [[Int]] {
            let nib = try Nib(contentsOf: url, options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
            let root = try #require(try nib.load(owner: nil).first(View.self))
            let stage = Stage(.frame, scale: 1, traits: TraitCollection(userInterfaceStyle: style))
            stage.mount(root)
            let c = try stage.render()
            return [5, 15, 25].map { x in let p = c.pixel(x: x, y: 5); return [Int(p.r), Int(p.g), Int(p.b)] }
        }
        #expect(try pixels(.light) == [[255, 255, 255], [52, 199, 89], [204, 102, 51]])
        #expect(try pixels(.dark) == [[0, 0, 0], [48, 209, 88], [16, 32, 48]])
    }
}
