import Testing
import Foundation
@testable import ViewRasterLayout

/// `LayoutSystem` compiles `first = m·second + c` into the terms and constant the expression
/// operators give (`x + w`, `x + 0.5 * w`, `y + baseline`, …): the same variables in the same
/// order with the same coefficients, for every attribute, with and without a multiplier.
@Suite struct CompiledTermsTests {
    static let attributes: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX, .width,
                                                .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline,
                                                .leadingMargin, .topMargin, .centerXWithinMargins]

    /// The expression of `attribute` of `item`, written with the operators.
    static func expression(_ item: TestItem, _ attribute: LayoutAttribute) -> ViewRasterLayout.Expression {
        let attr = attribute.isMargin ? attribute.withoutMargin : attribute
        let (x, y, w, h): (Variable, Variable, Variable, Variable)
        if attribute.isMargin {
            let g = item.layoutMarginsGuide
            (x, y, w, h) = (g.minX, g.minY, g.width, g.height)
        } else {
            let s = item.layoutStorage
            (x, y, w, h) = (s.minX, s.minY, s.width, s.height)
        }
        switch attr {
        case .left, .leading: return ViewRasterLayout.Expression(x)
        case .right, .trailing: return x + w
        case .centerX: return x + 0.5 * w
        case .width: return ViewRasterLayout.Expression(w)
        case .top: return ViewRasterLayout.Expression(y)
        case .bottom: return y + h
        case .centerY: return y + 0.5 * h
        case .height: return ViewRasterLayout.Expression(h)
        // No baseline: the top edge is the first baseline, the bottom edge the last (UIKit).
        case .firstBaseline: return item.baselines.first.map { y + Double($0) } ?? ViewRasterLayout.Expression(y)
        case .lastBaseline: return item.baselines.last.map { y + Double($0) } ?? y + h
        default: fatalError("\(attr)")
        }
    }

    @Test(arguments: [1.0, 2.5])
    func userConstraintsCompileToTheOperatorsTerms(multiplier: Double) throws {
        let root = TestItem.root(300, 200)
        let a = TestItem("a"), b = TestItem("b")
        a.baselines = (12, 30)          // b has none: its first baseline is its top, its last its bottom
        root.add(a, b)
        var made: [(LayoutConstraint, TestItem, LayoutAttribute, TestItem, LayoutAttribute)] = []
        for first in Self.attributes {
            for second in Self.attributes where first.isDimension == second.isDimension
                && (first.isDimension || first.axis == second.axis) {
                let c = LayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second,
                                         multiplier: CGFloat(multiplier), constant: 7)
                // Leading/trailing related to left/right is rejected by UIKit (and `validate`).
                guard (try? c.validate()) != nil else { continue }
                try c.activate()
                made.append((c, a, first, b, second))
            }
        }
        #expect(made.count == 77)
        let system = LayoutSystem(top: root, mode: .root)
        #expect(system.problems.isEmpty)
        let positions = system.positions()
        for (c, first, fa, second, sa) in made {
            let compiled = system.constraints[try #require(positions[.user(ObjectIdentifier(c))])]
            let e1 = Self.expression(first, fa), e2 = Self.expression(second, sa)
            var terms = e1.terms + e2.terms.map { Term($0.variable, -multiplier * $0.coefficient) }
            if multiplier != 1, !fa.isDimension {
                let s = root.layoutStorage
                terms.append(Term(fa.axis == .horizontal ? s.minX : s.minY, multiplier - 1))
            }
            #expect(compiled.terms.map { ObjectIdentifier($0.variable) } == terms.map { ObjectIdentifier($0.variable) }, "\(fa) \(sa)")
            #expect(compiled.terms.map(\.coefficient) == terms.map(\.coefficient), "\(fa) \(sa)")
            #expect(compiled.constant == e1.constant - 7 - multiplier * e2.constant, "\(fa) \(sa)")
        }
    }
}
