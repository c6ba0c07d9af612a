import Foundation
import Testing
@testable import ViewRasterLayout

/// The engine hands its constraints to the solver as terms that do not retain their variables
/// (`SolverTerms`, held in the solver's `Constraint` the compile makes): the items own the
/// variables, the solver retains those it takes in, and a constraint kept broken holds its own.
/// What a user sees: frames where the constraints put them (by hand), also after the items a
/// constraint named have gone, with like terms merged and with five terms as with one.
@Suite struct EngineTermsTests {
    /// a: leading 10, width 20, top 0, height 10; b: leading = a.trailing + 5, width 30;
    /// c: leading 100, width 30. Then a leaves the tree and is freed, with its constraints and
    /// b's to it deactivated and b pinned at leading 50: a's variables are held by the solver
    /// alone until the next pass takes its constraints out.
    @Test func constraintsOfAnItemThatWentAreRemovedAfterIt() {
        let root = TestItem.root(300, 100)
        var a: TestItem? = TestItem("a")
        let b = TestItem("b"), c = TestItem("c")
        root.add(a!, b, c)
        let aConstraints = [a!.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                            a!.widthAnchor.constraint(equalToConstant: 20),
                            a!.topAnchor.constraint(equalTo: root.topAnchor), a!.heightAnchor.constraint(equalToConstant: 10)]
        let bToA = b.leadingAnchor.constraint(equalTo: a!.trailingAnchor, constant: 5)
        LayoutConstraint.activate(aConstraints + [
            bToA, b.widthAnchor.constraint(equalToConstant: 30),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            c.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100), c.widthAnchor.constraint(equalToConstant: 30),
            c.topAnchor.constraint(equalTo: root.topAnchor), c.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.solveLayout()
        #expect(a!.frame == rect(10, 0, 20, 10))
        #expect(b.frame == rect(35, 0, 30, 10))
        #expect(c.frame == rect(100, 0, 30, 10))

        LayoutConstraint.deactivate(aConstraints + [bToA])
        b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50).isActive = true
        root.children.removeAll { $0 === a }
        weak var gone = a
        a = nil
        #expect(gone == nil)
        root.solveLayout()
        #expect(b.frame == rect(50, 0, 30, 10))
        #expect(c.frame == rect(100, 0, 30, 10))
        #expect(root.diagnostics.isEmpty)

        // New items (whose variables may take the freed ones' memory) land where theirs say.
        var boxes: [TestItem] = []
        for i in 0..<40 {
            let d = TestItem("d\(i)")
            root.add(d)
            LayoutConstraint.activate([d.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(3 * i)),
                                       d.widthAnchor.constraint(equalToConstant: 2),
                                       d.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                                       d.heightAnchor.constraint(equalToConstant: 1)])
            boxes.append(d)
        }
        root.solveLayout()
        for (i, d) in boxes.enumerated() { #expect(d.frame == rect(CGFloat(3 * i), 20, 2, 1)) }
        #expect(b.frame == rect(50, 0, 30, 10))
    }

    /// a: leading 0, top 0, height 10, width 100 and a required width 150 that conflicts (broken
    /// and reported). a then leaves the tree (its pins to the root deactivated) and is freed
    /// while its width 150, installed on a, is kept broken;
    /// the next pass lets it go, and a new box d (leading 20, width 40) lands where it says.
    @Test func aBrokenConstraintOfAnItemThatWentIsLetGo() {
        let root = TestItem.root(300, 100)
        var a: TestItem? = TestItem("a")
        root.add(a!)
        let pins = [a!.leadingAnchor.constraint(equalTo: root.leadingAnchor), a!.topAnchor.constraint(equalTo: root.topAnchor)]
        LayoutConstraint.activate(pins + [a!.heightAnchor.constraint(equalToConstant: 10),
                                          a!.widthAnchor.constraint(equalToConstant: 100)])
        root.solveLayout()
        a!.widthAnchor.constraint(equalToConstant: 150).isActive = true
        root.solveLayout()
        #expect(a!.frame == rect(0, 0, 100, 10))
        #expect(root.layoutEngine.brokenConstraints.count == 1)
        #expect(root.diagnostics.count == 1)

        // Taken out as a view leaves its superview: the pins to the root go with it.
        LayoutConstraint.deactivate(pins)
        root.children.removeAll()
        weak var gone = a
        a = nil
        #expect(gone == nil)
        let d = TestItem("d")
        root.add(d)
        LayoutConstraint.activate([d.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                   d.topAnchor.constraint(equalTo: root.topAnchor),
                                   d.heightAnchor.constraint(equalToConstant: 10),
                                   d.widthAnchor.constraint(equalToConstant: 40)])
        root.solveLayout()
        #expect(d.frame == rect(20, 0, 40, 10))
        #expect(root.layoutEngine.brokenConstraints.isEmpty)
        #expect(root.diagnostics.count == 1)
    }

