import Foundation
import ViewRasterViews

extension NibLoadResult {
    /// The standard space IB's canvas gives a `symbolic="YES"` ("Use Standard Value")
    /// leading or trailing equality between a view and its superview (docs/canvas-rules.md,
    /// "Views"): 20 pt to the superview's own edge, and 0 pt to the edge of the superview's safe
    /// area, whatever constant the file writes. Over the five development sets, the 219
    /// symbolic equalities to a superview's edge that write 20 are stored 20 pt in, and
    /// ActionSheetPicker's launch screen (16096) stores its two that write no constant 20 pt in
    /// too (read as 0 before); the four to a safe area's edge, from Xcode 9's launch-screen
    /// template (nimbus' and Alamofire's, 13142: `constant="20"`), are stored at 0 pt, the
    /// labels as wide as the screen. `layout`'s canvas and `render` (one canvas) both apply it.
    public func applyStandardSpacing() {
        for b in allConstraints where b.constraint.isSymbolic && b.constraint.relation == .equal {
            guard let gap = Self.standardGap(b) else { continue }
            b.layoutConstraint.constant = gap
        }
    }

    /// The constant a symbolic equality between a view and its superview's edge (or the
    /// superview's safe area's edge) along the horizontal axis has on IB's canvas, signed for the
    /// constraint as written; nil for every other constraint.
    static func standardGap(_ b: NibBoundConstraint) -> CGFloat? {
        let c = b.constraint
        let edges: Set<NibLayoutAttribute> = [.leading, .trailing, .left, .right]
        guard c.firstAttribute == c.secondAttribute, edges.contains(c.firstAttribute), c.multiplier == 1,
              let second = b.secondItem else { return nil }
        // Which item is the view, and is the other its superview or the superview's safe area?
        let container: NibLayoutItem, childFirst: Bool
        if case .view(let v) = b.firstItem, v.superview === second.view, second.view !== v {
            container = second; childFirst = true
        } else if case .view(let v) = second, v.superview === b.firstItem.view, b.firstItem.view !== v {
            container = b.firstItem; childFirst = false
        } else { return nil }
        let space: CGFloat
        switch container {
        case .safeArea: space = 0
        case .view:
            // Xcode writes the standard 20 as the constant; only a constraint that writes none
            // (read as 0) needs it.
            guard c.constant == 0 else { return nil }
            space = 20
        default: return nil
        }
        // view.leading = container.leading + space; container.trailing = view.trailing + space.
        let leadingEdge = c.firstAttribute == .leading || c.firstAttribute == .left
        return leadingEdge == childFirst ? space : -space
    }
}
