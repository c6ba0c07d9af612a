import Foundation

extension LayoutEngine {
    /// IB's canvas keeps the content of a view whose size is its stored frame laid out from that
    /// view's top-left corner at the sizes the content's own constraints give: in a conflict
    /// whose irreducible set holds such a size — the top-level view's stored width or height,
    /// or the autoresizing width or height of a view that translates its mask (a top-level
    /// cell's content view, whose size follows the cell's) — and only edges and constants, the
    /// pin to that view's far edge (bottom or trailing, their margins or a guide's) breaks and
    /// is reported; the view keeps its frame, and what the pin no longer decides stays where it
    /// is stored. `set` is the exact conflicting set of `c`. True when `c` was handled (the pin
    /// broken and `c` installed, or `c` is that pin and is broken); false, with nothing changed,
    /// otherwise (docs/nib-layout-agreement.md, "Session conflict19").
    func addBreakingFarEdgePin(_ key: ConstraintKey, _ c: CompiledConstraint, in set: ConflictingSet, report: Bool) -> Bool {
        guard LayoutEngine.isEdgeOrConstant(c.origin),
              set.allSatisfy({ LayoutEngine.isEdgeOrConstant($0.compiled.origin) }) else { return false }
        let sized = set.compactMap { LayoutEngine.storedSize($0.compiled.origin) }
        guard !sized.isEmpty else { return false }
        func isFarEdgePin(_ origin: ConstraintOrigin) -> Bool {
            guard case .user(let u) = origin, u.relation == .equal else { return false }
            return sized.contains { LayoutEngine.pinsFarEdge(u, of: $0.item, axis: $0.axis) }
        }
        if isFarEdgePin(c.origin) {
            broken[key] = c.retainingVariables()
            if report { diagnostics.report(conflictReport(set.map(\.compiled) + [c], breaking: c)) }
            return true
        }
        guard let victim = set.last(where: { isFarEdgePin($0.compiled.origin) }),
              let pinned = installed[victim.key], install(key, c, inPlaceOf: pinned) else { return false }
        installed[victim.key] = nil
        installedOrderMayRepeat = true
        victim.compiled.origin.userConstraint?.solverEngine = nil
        broken[victim.key] = victim.compiled.retainingVariables()
        diagnostics.report(conflictReport(set.map(\.compiled) + [c], breaking: victim.compiled))
        return true
    }

    /// Whether a member of a conflicting set lets a far-edge pin break: the root's pins,
    /// guides, springs and struts, and the user's constraints of multiplier 1, a stack view's
    /// own (`UISV`) among them, but for those through a hidden arranged view's gap
    /// (`UISV-hiding-gap`: UIKit's hiding squeeze decides them). A proportion or an
    /// intrinsic size in the set leaves the recovery as it was.
    static func isEdgeOrConstant(_ origin: ConstraintOrigin) -> Bool {
        switch origin {
        case .rootPin, .guide, .autoresizing: return true
        case .user(let u):
            let ends = [u.firstItem, u.secondItem].compactMap { $0 as? LayoutGuide }
            return u.multiplier == 1 && !ends.contains { $0.identifier == "UISV-hiding-gap" }
        case .fitting, .contentSize: return false
        }
    }

    /// The view and axis whose stored size a constraint fixes: the root's width or height pin,
    /// or an autoresizing `width` or `height`.
    static func storedSize(_ origin: ConstraintOrigin) -> (item: ObjectIdentifier, axis: LayoutAxis)? {
        let item: (any LayoutItem)?, what: OriginName
        switch origin {
        case .rootPin(let weak, let w): item = weak.item; what = w
        case .autoresizing(let weak, let w, _): item = weak.item; what = w
        default: return nil
        }
        guard let item else { return nil }
        switch what {
        case .width: return (ObjectIdentifier(item), .horizontal)
        case .height: return (ObjectIdentifier(item), .vertical)
        default: return nil
        }
    }

    /// Whether `u` ties the far edge of `item` on `axis` (bottom, trailing, right or their
    /// margins, its own or one of its guides') to an edge of another item (multiplier 1).
    static func pinsFarEdge(_ u: LayoutConstraint, of item: ObjectIdentifier, axis: LayoutAxis) -> Bool {
        guard u.multiplier == 1, let firstEnd = u.firstItem, let secondEnd = u.secondItem else { return false }
        // A guide's edge is its owning view's (the safe area's, the margins').
        func owner(_ end: AnyObject) -> AnyObject { (end as? LayoutGuide)?.owningItem ?? end }
        let first = owner(firstEnd), second = owner(secondEnd)
        let far: Set<LayoutAttribute> = axis == .vertical
            ? [.bottom, .bottomMargin]
            : [.trailing, .trailingMargin, .right, .rightMargin]
        if ObjectIdentifier(first) == item { return far.contains(u.firstAttribute) && ObjectIdentifier(second) != item }
        if ObjectIdentifier(second) == item { return far.contains(u.secondAttribute) && ObjectIdentifier(first) != item }
        return false
    }
}
