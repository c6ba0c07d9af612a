import Foundation

extension LayoutEngine {
    /// The most constraints one conflict report lists; the rest are counted.
    static let conflictLinesShown = 8

    /// UIKit's "Unable to simultaneously satisfy constraints" message for a required constraint
    /// that could not be added. The listed constraints are an irreducible conflicting set found
    /// with a deletion filter: start from the installed required constraints connected to the
    /// failing one through shared variables, drop each one whose removal keeps the conflict.
    func conflictReport(_ list: [CompiledConstraint], breaking: CompiledConstraint) -> String {
        var lines = ["Unable to simultaneously satisfy constraints.",
                     "\tProbably at least one of the constraints in the following list is one you don't want.",
                     "("]
        // Past a few, a count: a conflict among hundreds of constraints would print hundreds of lines.
        lines += list.prefix(LayoutEngine.conflictLinesShown).map { "    \"\($0.description)\"," }
        if list.count > LayoutEngine.conflictLinesShown {
            lines.append("    … and \(list.count - LayoutEngine.conflictLinesShown) more constraints")
        }
        lines += [")", "", "Will attempt to recover by breaking constraint", breaking.description]
        return lines.joined(separator: "\n")
    }

    /// Installed constraints of a conflict, each under its key.
    typealias ConflictingSet = [(key: ConstraintKey, compiled: CompiledConstraint)]

    /// The installed required constraints that, with `failing`, cannot all hold: irreducible
    /// when at most `limit` candidates are connected (else all connected ones, `exact == false`).
    func conflictingSet(_ failing: CompiledConstraint, limit: Int = 80)
        -> (members: ConflictingSet, exact: Bool) {
        // Required constraints reachable from the failing one's variables.
        var byVariable: [ObjectIdentifier: [ConstraintKey]] = [:]
        for key in installedOrder {
            guard let inst = installed[key], inst.compiled.strength.isRequired else { continue }
            for t in inst.compiled.terms.array { byVariable[ObjectIdentifier(t.variable), default: []].append(key) }
        }
        var seenVars = Set<ObjectIdentifier>(), seenKeys = Set<ConstraintKey>()
        var queue = failing.terms.array.map { ObjectIdentifier($0.variable) }
        while let v = queue.popLast() {
            guard seenVars.insert(v).inserted else { continue }
            for key in byVariable[v] ?? [] where seenKeys.insert(key).inserted {
                queue += installed[key]!.compiled.terms.array.map { ObjectIdentifier($0.variable) }
            }
        }
        var candidates = installedOrder.filter { seenKeys.contains($0) }.map { (key: $0, compiled: installed[$0]!.compiled) }
        guard candidates.count <= limit else { return (candidates, false) }
        func conflicts(_ set: [(key: ConstraintKey, compiled: CompiledConstraint)]) -> Bool {
            let s = Solver()
            for c in set { try? s.addConstraint(c.compiled.makeSolverConstraint()) }
            do { try s.addConstraint(failing.makeSolverConstraint()); return false } catch { return true }
        }
        var i = 0
        while i < candidates.count {
            var without = candidates
            without.remove(at: i)
            if conflicts(without) { candidates = without } else { i += 1 }
        }
        return (candidates, true)
    }
}
