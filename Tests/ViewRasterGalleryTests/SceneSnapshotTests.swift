import Testing
import ViewRasterGallery
import ViewRasterViews
import ViewRasterTesting

/// Every seed scene at a telling time, on iPhone SE, iPhone 8 and iPad, portrait and
/// landscape, @2x (a scene made for one device, the timers' iPad storyboard, on that device). The references under Snapshots/SceneSnapshotTests were looked at.
@MainActor
struct SceneSnapshotTests {
    nonisolated static let stills: [(scene: String, time: Double)] = [("loading", 2), ("custom", 0), ("custom-storyboard", 0), ("timers", 5),
                                                                          ("hud", 0.375)]
    static let devices: [Device] = [.iPhoneSE, .iPhone8, .iPad]

    @Test(arguments: stills.map(\.scene))
    func sceneOnEveryDevice(_ name: String) throws {
        let time = Self.stills.first { $0.scene == name }!.time
        let scene = try #require(SceneCatalog.named(name))
        // A scene designed for one device (timers: an iPad storyboard) renders on that device.
        for device in scene.device.map({ [$0] }) ?? Self.devices {
            for landscape in [false, true] {
                let session = SceneSession(scene: scene, device: device, landscape: landscape, scale: 2)
                let list = session.displayList(at: time)
                assertSnapshot(of: list, as: .image, named: "\(name)-\(device.name)-\(landscape ? "landscape" : "portrait")",
                               testName: "sceneOnEveryDevice")
            }
        }
    }

    @Test func loadingFadesInAndOut() {
        let scene = SceneCatalog.loading
        let session = SceneSession(scene: scene, device: .iPhone8, scale: 2)
        for t in [0.25, 4.25, 4.5] {
            assertSnapshot(of: session.displayList(at: t), as: .image, named: "loading-t\(t)")
        }
    }

    @Test func spinnerTurnsAQuarterIn375Milliseconds() {
        let session = SceneSession(scene: SceneCatalog.spinner, device: .iPhone8, scale: 2)
        for t in [0, 0.375] {
            assertSnapshot(of: session.displayList(at: t), as: .image, named: "spinner-t\(t)")
        }
    }
}
