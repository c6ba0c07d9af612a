import Foundation

/// Where a controller's scrolled content stands against the bars of its container, which
/// iOS 15 reads to choose a bar's `scrollEdgeAppearance` (by default the standard look with a
/// transparent background and no hairline).
extension ViewController {
    /// The scroll view the container's bars watch: the controller's view when it is a scroll
    /// view (a table, a collection), else the view's first subview when that is one (UIKit's
    /// default `contentScrollView(for:)`); nil when there is none.
    var edgeScrollView: ScrollView? {
        guard let v = viewIfLoaded else { return nil }
        return v as? ScrollView ?? v.subviews.first as? ScrollView
    }

    /// Whether the content is at its top edge: there is no scroll view, or it is scrolled to
    /// the top of its content (`contentOffset.y ≤ −contentInset.top`; a table's rest offset
    /// also takes its safe area's top, UIKit's automatic inset adjustment).
    var contentIsAtTopEdge: Bool {
        guard let s = edgeScrollView else { return true }
        let top = (s as? TableView)?.restingTop ?? s.contentInset.top
        return s.contentOffset.y <= -top + 0.5
    }

    /// Whether the content is at its bottom edge: there is no scroll view, or the content's
    /// end is on screen (a content shorter than the view always is).
    var contentIsAtBottomEdge: Bool {
        guard let s = edgeScrollView else { return true }
        let bottom = s.contentInset.bottom + (s is TableView ? s.safeAreaInsets.bottom : 0)
        return s.contentOffset.y + s.bounds.height >= s.contentSize.height + bottom - 0.5
    }
}
