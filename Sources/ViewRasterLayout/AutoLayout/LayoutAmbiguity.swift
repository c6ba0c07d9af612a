import Foundation

extension LayoutEngine {
    private static let names = ["minX", "minY", "width", "height"]

    /// For each item, the names of its ambiguous variables (one probe copy of the solver for all).
    private func ambiguity(of items: [any LayoutItem]) -> [[String]] {
        let vars = items.flatMap { i -> [Variable] in
            let s = i.layoutStorage
            return [s.minX, s.minY, s.width, s.height]
        }
        let ambiguous = Set(solver.ambiguousVariables(vars).map(ObjectIdentifier.init))
        return items.indices.map { i in
            (0..<4).filter { ambiguous.contains(ObjectIdentifier(vars[4 * i + $0])) }.map { LayoutEngine.names[$0] }
        }
    }

    /// Items (in tree order) with at least one of minX, minY, width, height not determined by
    /// the required and preferred constraints (see `Solver.ambiguousVariables` for the method).
    /// The root is pinned, so it is never listed.
    public func ambiguousItems() -> [any LayoutItem] {
        let items = update()
        return zip(items, ambiguity(of: items)).filter { !$0.1.isEmpty }.map(\.0)
    }

    /// The ambiguous variables of `item` by name ("minX", "minY", "width", "height"), against
    /// the solver as of the last update.
    public func ambiguousAttributes(of item: any LayoutItem) -> [String] {
        ambiguity(of: [item])[0]
    }

    /// A report listing the ambiguous items, or nil when the layout is unambiguous.
    public func ambiguityReport() -> String? {
        let items = update()
        let lines = zip(items, ambiguity(of: items)).compactMap { item, a -> String? in
            a.isEmpty ? nil : "\(item.layoutDebugName): ambiguous \(a.joined(separator: ", "))"
        }
        return lines.isEmpty ? nil : "Ambiguous layout:\n" + lines.joined(separator: "\n")
    }
}

extension LayoutItem {
    /// Whether this item's frame is not fully determined by its tree's constraints (UIKit's
    /// `hasAmbiguousLayout`). Brings the root's engine up to date first; frames are not changed.
    public var hasAmbiguousLayout: Bool {
        let engine = rootItem.layoutEngine
        engine.updateConstraints()
        return !engine.ambiguousAttributes(of: self).isEmpty
    }
}
