import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib
import ViewRasterNibModel
import ViewRasterRendering

/// The views other frameworks render into — `<sceneKitView>` (SCNView), `<skView>` (SKView),
/// `<mtkView>` (MTKView), `<arscnView>` (ARSCNView), `<arskView>` (ARSKView), `<glkView>`
/// (GLKView), the element names Xcode writes — load as placeholder boxes named for their class
/// (`GraphicsSurfaceView`), not as unknown elements drawn as plain views; a custom class the
/// registry lacks is still warned about.
@MainActor
@Suite struct NibGraphicsSurfaceElementTests {
    static let elements = [("sceneKitView", "SCNView"), ("skView", "SKView"), ("mtkView", "MTKView"),
                           ("arscnView", "ARSCNView"), ("arskView", "ARSKView"), ("glkView", "GLKView")]

    /// A 320 × 600 white root holding each element 100 pt tall, one under the other; the scene
    /// view has a custom class (a game's `GameView`) the registry does not know.
    static let file: String = {
        var subviews = ""
        for (i, (element, _)) in elements.enumerated() {
            let custom = element == "sceneKitView" ? #" customClass="GameView""# : ""
            subviews += """
                <\(element) contentMode="scaleToFill"\(custom) id="s\(i)">
                    <rect key="frame" x="0.0" y="\(i * 100)" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                </\(element)>

            """
        }
        return xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="600"/>
                <subviews>
            \(subviews)    </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
            """)
    }()

    @Test func eachElementLoadsAsANamedPlaceholder() throws {
        let nib = try Nib(data: Data(Self.file.utf8), name: "Surfaces.xib", options: NibOptions(registry: NibClassRegistry()))
        let r = try nib.load()
        for (i, (element, name)) in Self.elements.enumerated() {
            let v = try #require(r.object(id: "s\(i)") as? GraphicsSurfaceView, "\(element)")
            #expect(v.surfaceClassName == name)
            #expect(v.frame == CGRect(x: 0, y: CGFloat(i * 100), width: 320, height: 100))
        }
        // Before: "unknown element <sceneKitView> (id s0) is drawn as a plain view", six times.
        #expect(!r.warnings.contains { $0.message.contains("unknown element") }, "\(r.warnings)")
        // The custom class's warning stays.
        #expect(r.warnings.contains { $0.message.contains("GameView") }, "\(r.warnings)")
        let doc = try XIBDocument(data: Data(Self.file.utf8), file: "Surfaces.xib")
        #expect(doc.outline().contains("MTKView id=s2"), "\(doc.outline())")
    }

    @Test func theBoxIsDrawnWithItsClassName() throws {
        let nib = try Nib(data: Data(Self.file.utf8), name: "Surfaces.xib", options: NibOptions(registry: NibClassRegistry()))
        let root = try #require(try nib.instantiate(withOwner: nil).first as? View)
        let canvas = try root.render(scale: 1)
        // Inside the SKView's box (y 100 … 200): systemGray6 (242, 242, 247), its border systemGray4.
        let inside = canvas.pixel(x: 20, y: 110)
        #expect(inside.r == 242 && inside.g == 242 && inside.b == 247)
        let border = canvas.pixel(x: 0, y: 150)
        #expect(border.r == 209 && border.g == 209 && border.b == 214)
        // Its name in the middle (x 160, y 150): dark glyph pixels.
        var dark = 0
        for y in 140..<160 { for x in 130..<190 where canvas.pixel(x: x, y: y).r < 180 { dark += 1 } }
        #expect(dark > 20)
    }
}
