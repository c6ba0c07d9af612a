import Foundation

/// What a loader knows of the views it made, kept beside the views rather than in them: the id
/// each had in its file and the outlets that point at it. A nib load owns one
/// (`NibLoadResult.names`). A table publishes itself when it first names a view, so
/// `recursiveDescription` and `debugName` name a view by its nib id and outlets for as long as
/// the view lives, after the load result is gone. Entries do not keep their views alive (they
/// hold each view's `LayoutItemReference`, nil once the view has gone); a published table whose
/// views have all gone is dropped.
@MainActor
public final class ViewNameTable {
    private struct Entry {
        let reference: LayoutItemReference
        var objectID: String?
        var outlets: [String] = []
    }

    /// One recorded change, kept in order until the table is first asked about a view: a load
    /// names each of its views once and is rarely asked, so recording is an append, not a hash.
    private struct Change {
        let reference: LayoutItemReference
        var view: View? { reference.item as? View }
        /// The outlet added; nil when the change sets the view's id.
        let outlet: String?
        let objectID: String?
    }

    @exclusivity(unchecked) private var entries: [ObjectIdentifier: Entry] = [:]
    @exclusivity(unchecked) private var changes: [Change] = []
    private var isPublished = false

    /// An empty table.
    public init() {}

    /// Records the id `view` has in its file (nil forgets it).
    public func setObjectID(_ id: String?, for view: View) {
        record(Change(reference: view.itemReference, outlet: nil, objectID: id))
    }

    /// Records that the outlet `name` points at `view`.
    public func addOutlet(_ name: String, to view: View) {
        record(Change(reference: view.itemReference, outlet: name, objectID: nil))
    }

    /// The id `view` has in its file, nil when this table does not name it.
    public func objectID(of view: View) -> String? { entry(of: view)?.objectID }

    /// The outlets that point at `view`, in the order they were connected.
    public func outletNames(of view: View) -> [String] { entry(of: view)?.outlets ?? [] }

    private func entry(of view: View) -> Entry? {
        if !changes.isEmpty { applyChanges() }
        guard let e = entries[ObjectIdentifier(view)], e.reference.item === view else { return nil }
        return e
    }

    private func record(_ change: Change) {
        changes.append(change)
        if !isPublished { publish() }
    }

    /// Applies the recorded changes in the order they were made. A change whose view has gone
    /// is skipped: no live view can find its entry (a view that now has its identifier starts
    /// its entry over).
    private func applyChanges() {
        let pending = changes
        changes = []
        entries.reserveCapacity(entries.count + pending.count)
        for c in pending {
            guard let view = c.view else { continue }
            if let outlet = c.outlet { update(view) { $0.outlets.append(outlet) } }
            else { update(view) { $0.objectID = c.objectID } }
        }
    }

    /// Changes `view`'s entry in place (one hash; an entry left by a view that has gone, whose
    /// identifier `view` now has, starts over), else adds one.
    private func update(_ view: View, _ change: (inout Entry) -> Void) {
        let key = ObjectIdentifier(view)
        if let i = entries.index(forKey: key) {
            if entries.values[i].reference.item !== view { entries.values[i] = Entry(reference: view.itemReference) }
            change(&entries.values[i])
        } else {
            var e = Entry(reference: view.itemReference)
            change(&e)
            entries[key] = e
        }
    }

    private var hasLiveViews: Bool {
        for c in changes where c.reference.item != nil { return true }
        for e in entries.values where e.reference.item != nil { return true }
        return false
    }

    // MARK: Published tables

    private static var published: [ViewNameTable] = []
    private static var pruneAt = 64

    /// Makes this table's names visible to `ViewNameTable.objectID(of:)` and
    /// `outletNames(of:)` (and so to descriptions) for as long as any of its views lives.
    private func publish() {
        isPublished = true
        Self.published.append(self)
        if Self.published.count >= Self.pruneAt {
            var live: [ViewNameTable] = []
            for table in Self.published where table.hasLiveViews { live.append(table) }
            Self.published = live
            Self.pruneAt = max(64, 2 * Self.published.count)
        }
    }

    /// The id a published table gives `view` (the newest table that names it), nil if none does.
    public static func objectID(of view: View) -> String? {
        for table in published.reversed() { if let id = table.objectID(of: view) { return id } }
        return nil
    }

    /// The outlets published tables record as pointing at `view`.
    public static func outletNames(of view: View) -> [String] {
        published.flatMap { $0.outletNames(of: view) }
    }
}
