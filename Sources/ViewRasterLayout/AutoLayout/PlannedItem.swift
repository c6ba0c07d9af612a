import Foundation

/// One item of `LayoutEngine`'s frame plan, read and written without reference counting: its
/// layout storage and the item itself as unretained references, with the item's dynamic type,
/// whose `LayoutItem` witnesses read and write its frame.
///
/// An edit pass writes the frame of every item the edit moved. Loading the item from the plan
/// as an existential (`any LayoutItem`) retains and releases it — slow reference counting
/// through the side table a view has once anything references it weakly (its anchors and
/// subviews do). Here the type is opened once per access and the item borrowed
/// (`_withUnsafeGuaranteedRef`), so a moved frame costs its witnesses only.
///
/// Valid only while something else holds the item: the engine keeps the plan's items in
/// `framePlan` (strong references) and a local copy of that array across each write.
struct PlannedItem {
    /// The item's layout storage (the item holds it).
    let storage: Unmanaged<LayoutItemStorage>
    /// The item, unretained.
    let object: Unmanaged<AnyObject>
    /// The item's dynamic type (its `LayoutItem` witnesses).
    let type: any LayoutItem.Type

    /// The plan's entry for `item` (which the caller keeps alive as long as the entry is used).
    init(_ item: any LayoutItem) {
        storage = Unmanaged.passUnretained(item.layoutStorage)
        object = Unmanaged.passUnretained(item as AnyObject)
        type = Swift.type(of: item)
    }

    /// The item's `layoutFrame`.
    var layoutFrame: CGRect { type.plannedLayoutFrame(of: object) }

    /// Calls the item's `applyLayoutFrameIfMoved(_:)` with `rect`.
    func applyLayoutFrameIfMoved(_ rect: CGRect) { type.applyPlannedLayoutFrameIfMoved(rect, to: object) }
}

extension LayoutItem {
    /// `layoutFrame` of `object`, an item of this type, borrowed (`PlannedItem`).
    fileprivate static func plannedLayoutFrame(of object: Unmanaged<AnyObject>) -> CGRect {
        Unmanaged<Self>.fromOpaque(object.toOpaque())._withUnsafeGuaranteedRef { $0.layoutFrame }
    }

    /// `applyLayoutFrameIfMoved(rect)` on `object`, an item of this type, borrowed (`PlannedItem`).
    fileprivate static func applyPlannedLayoutFrameIfMoved(_ rect: CGRect, to object: Unmanaged<AnyObject>) {
        Unmanaged<Self>.fromOpaque(object.toOpaque())._withUnsafeGuaranteedRef { $0.applyLayoutFrameIfMoved(rect) }
    }
}
