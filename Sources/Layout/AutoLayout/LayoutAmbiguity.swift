import Foundation

extension LayoutEngine {
    /// Items (in tree order) with at least one of minX, minY, width, height not determined by
    /// the required and preferred constraints (see `Solver.ambiguousVariables` for the method).
    public func ambiguousItems() -> [any LayoutItem] {
        return update().filter { !ambiguousAttributes(of: $0).isEmpty }
    }

    /// The ambiguous variables of `item` by name ("minX", "minY", "width", "height").
    public func ambiguousAttributes(of item: any LayoutItem) -> [String] {
        let s = item.layoutStorage
        let vars = [s.minX, s.minY, s.width, s.height]
        let ambiguous = solver.ambiguousVariables(vars)
        return zip(vars, ["minX", "minY", "width", "height"]).filter { v, _ in ambiguous.contains { $0 === v } }.map(\.1)
    }

    /// A report listing the ambiguous items, or nil when the layout is unambiguous.
    public func ambiguityReport() -> String? {
        let lines = update().compactMap { item -> String? in
            let a = ambiguousAttributes(of: item)
            return a.isEmpty ? nil : "\(item.layoutDebugName): ambiguous \(a.joined(separator: ", "))"
        }
        return lines.isEmpty ? nil : "Ambiguous layout:\n" + lines.joined(separator: "\n")
    }
}

extension LayoutItem {
    /// Whether this item's frame is not fully determined by its tree's constraints.
    public var hasAmbiguousLayout: Bool {
        let engine = rootItem.layoutEngine
        engine.updateConstraints()
        return !engine.ambiguousAttributes(of: self).isEmpty
    }
}
