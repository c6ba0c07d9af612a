import Foundation

extension View {
    /// Maps a point in this view's bounds coordinates to its superview's coordinates.
    var transformToSuperview: CGAffineTransform {
        View.localToParent(center: center, bounds: bounds, transform: transform)
    }

    /// bounds coordinates → superview coordinates: p ↦ center + T(p − bounds.origin − size/2).
    static func localToParent(center: CGPoint, bounds: CGRect, transform: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(translationX: -bounds.minX - bounds.width / 2, y: -bounds.minY - bounds.height / 2)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// This view's coordinates → the root's (its topmost ancestor's) coordinates.
    var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var v: View? = self
        while let cur = v, let parent = cur.superview {
            t = t.concatenating(cur.transformToSuperview)
            v = parent
        }
        return t
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window or root).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let target = view ?? rootView
        return point.applying(transformToRoot).applying(target.transformToRoot.inverted())
    }
    /// Converts a point from `view`'s coordinates (nil: the window or root) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        (view ?? rootView).convert(point, to: self)
    }
    /// Converts a rectangle (the bounding box of its corners when rotated).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        let target = view ?? rootView
        return rect.applying(transformToRoot.concatenating(target.transformToRoot.inverted()))
    }
    /// Converts a rectangle from `view`'s coordinates (nil: the window or root) to this view's (the
    /// bounding box of its corners when rotated).
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        (view ?? rootView).convert(rect, to: self)
    }

    var rootView: View {
        var v = self
        while let p = v.superview { v = p }
        return v
    }

    /// Whether `point` (in this view's coordinates) is inside its bounds.
    public func point(inside point: CGPoint) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive descendant containing `point` (this view's coordinates),
    /// front-most first, as UIKit's hit testing.
    public func hitTest(_ point: CGPoint) -> View? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point) else { return nil }
        for sub in subviews.reversed() {
            let p = point.applying(sub.transformToSuperview.inverted())
            if let hit = sub.hitTest(p) { return hit }
        }
        return self
    }
}
