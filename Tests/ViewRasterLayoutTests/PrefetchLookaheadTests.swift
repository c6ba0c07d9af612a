import Foundation
import Testing
@testable import ViewRasterLayout

/// A first pass loads its items, constraints and variables a few steps ahead of its sweeps
/// (`prefetchForRead`): a hint that changes nothing computed. What a user sees: rows shorter
/// than, as long as and longer than the look-ahead land where their constraints put them, on
/// the first pass and after an edit; and the addresses the look-ahead reads are the objects
/// the sweeps then use.
@Suite struct PrefetchLookaheadTests {
    /// `n` boxes in a row under a 1000×50 root: leading = previous trailing + 1 (the first:
    /// the root's leading + 1), width 5, top 2, height 7. The first box's width is edited to 9:
    /// every box after it moves 4 points right.
    @Test(arguments: [1, 7, 8, 9, 16, 17, 33, 40])
    func rowsAroundTheLookaheadLandWhereTheirConstraintsPutThem(n: Int) {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 1000, height: 50))
        let boxes = (0..<n).map { _ in ReportingItem() }
        let all = root.addRow(boxes, gap: 1, width: 5, top: 2, height: 7)
        LayoutConstraint.activate(all)
        root.solveLayout()
        for (i, b) in boxes.enumerated() { #expect(b.frame == CGRect(x: 1 + 6 * CGFloat(i), y: 2, width: 5, height: 7)) }
        all[1].constant = 9
        root.solveLayout()
        #expect(boxes[0].frame == CGRect(x: 1, y: 2, width: 9, height: 7))
        for i in 1..<n { #expect(boxes[i].frame == CGRect(x: 5 + 6 * CGFloat(i), y: 2, width: 5, height: 7)) }
    }

    /// `referent(of:at:)` reads the object an element refers to: in an array of references, of
    /// class-bound existentials and of optional references (nil for nil and past the end), and
    /// in a compiled store, whose constraints' first stored property is their solver
    /// constraint (what the install's look-ahead reads).
    @Test func referentIsTheObjectEachElementRefersTo() {
        let variables = [Variable("a"), Variable("b")]
        let items: [any LayoutItem] = [ReportingItem(), ReportingItem()]
        let optionals: [Variable?] = [nil, variables[1]]
        func address(_ o: AnyObject) -> UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(o).toOpaque()) }
        variables.withUnsafeBufferPointer { b in
            #expect(referent(of: b, at: 1) == address(variables[1]))
            #expect(referent(of: b, at: 2) == nil)
        }
        items.withUnsafeBufferPointer { #expect(referent(of: $0, at: 0) == address(items[0])) }
        optionals.withUnsafeBufferPointer { b in
            #expect(referent(of: b, at: 0) == nil)
            #expect(referent(of: b, at: 1) == address(variables[1]))
        }
        let store = CompiledConstraintStore([
            CompiledConstraint(terms: SolverTerms(variables[0], 1), constant: -3, op: .equal, strength: .required,
                               origin: .guide(LayoutGuide(), "test")),
        ])
        store.constraints.withUnsafeBufferPointer { b in
            #expect(referent(of: b, at: 0) == address(b[0].constraint))
        }
        withExtendedLifetime((variables, items)) {}
    }
}
