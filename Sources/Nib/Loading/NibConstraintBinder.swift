import Foundation
import Views

/// What a constraint's item names: a view, or a view's safe-area layout guide.
@MainActor
public enum NibLayoutItem {
    case view(View)
    case safeArea(of: View)
    /// The view the item belongs to.
    public var view: View {
        switch self { case .view(let v), .safeArea(let v): v }
    }
}

/// A xib constraint with its items resolved to the instantiated views.
@MainActor
public struct NibBoundConstraint {
    public var constraint: NibConstraint
    public var firstItem: NibLayoutItem
    public var secondItem: NibLayoutItem?
    /// The view whose `<constraints>` block held it (where UIKit installs it).
    public var owner: View
}

/// Resolves every constraint's items. Placeholder constraints (removed at build time) and
/// constraints a `<variation key="default">` excludes are left out of `active`.
@MainActor
struct NibConstraintBinder {
    let context: NibLoadContext

    func bind() {
        var guides: [String: View] = [:]
        for o in context.document.allObjects {
            for (key, id) in o.layoutGuides {
                guard let v = context.objects[o.id] as? View else { continue }
                if key == "safeArea" { guides[id] = v }
                else { context.warn("layout guide \(key) (id \(id)) is not supported", at: o.location) }
            }
        }
        func item(_ id: String) -> NibLayoutItem? {
            if let v = context.objects[id] as? View { return .view(v) }
            if let g = guides[id] { return .safeArea(of: g) }
            return nil
        }
        for o in context.document.allObjects {
            for c in o.constraints {
                guard let owner = context.objects[o.id] as? View else { continue }
                guard let first = item(c.firstItem) else {
                    context.warn("constraint \(c.id) names \(c.firstItem), which is not a view of this nib; dropped", at: c.location)
                    continue
                }
                var second: NibLayoutItem?
                if let s = c.secondItem {
                    guard let i = item(s) else {
                        context.warn("constraint \(c.id) names \(s), which is not a view of this nib; dropped", at: c.location)
                        continue
                    }
                    second = i
                }
                let bound = NibBoundConstraint(constraint: c, firstItem: first, secondItem: second, owner: owner)
                context.allConstraints.append(bound)
                if !c.isPlaceholder && c.isInstalled { context.activeConstraints.append(bound) }
            }
        }
    }
}
