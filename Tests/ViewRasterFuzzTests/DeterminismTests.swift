import Foundation
import Testing
import ViewRasterGallery
import ViewRasterViews
import ViewRasterRaster

/// Every gallery scene rendered twice, from fresh sessions, gives the same pixels at
/// several virtual times.
@Suite(.serialized) @MainActor struct DeterminismTests {
    @Test(arguments: SceneCatalog.all.map(\.name))
    func sceneRendersTheSamePixelsTwice(_ name: String) throws {
        let scene = try #require(SceneCatalog.named(name))
        let times: [TimeInterval] = [0, scene.duration / 3, scene.duration]
        func renderAll() throws -> [Canvas] {
            let session = SceneSession(scene: scene, device: .iPhone8, landscape: false, scale: 1)
            return try times.map { try Renderer.render(session.displayList(at: $0)) }
        }
        let first = try renderAll(), second = try renderAll()
        for (i, (a, b)) in zip(first, second).enumerated() {
            #expect(a.width == b.width && a.height == b.height)
            #expect(a.pixels == b.pixels, "\(name) at t=\(times[i]): \(differing(a, b)) pixels differ")
            #expect(a.pixels.contains { $0 != 255 }, "\(name) at t=\(times[i]) draws something")
        }
    }

    func differing(_ a: Canvas, _ b: Canvas) -> Int {
        guard a.pixels.count == b.pixels.count else { return -1 }
        return stride(from: 0, to: a.pixels.count, by: 4).filter { a.pixels[$0..<($0 + 4)] != b.pixels[$0..<($0 + 4)] }.count
    }
}
