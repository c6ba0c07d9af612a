import Foundation

extension View {
    /// The insets a controller adds at its view: its container's bars and its
    /// `additionalSafeAreaInsets`; nil when it adds none (or this is not a controller's view).
    var controllerSafeAreaExtra: EdgeInsets? {
        guard let vc = viewController, vc.viewIfLoaded === self else { return nil }
        let a = vc.barSafeAreaInsets, b = vc.additionalSafeAreaInsets
        let sum = EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
        return sum == .zero ? nil : sum
    }

    /// The safe area as UIKit composes it when a controller on the way up adds insets: a view
    /// inherits its superview's safe area where the two overlap, and a controller's view adds
    /// its controller's insets (a navigation controller's child gets the window's 20 pt plus
    /// the 44 pt bar, 64 in all, on an iPhone 8). Nil when no controller above adds any (the
    /// window's insets then apply directly).
    func controllerSafeAreaInsets() -> EdgeInsets? {
        var any = false
        var v: View? = self
        while let cur = v, !(cur is Window) {
            if cur.controllerSafeAreaExtra != nil { any = true; break }
            v = cur.superview
        }
        guard any else { return nil }
        return composedSafeAreaInsets()
    }

    private func composedSafeAreaInsets() -> EdgeInsets {
        if self is Window { return ownSafeAreaInsets }
        var base = ownSafeAreaInsets
        if let sup = superview {
            let s = sup.safeAreaInsets
            let r = convert(bounds, to: sup), sb = sup.bounds
            base = EdgeInsets(top: max(0, s.top - (r.minY - sb.minY)), left: max(0, s.left - (r.minX - sb.minX)),
                              bottom: max(0, s.bottom - (sb.maxY - r.maxY)), right: max(0, s.right - (sb.maxX - r.maxX)))
        }
        guard let extra = controllerSafeAreaExtra else { return base }
        return EdgeInsets(top: base.top + extra.top, left: base.left + extra.left,
                          bottom: base.bottom + extra.bottom, right: base.right + extra.right)
    }
}
