import Testing
@testable import ViewRasterViews

/// A forced direction flips what a view contains, not where it sits: leading and trailing
/// resolve in the direction of the view a constraint is installed on (its items' nearest
/// common ancestor, `effectiveUserInterfaceLayoutDirection`), as UIKit does. Frames by hand.
@MainActor
struct SemanticContentAttributeLayoutTests {
    /// Activates `cs`.
    func activate(_ cs: [LayoutConstraint]) { for c in cs { c.isActive = true } }

    /// `view` pinned `leading` from `superview`'s leading edge and `top` from its top, `width` × `height`.
    func pin(_ view: View, in superview: View, leading: CGFloat, top: CGFloat = 0, width: CGFloat, height: CGFloat) {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        activate([
            view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: leading),
            view.topAnchor.constraint(equalTo: superview.topAnchor, constant: top),
            view.widthAnchor.constraint(equalToConstant: width),
            view.heightAnchor.constraint(equalToConstant: height),
        ])
    }

    /// The everyday trick (a button's image after its title): a button forced right to left,
    /// pinned leading 10 in a 300 pt left-to-right superview, stays at x = 10 (the constraint
    /// is installed on the superview, which lays out left to right).
    @Test func aForcedRightToLeftButtonStaysWhereItsLeadingConstraintPutsIt() {
        let stage = Stage(.frame, scale: 2, traits: TraitCollection(layoutDirection: .leftToRight))
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let button = Button(type: .system)
        button.semanticContentAttribute = .forceRightToLeft
        pin(button, in: root, leading: 10, top: 5, width: 80, height: 30)
        stage.mount(root)
        stage.layout()
        #expect(stage.within { button.frame } == CGRect(x: 10, y: 5, width: 80, height: 30))
    }

    /// A 200 pt container forced right to left in a left-to-right superview: the container sits
    /// where its leading 20 puts it (x = 20), and its subview pinned leading 10 (installed on
    /// the container) sits 10 from the container's right edge: 200 − 10 − 40 = 150.
    @Test func aForcedRightToLeftContainerFlipsItsSubviews() {
        let stage = Stage(.frame, scale: 2, traits: TraitCollection(layoutDirection: .leftToRight))
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let container = View(), child = View()
        container.semanticContentAttribute = .forceRightToLeft
        pin(container, in: root, leading: 20, width: 200, height: 50)
        pin(child, in: container, leading: 10, width: 40, height: 20)
        stage.mount(root)
        stage.layout()
        #expect(stage.within { container.frame } == CGRect(x: 20, y: 0, width: 200, height: 50))
        #expect(stage.within { child.frame } == CGRect(x: 150, y: 0, width: 40, height: 20))
    }

    /// A horizontal stack (a 30 pt then a 40 pt view, 5 apart: 75 pt) forced right to left in a
    /// left-to-right superview: the stack stays at the superview's left edge, and runs right to
    /// left inside: a at 75 − 30 = 45, b at 0.
    @Test func aForcedRightToLeftStackLaysItsArrangedViewsRightToLeft() {
        let stage = Stage(.frame, scale: 2, traits: TraitCollection(layoutDirection: .leftToRight))
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let a = View(), b = View()
        for (v, w) in [(a, 30.0), (b, 40.0)] {
            v.translatesAutoresizingMaskIntoConstraints = false
            v.widthAnchor.constraint(equalToConstant: w).isActive = true
        }
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 5
        stack.semanticContentAttribute = .forceRightToLeft
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
                  stack.heightAnchor.constraint(equalToConstant: 20)])
        stage.mount(root)
        stage.layout()
        #expect(stage.within { stack.frame } == CGRect(x: 0, y: 0, width: 75, height: 20))
        #expect(stage.within { a.frame } == CGRect(x: 45, y: 0, width: 30, height: 20))
        #expect(stage.within { b.frame } == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    /// Playback controls in a right-to-left screen: the 160 pt bar pinned leading 0 sits at the
    /// screen's right edge (200 − 160 = 40), and its buttons (constraints installed on the
    /// playback bar, which is not flipped) run left to right: play at 10, next 8 after it at 48.
    @Test func aPlaybackViewKeepsItsSubviewsLeftToRightInARightToLeftScreen() {
        let stage = Stage(.frame, scale: 2, traits: TraitCollection(layoutDirection: .rightToLeft))
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = View(), play = View(), next = View()
        bar.semanticContentAttribute = .playback
        pin(bar, in: root, leading: 0, width: 160, height: 40)
        pin(play, in: bar, leading: 10, width: 30, height: 30)
        next.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(next)
        activate([next.leadingAnchor.constraint(equalTo: play.trailingAnchor, constant: 8), next.topAnchor.constraint(equalTo: bar.topAnchor),
                  next.widthAnchor.constraint(equalToConstant: 30), next.heightAnchor.constraint(equalToConstant: 30)])
        stage.mount(root)
        stage.layout()
        #expect(stage.within { bar.frame } == CGRect(x: 40, y: 0, width: 160, height: 40))
        #expect(stage.within { play.frame } == CGRect(x: 10, y: 0, width: 30, height: 30))
        #expect(stage.within { next.frame } == CGRect(x: 48, y: 0, width: 30, height: 30))
    }
}
