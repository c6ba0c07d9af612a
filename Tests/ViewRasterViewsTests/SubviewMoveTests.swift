import Testing
@testable import ViewRasterViews

/// A view that notes the subviews it is told are leaving.
@MainActor
final class DepartureLoggingView: View {
    var departures: [View] = []
    override func willRemoveSubview(_ subview: View) { departures.append(subview) }
}

/// Moving views among subviews and between superviews as UIKit does: `insertSubview(_:aboveSubview:)`
/// puts the view directly above its sibling (directly below with `belowSubview:`) even when it is
/// already a subview, and `addSubview` of a view that has another superview first does what
/// `removeFromSuperview` does: the old superview hears of it and the constraints between the
/// view's subtree and views outside it go.
@MainActor
@Suite struct SubviewMoveTests {
    func three() -> (View, View, View, View) {
        let parent = View(), a = View(), b = View(), c = View()
        for v in [a, b, c] { parent.addSubview(v) }
        return (parent, a, b, c)
    }

    @Test func aSubviewMovedAboveALaterSiblingLandsRightAboveIt() {
        let (parent, a, b, c) = three()
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
    }

    @Test func aSubviewMovedBelowALaterSiblingLandsRightBelowIt() {
        let (parent, a, b, c) = three()
        parent.insertSubview(a, belowSubview: c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
    }

    @Test func aSubviewMovedBelowAnEarlierSiblingLandsRightBelowIt() {
        let (parent, a, b, c) = three()
        parent.insertSubview(c, belowSubview: a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        parent.insertSubview(c, aboveSubview: c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    }

    @Test func aViewAddedElsewhereLeavesItsOldSuperviewsConstraintsBehind() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let first = DepartureLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = View(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        root.addSubview(first)
        root.addSubview(second)
        let moved = View()
        moved.translatesAutoresizingMaskIntoConstraints = false
        first.addSubview(moved)
        let toFirst = [moved.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 10),
                       moved.topAnchor.constraint(equalTo: first.topAnchor, constant: 10)]
        let size = [moved.widthAnchor.constraint(equalToConstant: 30), moved.heightAnchor.constraint(equalToConstant: 20)]
        LayoutConstraint.activate(toFirst + size)
        root.layoutIfNeeded()
        #expect(moved.frame == CGRect(x: 10, y: 10, width: 30, height: 20))

        second.addSubview(moved)
        #expect(first.departures.count == 1 && first.departures.first === moved)
        #expect(toFirst.allSatisfy { !$0.isActive })
        #expect(size.allSatisfy { $0.isActive })
        LayoutConstraint.activate([moved.trailingAnchor.constraint(equalTo: second.trailingAnchor),
                                   moved.bottomAnchor.constraint(equalTo: second.bottomAnchor)])
        root.layoutIfNeeded()
        // 100 − 30 and 100 − 20 inside `second`: its own constraints only, none left to `first`.
        #expect(moved.frame == CGRect(x: 70, y: 80, width: 30, height: 20))
        #expect(first.subviews.isEmpty && moved.superview === second)
    }
}
