import Testing
import Foundation
import ViewRasterTesting
import ViewRasterDisplayList

/// Small display-list scenes (even-odd rings, a rotated group with a clip, strokes with every
/// cap and join, a half-transparent rounded rect) read from JSON and drawn; the references
/// under Snapshots/DisplayListSceneTests were looked at.
struct DisplayListSceneTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/scenes")

    @Test(arguments: ["evenodd-rings", "rotated-clip", "strokes", "rrect-64", "done-when"])
    func scene(_ name: String) throws {
        let url = Self.folder.appendingPathComponent(name + ".json")
        let list = try DisplayList(json: Data(contentsOf: url), baseURL: url, source: url.lastPathComponent)
        assertSnapshot(of: list, as: .image, named: name, testName: "scene")
    }
}
