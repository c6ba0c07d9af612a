import Foundation

extension StoryboardScene {
    /// The scene as a xib document the nib instantiator runs: the controller becomes File's
    /// Owner (its id kept, so its outlets and actions connect to the controller passed as the
    /// owner), its view and the scene's other members are the top-level objects. Exits are
    /// left out (they only name unwind destinations).
    public func nibDocument(header: XIBDocument) -> XIBDocument {
        var owner = NibObject(element: "placeholder", id: controller.id,
                              attributes: ["placeholderIdentifier": "IBFilesOwner"], location: controller.location)
        owner.connections = controller.connections
        var doc = header
        doc.objects = [owner] + (view.map { [$0] } ?? []) + otherObjects.filter { $0.element != "exit" }
        doc.warnings = []
        return doc
    }

    /// Reuse identifiers of the prototype cells the scene's table or collection declares.
    public var prototypeReuseIdentifiers: [String] {
        view?.allObjects.flatMap { $0.cells.compactMap { $0.attributes["reuseIdentifier"] } } ?? []
    }
}
