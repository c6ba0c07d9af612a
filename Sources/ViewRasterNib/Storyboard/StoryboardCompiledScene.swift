import Foundation

/// A storyboard scene as the nib its view tree loads from, made on the scene's first
/// instantiation and kept by its storyboard: the scene's nib document
/// (`StoryboardScene.nibDocument(header:)`) and that document's instantiation plan.
@MainActor
struct StoryboardCompiledScene {
    /// The controller, view and other objects the document was made from (to tell this scene
    /// from another with the same ids: the same values, compared by identity first).
    let controller: NibObject
    let view: NibObject?
    let otherObjects: [NibObject]
    /// The scene as a nib document.
    let document: XIBDocument
    /// `document` compiled for instantiation.
    let plan: NibInstantiationPlan

    /// `scene` compiled; `header` is the storyboard's document header.
    init(_ scene: StoryboardScene, header: XIBDocument) {
        controller = scene.controller; view = scene.view; otherObjects = scene.otherObjects
        document = scene.nibDocument(header: header)
        plan = NibInstantiationPlan(document: document)
    }

    /// Whether this was compiled from `scene`.
    func isCompiled(from scene: StoryboardScene) -> Bool {
        controller == scene.controller && view == scene.view && otherObjects == scene.otherObjects
    }
}
