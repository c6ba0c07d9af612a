import Testing
@testable import ViewRasterViews

/// The engine keeps the views of its last pass to write frames after an edited constant, but
/// never longer than the tree holds them: a view removed from the tree is freed at once, and the
/// next pass lays out the tree as it is then.
@MainActor
struct LayoutPlanLifetimeTests {
    /// Pins `v` at x, width 5, top 2, height 10 in `root`.
    func pin(_ v: View, in root: View, x: CGFloat) -> [LayoutConstraint] {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        return [v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
                v.widthAnchor.constraint(equalToConstant: 5),
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
                v.heightAnchor.constraint(equalToConstant: 10)]
    }

    @Test func removedViewIsFreedWithoutAnotherPass() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let kept = View()
        let keptConstraints = pin(kept, in: root, x: 1)
        LayoutConstraint.activate(keptConstraints)
        weak var weakRemoved: View?
        do {
            let removed = View()
            LayoutConstraint.activate(pin(removed, in: root, x: 20))
            root.layoutIfNeeded()
            #expect(removed.frame == CGRect(x: 20, y: 2, width: 5, height: 10))
            weakRemoved = removed
            removed.removeFromSuperview()
        }
        #expect(weakRemoved == nil)
        // The next pass lays out the tree as it is; an edit after it is written as usual.
        keptConstraints[1].constant = 7
        root.layoutIfNeeded()
        #expect(kept.frame == CGRect(x: 1, y: 2, width: 7, height: 10))
        keptConstraints[0].constant = 3
        root.layoutIfNeeded()
        #expect(kept.frame == CGRect(x: 3, y: 2, width: 7, height: 10))
        #expect(root.subviews.count == 1)
    }

    @Test func droppedTreeIsFreedWithItsEngine() {
        weak var weakRoot: View?
        weak var weakChild: View?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let child = View()
            let cs = pin(child, in: root, x: 4)
            LayoutConstraint.activate(cs)
            root.layoutIfNeeded()
            cs[1].constant = 6 // a constants-only pass writes from the plan
            root.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 4, y: 2, width: 6, height: 10))
            weakRoot = root; weakChild = child
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
    }
}
