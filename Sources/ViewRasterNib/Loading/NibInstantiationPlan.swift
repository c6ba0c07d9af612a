import Foundation
import ViewRasterViews

/// A parsed nib compiled for instantiation, once per nib (a cached `Nib` keeps it; a
/// storyboard keeps its scenes'): every object of the document in document order, each xib
/// id given a slot (an index into `NibObjectTable`), each object's children and each
/// constraint's ends given as indices. Instantiating walks indices and reads and writes the
/// made objects by slot, so it hashes no id (the objects' ids were a dictionary's keys, hashed
/// at every write and every look-up of every load). The slots keep the dictionary's meaning:
/// objects and constraints that share an id share a slot, so the last one written is the one
/// found, as it was under the id.
@MainActor
final class NibInstantiationPlan {
    /// The end of a constraint no slot holds (a layout guide's id, or one the nib lacks).
    static let noSlot = -1

    /// Every object of the document, depth first in document order (`XIBDocument.allObjects`).
    let objects: [NibObject]
    /// Indices into `objects` of the document's top-level objects.
    let topLevel: [Int]
    /// The slot of each object's id, by object index.
    let objectSlots: [Int]
    /// By object index: its content view's index, or -1.
    let contentIndex: [Int]
    /// By object index: its subviews' indices, in order.
    let subviewIndices: [[Int]]
    /// By object index: its cells' indices, in order.
    let cellIndices: [[Int]]
    /// By object index: its bar items' custom views' indices, in order.
    let barItemIndices: [[Int]]
    /// By object index: where its constraints start in `constraintSlots`, `firstItemSlots`
    /// and `secondItemSlots` (one entry per constraint, in each object's order).
    let constraintStart: [Int]
    /// Each constraint's own slot.
    let constraintSlots: [Int]
    /// Each constraint's first item's slot (`noSlot` when no object has that id).
    let firstItemSlots: [Int]
    /// Each constraint's second item's slot (`noSlot` when it has none or no object has that id).
    let secondItemSlots: [Int]
    /// Each constraint, boxed once (a load's `NibBoundConstraint`s share the box instead of
    /// copying the constraint and retaining its strings, twice a constraint).
    let constraintBoxes: [NibConstraintBox]
    /// Indices into `objects` of the objects that hold constraints, in order.
    let constrainedObjects: [Int]
    /// Indices into `objects` of the objects that declare layout guides, in order.
    let guidedObjects: [Int]
    /// By object index: where its connections start in `destinationSlots`.
    let connectionStart: [Int]
    /// Each connection's destination's slot (`noSlot` when no object has that id).
    let destinationSlots: [Int]
    /// The id of each slot (the first object or constraint that named it).
    let ids: [String]
    /// The slot of each id.
    let slotByID: [String: Int]
    /// By object index: the class its element makes (`NibElementClasses.byElement`, looked up
    /// once per nib instead of by element name at every load), nil for an element no class makes.
    let elementClasses: [View.Type?]
    /// By object index: its view properties, once decoded.
    private var decoded: [NibViewAttributes?]

    /// The view properties of the object at index `i`, decoded on the first ask.
    func viewAttributes(_ i: Int) -> NibViewAttributes {
        if let a = decoded[i] { return a }
        let a = NibViewAttributes(objects[i])
        decoded[i] = a
        return a
    }

    init(document: XIBDocument) {
        var objects: [NibObject] = [], contentIndex: [Int] = [], subviews: [[Int]] = [], cells: [[Int]] = [], bars: [[Int]] = []
        func visit(_ o: NibObject) -> Int {
            let i = objects.count
            objects.append(o); contentIndex.append(-1); subviews.append([]); cells.append([]); bars.append([])
            // The order of `NibObject.forEach`: content view, subviews, cells, bar items' views.
            if let c = o.contentView { contentIndex[i] = visit(c) }
            for s in o.subviews { let k = visit(s); subviews[i].append(k) }
            for c in o.cells { let k = visit(c); cells[i].append(k) }
            for b in o.barItemViews { let k = visit(b.view); bars[i].append(k) }
            return i
        }
        var topLevel: [Int] = []
        for o in document.objects { topLevel.append(visit(o)) }

        var ids: [String] = [], slotByID: [String: Int] = [:]
        func slot(_ id: String) -> Int {
            if let s = slotByID[id] { return s }
            ids.append(id); slotByID[id] = ids.count - 1
            return ids.count - 1
        }
        var objectSlots: [Int] = []
        objectSlots.reserveCapacity(objects.count)
        for o in objects { objectSlots.append(slot(o.id)) }
        var constraintStart: [Int] = [], constraintSlots: [Int] = [], firsts: [Int] = [], seconds: [Int] = []
        var boxes: [NibConstraintBox] = [], constrained: [Int] = [], guided: [Int] = []
        for (i, o) in objects.enumerated() {
            constraintStart.append(constraintSlots.count)
            if !o.constraints.isEmpty { constrained.append(i) }
            if !o.layoutGuides.isEmpty { guided.append(i) }
            for c in o.constraints {
                constraintSlots.append(slot(c.id))
                boxes.append(NibConstraintBox(c))
            }
        }
        // Ends are resolved after every slot exists: a constraint may name a view below it.
        for o in objects {
            for c in o.constraints {
                firsts.append(slotByID[c.firstItem] ?? Self.noSlot)
                seconds.append(c.secondItem.flatMap { slotByID[$0] } ?? Self.noSlot)
            }
        }
        var connectionStart: [Int] = [], destinations: [Int] = []
        for o in objects {
            connectionStart.append(destinations.count)
            for c in o.connections { destinations.append(slotByID[c.destination] ?? Self.noSlot) }
        }
        self.connectionStart = connectionStart; self.destinationSlots = destinations
        self.objects = objects; self.topLevel = topLevel; self.objectSlots = objectSlots
        self.contentIndex = contentIndex; self.subviewIndices = subviews; self.cellIndices = cells; self.barItemIndices = bars
        self.constraintStart = constraintStart; self.constraintSlots = constraintSlots
        self.firstItemSlots = firsts; self.secondItemSlots = seconds
        self.constraintBoxes = boxes; self.constrainedObjects = constrained; self.guidedObjects = guided
        self.ids = ids; self.slotByID = slotByID
        elementClasses = objects.map { NibElementClasses.byElement[$0.element] }
        decoded = Array(repeating: nil, count: objects.count)
    }
}
