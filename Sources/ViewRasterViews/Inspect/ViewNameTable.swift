import Foundation

/// What a loader knows of the views it made, kept beside the views rather than in them: the id
/// each had in its file and the outlets that point at it. A nib load owns one
/// (`NibLoadResult.names`). A table publishes itself when it first names a view, so
/// `recursiveDescription` and `debugName` name a view by its nib id and outlets for as long as
/// the view lives, after the load result is gone. Entries hold their views weakly; a published
/// table whose views have all gone is dropped.
@MainActor
public final class ViewNameTable {
    private struct Entry {
        weak var view: View?
        var objectID: String?
        var outlets: [String] = []
    }

    @exclusivity(unchecked) private var entries: [ObjectIdentifier: Entry] = [:]
    private var isPublished = false

    /// An empty table.
    public init() {}

    /// Records the id `view` has in its file (nil forgets it).
    public func setObjectID(_ id: String?, for view: View) {
        update(view) { $0.objectID = id }
    }

    /// Records that the outlet `name` points at `view`.
    public func addOutlet(_ name: String, to view: View) {
        update(view) { $0.outlets.append(name) }
    }

    /// The id `view` has in its file, nil when this table does not name it.
    public func objectID(of view: View) -> String? { entry(of: view)?.objectID }

    /// The outlets that point at `view`, in the order they were connected.
    public func outletNames(of view: View) -> [String] { entry(of: view)?.outlets ?? [] }

    private func entry(of view: View) -> Entry? {
        guard let e = entries[ObjectIdentifier(view)], e.view === view else { return nil }
        return e
    }

    /// Changes `view`'s entry in place (one hash; an entry left by a view that has gone, whose
    /// identifier `view` now has, starts over), else adds one.
    private func update(_ view: View, _ change: (inout Entry) -> Void) {
        let key = ObjectIdentifier(view)
        if let i = entries.index(forKey: key) {
            if entries.values[i].view !== view { entries.values[i] = Entry(view: view) }
            change(&entries.values[i])
        } else {
            var e = Entry(view: view)
            change(&e)
            entries[key] = e
        }
        if !isPublished { publish() }
    }

    private var hasLiveViews: Bool { entries.values.contains { $0.view != nil } }

    // MARK: Published tables

    private static var published: [ViewNameTable] = []
    private static var pruneAt = 64

    /// Makes this table's names visible to `ViewNameTable.objectID(of:)` and
    /// `outletNames(of:)` (and so to descriptions) for as long as any of its views lives.
    private func publish() {
        isPublished = true
        Self.published.append(self)
        if Self.published.count >= Self.pruneAt {
            Self.published.removeAll { !$0.hasLiveViews }
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
