import Foundation

/// A document's objects by xib id, built in one depth-first pass: looking an id up is one
/// dictionary access instead of a walk of the whole tree (per lookup, that made `layout` of a
/// 10,000-view xib quadratic). When ids repeat, the first object in document order wins, as a
/// walk finds it.
public struct NibObjectIndex: Sendable {
    private let byID: [String: NibObject]
    /// How many objects building the index visited: each object of the document once.
    public let visited: Int

    /// Indexes `objects` and everything below them.
    public init(_ objects: [NibObject]) {
        var byID: [String: NibObject] = [:], visited = 0
        for top in objects {
            top.forEach { object in
                visited += 1
                if byID[object.id] == nil { byID[object.id] = object }
            }
        }
        self.byID = byID
        self.visited = visited
    }

    /// The first object with `id` in document order.
    public subscript(id: String) -> NibObject? { byID[id] }
}
