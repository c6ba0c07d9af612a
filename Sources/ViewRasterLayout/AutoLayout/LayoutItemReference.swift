import Foundation

/// A reference to a layout item that does not keep it alive, shared by everything that points at
/// the item without owning it: constraints' ends and hosts, guides' owners, an engine's root and
/// the engine's kept items. It answers nil once the item has gone, as a `weak` reference does.
///
/// An item whose storage was told it clears it on its way out (`LayoutItemStorage.adoptOwner`,
/// then `ownerDidGo()` from the item's `deinit`: views do) is held `unowned(unsafe)`, so no weak
/// reference is ever formed to it: the Swift runtime then gives the item no side table and its
/// retains and releases stay on the inline fast path. Any other item is held weakly. Made once
/// per item, on first need (`LayoutItemStorage.reference(to:)`).
public final class LayoutItemReference {
    @exclusivity(unchecked) private unowned(unsafe) var unownedItem: (any LayoutItem)?
    @exclusivity(unchecked) private weak var weakItem: (any LayoutItem)?
    private let isUnowned: Bool
    /// The item's identity, kept beside it so `itemIdentifier` need not load the item.
    private let identifier: ObjectIdentifier
    /// `clear()` ran: an unowned item has gone.
    @exclusivity(unchecked) private var cleared = false

    /// A reference to an item that clears it from its `deinit` (through its storage).
    init(unowned item: any LayoutItem) { unownedItem = item; isUnowned = true; identifier = ObjectIdentifier(item) }
    /// A reference to any other item: held weakly.
    init(weak item: any LayoutItem) { weakItem = item; isUnowned = false; identifier = ObjectIdentifier(item) }

    /// The item, nil once it has gone.
    public var item: (any LayoutItem)? { isUnowned ? unownedItem : weakItem }

    /// `item.map(ObjectIdentifier.init)`, without loading the item when it is held unowned (no
    /// reference counted on it: a large tree's compile looks up both ends of every constraint,
    /// and each retain and release of a view not in the cache is a miss).
    var itemIdentifier: ObjectIdentifier? {
        if isUnowned { return cleared ? nil : identifier }
        return weakItem.map { ObjectIdentifier($0) }
    }

    /// Forgets the item (its `deinit` is running).
    func clear() { unownedItem = nil; cleared = true }
}
