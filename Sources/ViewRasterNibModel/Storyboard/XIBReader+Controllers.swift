import Foundation

extension XIBReader {
    /// Whether a top-level `<objects>` child of a xib is a view controller that carries its own
    /// view (a `key="view"` child): such a controller is read as a storyboard scene.
    /// Controllers without one (a `MainWindow.xib`'s tab bar controller) stay plain objects.
    static func isControllerWithView(_ e: XIBElement) -> Bool {
        e.name != "viewControllerPlaceholder" && StoryboardScene.uikitControllerClasses[e.name] != nil
            && e.child(key: "view") != nil
    }

    /// A xib's top-level view controller as a scene of its own: the same reading as a
    /// storyboard scene's controller (view, bars, items, simulated metrics, layout guides), the
    /// scene named after the controller.
    func readXIBController(_ e: XIBElement) throws -> StoryboardScene? {
        let scene = XIBElement(name: "scene", attributes: ["sceneID": e["id"] ?? ""],
                               children: [XIBElement(name: "objects", children: [e], line: e.line, column: e.column)],
                               line: e.line, column: e.column)
        return try readScene(scene, firstObjectIsController: true)
    }
}