    /// `a.centerX == a.leading + 20` names a's x twice (x + 0.5·w − x): merged, x's coefficient
    /// is 0 and the constraint says w/2 = 20, so a is 40 wide; with leading 10 it spans 10…50.
    @Test func likeTermsAreMerged() {
        let root = TestItem.root(300, 100)
        let a = TestItem("a")
        root.add(a)
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                   a.centerXAnchor.constraint(equalTo: a.leadingAnchor, constant: 20),
                                   a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10)])
        root.solveLayout()
        #expect(a.frame == rect(10, 0, 40, 10))
        #expect(root.diagnostics.isEmpty)
    }

    /// `b.centerX == 2 · a.centerX`, installed on h (the common superitem, 100 from the root's
    /// left): positions in h's space, so five terms (two an end, h's x for the origin). a is 10
    /// into h and 20 wide (centre 20), so b's centre is 40 into h; 10 wide, b starts at 35.
    @Test func fiveTermsAsOne() {
        let root = TestItem.root(400, 100)
        let h = TestItem("h"), a = TestItem("a"), b = TestItem("b")
        root.add(h)
        h.add(a, b)
        LayoutConstraint.activate([h.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
                                   h.widthAnchor.constraint(equalToConstant: 200),
                                   h.topAnchor.constraint(equalTo: root.topAnchor), h.heightAnchor.constraint(equalToConstant: 50),
                                   a.leadingAnchor.constraint(equalTo: h.leadingAnchor, constant: 10),
                                   a.widthAnchor.constraint(equalToConstant: 20),
                                   b.widthAnchor.constraint(equalToConstant: 10)])
        for item in [a, b] {
            LayoutConstraint.activate([item.topAnchor.constraint(equalTo: h.topAnchor), item.heightAnchor.constraint(equalToConstant: 10)])
        }
        let centre = LayoutConstraint(item: b, attribute: .centerX, relatedBy: .equal, toItem: a, attribute: .centerX,
                                      multiplier: 2, constant: 0)
        centre.isActive = true
        #expect(centre.installedOn === h)
        root.solveLayout()
        #expect(h.frame == rect(100, 0, 200, 50))
        #expect(a.frame == rect(10, 0, 20, 10))
        #expect(b.frame == rect(35, 0, 10, 10))
    }

    /// `SolverTerms.reduced()` is `Constraint.reduce` (the definition, over `Term`s) bit for bit:
    /// 2,000 random lists of one to five terms over three variables, repeats among them.
    @Test func reducedTermsAreTheDefinitions() {
        let pool = [Variable("x"), Variable("y"), Variable("z")]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let n = Int.random(in: 1...5, using: &rng)
            var terms = SolverTerms()
            var plain: [Term] = []
            for _ in 0..<n {
                let v = pool.randomElement(using: &rng)!
                let k = [1, -1, 0.5, -0.5, 1e-9, Double.random(in: -3...3, using: &rng)].randomElement(using: &rng)!
                terms.append(v, k)
                plain.append(Term(v, k))
            }
            let expected = Constraint.reduce(Expression(plain)).terms
            let got = terms.reduced()
            #expect(got.count == expected.count)
            for (i, t) in expected.enumerated() where i < got.count {
                #expect(got.unretainedVariable(at: i).takeUnretainedValue() === t.variable)
                #expect(got.coefficient(at: i).bitPattern == t.coefficient.bitPattern)
            }
        }
    }

    /// The public API is unchanged: a `Constraint`'s expression holds its terms (like terms
    /// merged) and constant, and a solver solves it.
    @Test func publicConstraintsKeepTheirExpression() throws {
        let x = Variable("x"), y = Variable("y")
        let c = (x + 2 * y + x == 12)
        #expect(c.expression.terms.map { ObjectIdentifier($0.variable) } == [ObjectIdentifier(x), ObjectIdentifier(y)])
        #expect(c.expression.terms.map(\.coefficient) == [2, 2])
        #expect(c.expression.constant == -12)
        let solver = Solver()
        try solver.addConstraint(c)
        try solver.addConstraint(y == 1)
        solver.updateVariables()
        #expect(x.value == 5)
        #expect(c.with(strength: .weak).expression.terms.count == 2)
    }
}
