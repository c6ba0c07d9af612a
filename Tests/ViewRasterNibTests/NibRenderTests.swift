import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib
import ViewRasterRendering

@MainActor
@Suite struct NibRenderTests {
    /// A corpus HUD renders end to end: the rounded 70%-black box sits where IB put it, with
    /// white text inside, over a clear root.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpusURL.appendingPathComponent("KVLoading__CustomView.xib").path),
                   "needs ../shared/corpus/xib/KVLoading__CustomView.xib"))
    func corpusHUDRendersWhereInterfaceBuilderPutIt() throws {
        let url = corpusURL.appendingPathComponent("KVLoading__CustomView.xib")
        let nib = try Nib(contentsOf: url, options: NibOptions(registry: NibClassRegistry()))
        let root = try #require(try nib.instantiate(withOwner: nil).first as? View)
        let canvas = try root.render(scale: 1, background: .white)
        #expect(canvas.width == 375 && canvas.height == 667)
        // Box: x 131.5…243.5, y 283…384.5, black at alpha 0.7 over white → 255 × 0.3.
        let inside = canvas.pixel(x: 140, y: 370)
        #expect(abs(Int(inside.r) - 77) <= 1 && inside.r == inside.g && inside.g == inside.b)
        #expect(canvas.pixel(x: 100, y: 300) == (255, 255, 255, 255))
        // Rounded corner (radius 5): the very corner pixel stays white.
        #expect(canvas.pixel(x: 132, y: 283).r > 200)
        // The white "Loading..." label draws bright pixels inside the box's lower half.
        var bright = 0
        for y in 345...365 { for x in 149...226 where canvas.pixel(x: x, y: y).r > 200 { bright += 1 } }
        #expect(bright > 20)
    }
}
