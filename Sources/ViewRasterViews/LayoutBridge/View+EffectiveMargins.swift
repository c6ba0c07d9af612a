import Foundation

extension View {
    /// The margins Auto Layout's margin attributes use, as UIKit derives them:
    /// - a root (no superview) uses `layoutMargins` as they are (a screen or canvas sets a
    ///   view-controller root's margins, safe area included, itself);
    /// - with `insetsLayoutMarginsFromSafeArea` (the default) each margin is measured from the
    ///   safe area: the edge's safe-area inset is added (a full-width view under a 44 pt status
    ///   bar has a 52 pt top margin);
    /// - with `preservesSuperviewLayoutMargins` each margin is at least the superview's
    ///   effective margin less the distance between the two edges (a view 8 pt inside a
    ///   superview with 20 pt margins keeps 12 pt).
    /// - `directionalLayoutMargins` put their leading margin on the right, right to left.
    /// - a view controller's view in a window or container takes at least the controller's
    ///   `systemMinimumLayoutMargins` (0 top and bottom, 16 pt sides, 20 from 414 pt wide) while
    ///   it `viewRespectsSystemMinimumLayoutMargins`; its own margins count only where the view
    ///   was given others than a plain view's default 8 pt (UIKit's root views start at the
    ///   system minimum: a storyboard scene's view pinned 8 pt from its leading margin is at
    ///   x = 24 on an iPhone 8, its top margin is the safe area's top).
    public var effectiveLayoutMargins: EdgeInsets {
        var m = directionalResolvedLayoutMargins
        guard let sup = superview else { return m }
        if let vc = viewController, vc.viewIfLoaded === self, vc.viewRespectsSystemMinimumLayoutMargins {
            let own = m == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) ? .zero : m
            let side = ViewController.systemMinimumSideMargin(forWidth: bounds.width)
            m = EdgeInsets(top: own.top, left: max(own.left, side), bottom: own.bottom, right: max(own.right, side))
        }
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
        }
        if preservesSuperviewLayoutMargins {
            let p = sup.effectiveLayoutMargins
            let f = layoutFrame, b = sup.bounds
            m.top = max(m.top, p.top - (f.minY - b.minY))
            m.left = max(m.left, p.left - (f.minX - b.minX))
            m.bottom = max(m.bottom, p.bottom - (b.maxY - f.maxY))
            m.right = max(m.right, p.right - (b.maxX - f.maxX))
        }
        return m
    }

    /// Whether a view of this tree laid its margins or safe-area guide out with insets that the
    /// frames just solved change (they depend on where the view landed): another pass is due.
    /// Called on the root right after a solve: only the items the engine's last full pass
    /// found with guides are checked (any change to the tree since is a full pass).
    func guideInsetsChanged() -> Bool {
        layoutEngine.itemsWithGuides.contains { ($0 as? View)?.ownGuideInsetsChanged() ?? false }
    }

    /// Whether this view's own guides were laid out with insets other than its current ones.
    func ownGuideInsetsChanged() -> Bool {
        let compiled = layoutStorage.compiledGuideInsets
        if let m = compiled.margins, !Self.close(m, effectiveLayoutMargins) { return true }
        if let s = compiled.safeArea, !Self.close(s, safeAreaInsets) { return true }
        return false
    }

    private static func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        abs(a.top - b.top) < 1e-6 && abs(a.left - b.left) < 1e-6 && abs(a.bottom - b.bottom) < 1e-6 && abs(a.right - b.right) < 1e-6
    }
}
