import Foundation
import Testing
@testable import ViewRasterLayout

/// A tree laid out again with the same constraints takes the solver state of an earlier one
/// (`SolverTemplateCache`): frames, the tableau and every later edit must be the ones solving
/// it afresh gives.
@Suite struct SolverTemplateTests {
    /// A screen-like tree whose system takes every path of an addition: lazy definitions, a
    /// centred view (the artificial variable), inequalities, weak priorities and intrinsic
    /// sizes. `unique` keeps this system apart from other tests' (the cache is the process's).
    func makeTree(unique: CGFloat) -> (root: TestItem, views: [TestItem], edited: LayoutConstraint, weak: LayoutConstraint) {
        let root = TestItem.root(375, 667)
        let title = TestItem("title"), box = TestItem("box"), left = TestItem("left"), right = TestItem("right")
        title.intrinsic = CGSize(width: 120.5, height: 20.25)
        root.add(title, box, left, right)
        let edited = box.heightAnchor.constraint(equalToConstant: unique)
        let weak = left.widthAnchor.constraint(equalToConstant: 300)
        weak.priority = 250
        LayoutConstraint.activate([
            title.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            box.centerXAnchor.constraint(equalTo: title.centerXAnchor),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            edited,
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            left.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 12),
            left.heightAnchor.constraint(equalToConstant: 44),
            weak,
            right.leadingAnchor.constraint(greaterThanOrEqualTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ])
        return (root, [title, box, left, right], edited, weak)
    }

    @Test func aRepeatedTreeTakesTheSolvedStateAndBehavesAsASolvedOne() {
        let unique = 61.375
        // Seen once, then kept: the third tree is the first that can take the state.
        let fresh = makeTree(unique: unique), kept = makeTree(unique: unique), reused = makeTree(unique: unique)
        fresh.root.solveLayout(scale: 2)
        kept.root.solveLayout(scale: 2)
        reused.root.solveLayout(scale: 2)
        #expect(!fresh.root.layoutEngine.adoptedTemplate)
        #expect(reused.root.layoutEngine.adoptedTemplate)
        func same(_ step: String) {
            #expect(reused.views.map(\.frame) == fresh.views.map(\.frame), "\(step)")
            #expect(reused.root.layoutEngine.solver.dump == fresh.root.layoutEngine.solver.dump, "\(step)")
        }
        same("first layout")
        #expect(fresh.views[2].frame.width > 0 && fresh.views[3].frame.minX > fresh.views[2].frame.maxX)
        // Later passes edit the adopted tableau: constant, priority, intrinsic size, removal.
        for tree in [fresh, reused] { tree.edited.constant = 90; tree.root.solveLayout(scale: 2) }
        same("constant edited")
        for tree in [fresh, reused] { tree.weak.priority = .required; tree.root.solveLayout(scale: 2) }
        same("priority raised")
        for tree in [fresh, reused] {
            tree.views[0].intrinsic = CGSize(width: 200, height: 31)
            tree.views[0].invalidateIntrinsicContentSize()
            tree.root.solveLayout(scale: 2)
        }
        same("intrinsic size changed")
        for tree in [fresh, reused] { tree.weak.isActive = false; tree.root.solveLayout(scale: 2) }
        same("constraint deactivated")
    }

    @Test func treesAdoptingOneTemplateHoldTheirOwnVariablesAndConstraints() {
        let unique = 47.625
        let fresh = makeTree(unique: unique), kept = makeTree(unique: unique)
        let first = makeTree(unique: unique), second = makeTree(unique: unique)
        for tree in [fresh, kept, first, second] { tree.root.solveLayout(scale: 2) }
        #expect(first.root.layoutEngine.adoptedTemplate && second.root.layoutEngine.adoptedTemplate)
        let before = second.views.map(\.frame)
        #expect(before == fresh.views.map(\.frame))
        // The box is 47.625 pt high; edited to 90 in one tree only, the view under it moves
        // down by 42.375 there (within the half-point snap at scale 2) and nowhere else.
        first.edited.constant = 90
        first.root.solveLayout(scale: 2)
        #expect(abs(first.views[1].frame.height - 90) <= 0.5)
        #expect(abs(first.views[2].frame.minY - (before[2].minY + 42.375)) <= 0.5)
        #expect(second.views.map(\.frame) == before && fresh.views.map(\.frame) == before)
        // Each solver edits its own tableau: the second's edit reaches its views only.
        second.edited.constant = 70
        second.root.solveLayout(scale: 2)
        first.edited.constant = 91
        first.root.solveLayout(scale: 2)
        #expect(abs(second.views[1].frame.height - 70) <= 0.5 && abs(first.views[1].frame.height - 91) <= 0.5)
        #expect(fresh.views.map(\.frame) == before)
    }

    @Test func anotherConstantIsAnotherSystem() {
        let a = makeTree(unique: 33.5), b = makeTree(unique: 33.5), c = makeTree(unique: 34.5)
        for tree in [a, b, c] { tree.root.solveLayout(scale: 2) }
        #expect(!c.root.layoutEngine.adoptedTemplate)
        #expect(c.views[1].frame.height == 34.5 && a.views[1].frame.height == 33.5)
    }

    /// The key numbers variables by their first appearance in the system being keyed, every
    /// time: a variable numbered by an earlier key (in another position) gets its number in
    /// this system, so the same additions over variables met in another order have equal keys.
    @Test func variablesAreNumberedAfreshByEachKey() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        func c(_ terms: [Term], _ k: Double, _ op: RelationalOperator = .equal) -> CompiledConstraint {
            CompiledConstraint(terms: terms, constant: k, op: op, strength: .required, origin: .guide(LayoutGuide(), "test"))
        }
        let a = SolverTemplateKey.make([c([Term(x, 1), Term(y, -1)], 8), c([Term(y, 1)], -20)])
        let b = SolverTemplateKey.make([c([Term(z, 1)], 3), c([Term(y, 1), Term(x, -1)], 8), c([Term(x, 1)], -20)])
        let again = SolverTemplateKey.make([c([Term(x, 1), Term(y, -1)], 8), c([Term(y, 1)], -20)])
        let swapped = SolverTemplateKey.make([c([Term(y, 1), Term(z, -1)], 8), c([Term(z, 1)], -20)])
        #expect(a.variables.map(\.name) == ["x", "y"])
        #expect(b.variables.map(\.name) == ["z", "y", "x"])
        #expect(again.key == a.key && again.variables.map(\.name) == ["x", "y"])
        #expect(swapped.key == a.key && swapped.variables.map(\.name) == ["y", "z"])
        #expect(a.key.words == [2 << 2 | 1, 8.0.bitPattern, Strength.required.level.bitPattern, Strength.required.weight.bitPattern,
                                0, 1.0.bitPattern, 1, (-1.0).bitPattern,
                                1 << 2 | 1, (-20.0).bitPattern, Strength.required.level.bitPattern, Strength.required.weight.bitPattern,
                                1, 1.0.bitPattern])
        #expect(b.key != a.key)
        // Another relation is another system.
        let le = SolverTemplateKey.make([c([Term(x, 1), Term(y, -1)], 8, .lessThanOrEqual), c([Term(y, 1)], -20)])
        #expect(le.key != a.key)
    }
}
