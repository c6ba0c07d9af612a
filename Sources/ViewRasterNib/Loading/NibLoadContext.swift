import Foundation
import ViewRasterViews

/// State shared by the steps of one `instantiate`: the objects made so far, warnings, images.
@MainActor
final class NibLoadContext {
    let document: XIBDocument
    let options: NibOptions
    let images: NibImages
    @exclusivity(unchecked) var warnings: [NibWarning] = []
    /// Objects by xib id (by slot when the nib has a plan): views, non-view objects and the File's Owner.
    @exclusivity(unchecked) var objects: NibObjectTable
    /// Views in creation (document) order.
    @exclusivity(unchecked) var createdViews: [View] = []
    /// Views of a static table's cells: made and connected with the rest, but laid out by
    /// their table, so not among `createdViews` (which the canvas comparison measures).
    @exclusivity(unchecked) var staticCellViews: [View] = []
    /// Bar button items' custom views and what they hold: placed by their bar, so (as static
    /// cells) not part of the canvas comparison's views.
    @exclusivity(unchecked) var barItemViews: [View] = []
    /// Non-view objects in creation order.
    @exclusivity(unchecked) var createdObjects: [AnyObject] = []
    /// Every constraint whose items resolved, placeholders and excluded ones included.
    @exclusivity(unchecked) var allConstraints: [NibBoundConstraint] = []
    /// Connections from or to File's Owner skipped because no owner was passed.
    @exclusivity(unchecked) var skippedOwnerConnections = 0
    /// The constraints a running app would have active, as indices into `allConstraints` (in
    /// order: each bound constraint is kept once, not copied into a second list).
    @exclusivity(unchecked) var activeConstraintIndices: [Int] = []
    /// The size-class variations given to the views made (`NibSizeClassVariations.attach`).
    @exclusivity(unchecked) var sizeClassVariations: [NibSizeClassVariations] = []
    /// The nib id and the outlets of every view made (the table publishes itself, so descriptions name them).
    let names = ViewNameTable()
    /// Every object of the document, nested ones included, in document order (the plan's, or
    /// flattened once per load without one; the size-class pass and the collections walk it).
    lazy var allObjects: [NibObject] = plan?.objects ?? document.allObjects
    /// The nib's compiled plan (nil for a storyboard scene's controller context).
    let plan: NibInstantiationPlan?

    init(document: XIBDocument, options: NibOptions, folders: [URL], plan: NibInstantiationPlan? = nil) {
        self.document = document
        self.plan = plan
        objects = NibObjectTable(plan: plan)
        self.options = options
        self.images = NibImages(folders: folders + options.imageFolders, decode: options.imageDecoder,
                                resources: document.resources)
    }

    func warn(_ message: String, at location: NibLocation) {
        warnings.append(NibWarning(message, at: location))
    }

    func image(named name: String, catalog: String?, at location: NibLocation) -> Image {
        images.image(named: name, catalog: catalog) { warn($0, at: location) }
    }

    /// A readable name for an object in warnings: `Class (id X)`.
    func describe(_ object: AnyObject?, id: String) -> String {
        guard let object else { return "nil (id \(id))" }
        return "\(type(of: object)) (id \(id))"
    }
}

/// The nibs being loaded right now, outermost first: a nib that loads itself again while it
/// loads (a view class whose `init(coder:)` loads the nib whose root is that class) is a cycle.
@MainActor
enum NibLoadingStack {
    static var active: [(identity: String, name: String)] = []
    /// A cycle found in a nested load; outer loads rethrow it even if the code in between
    /// (an `init(coder:)` using `try?`) swallowed it.
    static var pendingError: NibError?
}
