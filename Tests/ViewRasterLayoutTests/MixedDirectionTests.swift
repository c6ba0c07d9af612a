import Testing
import Foundation
@testable import ViewRasterLayout

/// Leading and trailing follow the direction of the item a constraint is installed on (its
/// items' nearest common ancestor), as UIKit's do, in a tree where one subtree lays out right
/// to left and its sibling left to right; a constant is measured leftwards when either end is
/// a leading or trailing edge and that item lays out right to left (UIKit mirrors the
/// constraint). Frames derived by hand.
@Suite struct MixedDirectionTests {
    @Test func eachConstraintFollowsTheDirectionOfTheItemItIsInstalledOn() {
        let root = TestItem.root(200, 50)               // left to right
        let a = TestItem("a"), b = TestItem("b")
        let c = TestItem("c"), d = TestItem("d"), e = TestItem("e"), f = TestItem("f")
        root.add(a, b)
        a.add(c, d, e, f)
        a.layoutStorage.layoutDirection = .rightToLeft   // c, d, e and f inherit it
        a.layoutMargins = LayoutInsets(top: 0, left: 8, bottom: 0, right: 12)
        LayoutConstraint.activate([
            // b, left to right: leading is its left edge, 10 from the root's.
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            b.widthAnchor.constraint(equalToConstant: 40),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            // a fills the lower 40 points.
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.widthAnchor.constraint(equalToConstant: 200),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), a.heightAnchor.constraint(equalToConstant: 40),
            // c (installed on a, right to left) → c's right edge 5 left of a's right edge (200 - 5).
            c.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 5),
            c.widthAnchor.constraint(equalToConstant: 30),
            c.topAnchor.constraint(equalTo: a.topAnchor), c.heightAnchor.constraint(equalToConstant: 10),
            // d: only the second end is directional (a's leading, its right edge): the centre
            // sits 5 left of it, at 195.
            LayoutConstraint(item: d, attribute: .centerX, relatedBy: .equal, toItem: a, attribute: .leading, constant: 5),
            d.widthAnchor.constraint(equalToConstant: 20),
            d.topAnchor.constraint(equalTo: a.topAnchor, constant: 12), d.heightAnchor.constraint(equalToConstant: 10),
            // e: the second end is a's margins guide, whose leading is the right margin edge
            // (200 - 12 = 188) because its owner lays out right to left.
            e.leadingAnchor.constraint(equalTo: a.layoutMarginsGuide.leadingAnchor),
            e.widthAnchor.constraint(equalToConstant: 10),
            e.topAnchor.constraint(equalTo: a.topAnchor, constant: 24), e.heightAnchor.constraint(equalToConstant: 10),
            // f, right to left itself, pinned to the root (installed on the root, left to
            // right): its left edge 10 from the root's, x = 10 (not its right edge at -10).
            f.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            f.widthAnchor.constraint(equalToConstant: 10),
            f.topAnchor.constraint(equalTo: a.topAnchor, constant: 30), f.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.solveLayout()
        #expect(root.diagnostics.isEmpty)
        #expect(b.frame == rect(10, 0, 40, 10))
        #expect(a.frame == rect(0, 10, 200, 40))
        #expect(c.frame == rect(165, 0, 30, 10))
        #expect(d.frame == rect(185, 12, 20, 10))
        #expect(e.frame == rect(178, 24, 10, 10))
        #expect(f.frame == rect(10, 30, 10, 10))
    }

    /// The nib loader's initializer (each end's kind given) makes the constraint the
    /// `AnyObject` initializer makes from the same items and guides.
    @Test func knownEndsMakeTheSameConstraint() {
        let root = TestItem.root(100, 100)
        let a = TestItem("a")
        root.add(a)
        let guide = root.layoutMarginsGuide
        let ends: [(AnyObject, LayoutConstraintEnd)] = [(a, .item(a)), (root, .item(root)), (guide, .guide(guide))]
        let seconds: [(AnyObject, LayoutConstraintEnd)?] = [nil] + ends.map { $0 }
        for (firstObject, firstEnd) in ends {
            for second in seconds {
                let attribute: LayoutAttribute = second == nil ? .width : .leading
                let plain = LayoutConstraint(item: firstObject, attribute: attribute, relatedBy: .lessThanOrEqual,
                                             toItem: second?.0, attribute: .trailing, multiplier: 2, constant: 3)
                let known = LayoutConstraint(firstEnd, attribute: attribute, relatedBy: .lessThanOrEqual,
                                             to: second?.1, attribute: .trailing, multiplier: 2, constant: 3)
                #expect(known.firstItem === plain.firstItem && known.secondItem === plain.secondItem)
                #expect(known.firstKind == plain.firstKind && known.secondKind == plain.secondKind)
                #expect(known.firstAttribute == plain.firstAttribute && known.secondAttribute == plain.secondAttribute)
                #expect(known.relation == plain.relation && known.multiplier == plain.multiplier && known.constant == plain.constant)
                #expect(known.equationDescription == plain.equationDescription)
                #expect(known.firstLayoutItem === plain.firstLayoutItem && known.secondLayoutItem === plain.secondLayoutItem)
            }
        }
        // No second item: the second attribute is `notAnAttribute` whatever was passed.
        let single = LayoutConstraint(.item(a), attribute: .width, relatedBy: .equal, to: nil, attribute: .height)
        #expect(single.secondAttribute == .notAnAttribute && single.secondKind == .none)
    }
}
