import Foundation
import ViewRasterViews

extension NibLoadResult {
    /// IB's canvas lays a scroll view's subview that is pinned to both of its side edges and
    /// centred on it as wide as the scroll view's frame between the pins, giving up the centre
    /// when the pins are unequal (docs/canvas-rules.md, "Views").
    ///
    /// The edges attach to the content area and the centre to the frame (`scrollContent`), so
    /// with pins `c1` (leading) and `c2` (trailing) and a centre offset `c3` the subview is
    /// `W − 2·(c1 − c3)` wide and the content scrolls by `c2 − c1 + 2·c3`; IB stores it
    /// `W − c1 − c2` wide instead, the content as wide as the frame. With equal pins the two
    /// agree (the "pin four edges and centre horizontally" content view: 336 in the corpus and
    /// sets AO – AR, all but one stale view stored so); with unequal ones every file that has them stores IB's
    /// width: KIKOInstaller's Main (set AO, 17156: pins 62 and 63, 250 wide in 375),
    /// AlphaProTracker's Main (AR, 13771: 0 and −1, 376, two content views and the 169 views
    /// in them; 67 and 68, 240), InnocentMinds_iOS' SchoolBusCollectionViewCell (AR, 13771: 30 and 29 in 343,
    /// 284) and Dentic's PreviewImage and Clinical (AR, 11762 – 12120: −0.5 and 0.5, 375).
    /// So on `layout`'s canvas such a centre gives way to a width, `W − c1 − c2`, at the
    /// centre's priority, for a subview whose width no other constraint sets (transonGO's Main,
    /// set AP, centres a 95 pt image view between pins of 229 and 251 in 600: neither reading).
    /// Not in `render` (`NibCanvasMetrics.isRendering`): a running app's engine keeps the
    /// centre (nothing in these files tells what iOS draws).
    public func widenUnequallyPinnedScrollContent() {
        for b in allConstraints where b.layoutConstraint.isActive {
            guard let centre = Self.scrollCentre(b) else { continue }
            let (content, scroll, offset) = centre
            var leading: CGFloat?, trailing: CGFloat?
            for p in allConstraints where p.layoutConstraint.isActive {
                if let c = Self.scrollContentPin(p, content, scroll, .leading) { leading = c }
                if let c = Self.scrollContentPin(p, content, scroll, .trailing) { trailing = c }
            }
            guard let c1 = leading, let c2 = trailing, abs(c1 - c2 - 2 * offset) > 0.01,
                  !hasWidthConstraint(content) else { continue }
            let width = LayoutConstraint(item: content, attribute: .width, relatedBy: .equal, toItem: scroll,
                                         attribute: .width, constant: -(c1 + c2))
            width.priority = b.layoutConstraint.priority
            // The centre gives way only to a width that is in place (the two share the scroll
            // view, so activation does not fail; if it did, the centre would stay).
            guard (try? width.activate()) != nil else { continue }
            b.layoutConstraint.deactivate()
        }
    }

    /// Whether an active constraint sizes `view`'s width (its own, or related to another's):
    /// then the pins and the centre are not what make its width, and the rule leaves it.
    func hasWidthConstraint(_ view: View) -> Bool {
        allConstraints.contains { b in
            guard b.layoutConstraint.isActive else { return false }
            if case .view(let v) = b.firstItem, v === view, b.constraint.firstAttribute == .width { return true }
            if case .view(let v)? = b.secondItem, v === view, b.constraint.secondAttribute == .width { return true }
            return false
        }
    }

    /// A centre-x equality between a scroll view's subview and the scroll view (the frame's
    /// centre): the subview, the scroll view and the subview's offset from the centre.
    static func scrollCentre(_ b: NibBoundConstraint) -> (View, ScrollView, CGFloat)? {
        let c = b.constraint
        guard c.firstAttribute == .centerX, c.secondAttribute == .centerX, c.multiplier == 1, c.relation == .equal,
              case .view(let first) = b.firstItem, case .view(let second)? = b.secondItem else { return nil }
        if let scroll = second as? ScrollView, first.superview === scroll { return (first, scroll, CGFloat(c.constant)) }
        if let scroll = first as? ScrollView, second.superview === scroll { return (second, scroll, -CGFloat(c.constant)) }
        return nil
    }

    /// The inset of `content`'s `edge` (leading or trailing, left or right) from the same edge
    /// of `scroll`'s content area that `b` pins it at, measured inwards; nil when `b` is not such
    /// a pin.
    static func scrollContentPin(_ b: NibBoundConstraint, _ content: View, _ scroll: ScrollView,
                                 _ edge: NibLayoutAttribute) -> CGFloat? {
        let c = b.constraint
        let same: Set<NibLayoutAttribute> = edge == .leading ? [.leading, .left] : [.trailing, .right]
        guard same.contains(c.firstAttribute), c.firstAttribute == c.secondAttribute, c.multiplier == 1,
              c.relation == .equal, let second = b.secondItem else { return nil }
        func isContent(_ i: NibLayoutItem) -> Bool {
            if case .view(let v) = i { return v === content }
            return false
        }
        func isArea(_ i: NibLayoutItem) -> Bool {
            if case .scrollContent(let s) = i { return s === scroll }
            return false
        }
        // first = second + constant: the content's edge past the area's by `constant` when first.
        let past: CGFloat
        if isContent(b.firstItem), isArea(second) { past = CGFloat(c.constant) }
        else if isArea(b.firstItem), isContent(second) { past = -CGFloat(c.constant) }
        else { return nil }
        return edge == .leading ? past : -past
    }
}
