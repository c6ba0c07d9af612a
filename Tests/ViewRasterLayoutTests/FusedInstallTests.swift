import Foundation
import Testing
@testable import ViewRasterLayout

/// A fresh engine's first pass over a system larger than a solved state is kept for
/// (`SolverTemplateCache.maxConstraints`) adds each constraint to its solver as it is compiled
/// (`FusedInstall`): the same adds in the same order as the sweep after the compile, so the
/// same tableau, installed order, positions, reports and frames.
@Suite struct FusedInstallTests {
    /// `ReportingItem.activatedRow(n)`: 4n user constraints and the root's four pins.
    func row(_ n: Int) -> (root: ReportingItem, boxes: [ReportingItem], constraints: [LayoutConstraint]) {
        ReportingItem.activatedRow(n)
    }

    /// Box `i`'s frame in a row of boxes 5 wide, 1 apart from the root's leading edge, `wider`
    /// points wider from box 1 on (box 0's leading gap edited by that much).
    func frame(ofBox i: Int, shiftedBy wider: CGFloat = 0) -> CGRect {
        CGRect(x: 1 + 6 * CGFloat(i) + (i >= 1 ? wider : 0), y: 2, width: 5, height: 10)
    }

    /// The first pass of `row(n)` laid out with and without the fused install: its engine and
    /// its keys for each.
    func bothWays(_ n: Int, extra: (([ReportingItem]) -> Void)? = nil)
        -> [(root: ReportingItem, boxes: [ReportingItem], constraints: [LayoutConstraint], keys: [ConstraintKey])] {
        [true, false].map { fused in
            let (root, boxes, constraints) = row(n)
            extra?(boxes)
            let keys = LayoutSystem(top: root, mode: .root).keys
            root.layoutEngine.installsAsCompiled = fused
            root.solveLayout()
            return (root: root, boxes: boxes, constraints: constraints, keys: keys)
        }
    }

    @Test func aSystemASolvedStateIsKeptForIsAddedByTheSweep() {
        // 4 × 511 + 4 = 2,048 constraints, the largest system a solved state is kept for.
        let (root, boxes, _) = row(511)
        root.solveLayout()
        #expect(root.layoutEngine.constraintsInstalledAsCompiled == 0)
        for (i, b) in boxes.enumerated() { #expect(b.frame == frame(ofBox: i)) }
    }

    @Test(arguments: [512, 700])
    func aLargeFirstPassAddsItsConstraintsAsCompiled(n: Int) {
        let runs = bothWays(n)
        let (root, boxes, constraints, keys) = runs[0]
        let engine = root.layoutEngine
        // 4n + 4 constraints, more than 2,048: every one added as compiled.
        #expect(keys.count == 4 * n + 4)
        #expect(engine.constraintsInstalledAsCompiled == 4 * n + 4)
        #expect(runs[1].root.layoutEngine.constraintsInstalledAsCompiled == 0)
        #expect(engine.installedOrder == keys)
        #expect(engine.installed.isRunKeys(engine.installedOrder))
        // Each user constraint names its engine and its position in the keys.
        for (i, key) in keys.enumerated() {
            guard case .user(let id) = key else { continue }
            let c = constraints.first { ObjectIdentifier($0) == id }!
            #expect(c.installedPosition == i && c.solverEngine === engine)
        }
        // The same tableau, symbol for symbol, as the sweep's.
        #expect(engine.solver.dump == runs[1].root.layoutEngine.solver.dump)
        for (i, b) in boxes.enumerated() { #expect(b.frame == frame(ofBox: i)) }
    }

    @Test func aConflictStopsTheFusedAddsAndIsReportedOnce() {
        var wide: [LayoutConstraint] = []
        let runs = bothWays(600) { boxes in
            let c = boxes[300].widthAnchor.constraint(equalToConstant: 900)
            c.isActive = true
            wide.append(c)
        }
        let (root, boxes, _, keys) = runs[0]
        let engine = root.layoutEngine
        let wideKey = ConstraintKey.user(ObjectIdentifier(wide[0]))
        // Box 300's fifth constraint, after its four (the deepest item it names is box 300):
        // the root's four pins and 4 × 301 boxes' constraints went in before it.
        let at = keys.firstIndex(of: wideKey)!
        #expect(at == 4 + 4 * 301)
        #expect(engine.constraintsInstalledAsCompiled == at)
        #expect(engine.brokenConstraints.count == 1 && engine.brokenConstraints.first === wide[0])
        #expect(engine.installedOrder == keys.filter { $0 != wideKey })
        // One report, as the sweep's, naming the constraint that broke.
        let reports = root.layoutStorage.diagnostics?.messages ?? []
        #expect(reports.count == 1 && runs[1].root.layoutStorage.diagnostics?.messages.count == 1)
        #expect(reports.first?.contains("900") == true)
        #expect(engine.solver.dump == runs[1].root.layoutEngine.solver.dump)
        for (i, b) in boxes.enumerated() { #expect(b.frame == frame(ofBox: i)) }
    }

    @Test func anEditAfterAFusedPassMovesTheBoxesAfterIt() {
        let (root, boxes, constraints, _) = bothWays(600)[0]
        let engine = root.layoutEngine
        // Box 1's leading gap from 1 to 3: every box from 1 on 2 points further right.
        constraints[4].constant = 3
        root.solveLayout()
        #expect(engine.passCounts.constantsOnly == 1)
        for (i, b) in boxes.enumerated() { #expect(b.frame == frame(ofBox: i, shiftedBy: 2)) }
    }
}
