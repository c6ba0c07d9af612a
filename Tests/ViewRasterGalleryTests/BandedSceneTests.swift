import Foundation
import Testing
import ViewRasterGallery
import ViewRasterViews
@testable import ViewRasterRaster

/// Every gallery scene at @3x (1125×2001 pixels on the iPhone 8 screen) drawn in two and in
/// three bands gives the pixels of one band.
@Suite(.serialized) @MainActor struct BandedSceneTests {
    @Test(arguments: SceneCatalog.all.map(\.name))
    func bandedRenderMatchesOneBand(_ name: String) throws {
        let scene = try #require(SceneCatalog.named(name))
        let session = SceneSession(scene: scene, device: .iPhone8, landscape: false, scale: 3)
        let list = session.displayList(at: scene.duration / 2)
        let whole = try Renderer.render(list)
        #expect(whole.pixels.contains { $0 != 255 }, "\(name) draws something")
        for bands in [2, 3] {
            let banded = try Renderer.render(list, bands: bands)
            #expect(banded.pixels == whole.pixels, "\(name) in \(bands) bands (bandable: \(Renderer.isBandable(list)))")
        }
    }
}
