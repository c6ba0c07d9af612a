import Foundation
import Testing
@testable import ViewRasterLayout

/// A solver `Constraint` keeps its operator in its slot's spare byte and its slot last, so the
/// object is 104 bytes (a 112-byte malloc chunk): the operator must read back as made whichever
/// way the constraint was made, and whatever solvers claim and free its slot.
@Suite struct ConstraintSlotTests {
    /// The offset of the field `field` points into within `object`.
    private static func offset<T>(of field: UnsafeMutablePointer<T>, in object: AnyObject) -> Int {
        UnsafeRawPointer(field) - UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    }

    /// The slot is the object's last 8 bytes, ending at byte 104, all of it in the install's
    /// span (`PrefetchSpan.solverConstraint`).
    @Test func theSlotEndsTheObjectAtByte104() {
        let x = Variable("x")
        let c = Constraint(Expression([Term(x, 1)], constant: -1), .greaterThanOrEqual)
        let slot = withUnsafeMutablePointer(to: &c.solverSlot) { Self.offset(of: $0, in: c) }
        #expect(slot == 96)
        #expect(slot + MemoryLayout<SolverSlot>.size == 104)
        #expect(PrefetchSpan.solverConstraint == 0..<104)
    }

    /// Each operator reads back from each initializer and from a copy at another strength,
    /// before, while and after two solvers hold the constraint (the first through its slot,
    /// the second through its dictionary), and the solved values are the relation's.
    @Test func theOperatorReadsBackThroughEverySlotWrite() throws {
        for op in [RelationalOperator.lessThanOrEqual, .equal, .greaterThanOrEqual] {
            let x = Variable("x")
            let made = [Constraint(Expression([Term(x, 1)], constant: -10), op),
                        Constraint(engineTerms: SolverTerms(x, 1), constant: -10, op, strength: .required),
                        Constraint(reduced: SolverTerms(x, 1), constant: -10, op, strength: .strong),
                        Constraint(Expression([Term(x, 1)], constant: -10), op).with(strength: .medium)]
            for c in made {
                #expect(c.op == op && c.solverSlot.spare == Constraint.spareByte(of: op))
                let first = Solver(), second = Solver()
                try first.addConstraint(c)
                try second.addConstraint(c)
                #expect(c.op == op && c.solverSlot.owner == first.slotSerial)
                // Pulled the other way at a weak strength: the relation decides where x ends.
                let pull = Constraint(Expression([Term(x, 1)], constant: op == .greaterThanOrEqual ? 0 : -20), .equal,
                                      strength: .weak)
                try first.addConstraint(pull)
                first.updateVariables()
                #expect(x.value == 10, "\(op) \(c.strength)")
                try first.removeConstraint(c)
                #expect(c.op == op && c.solverSlot.owner == nil)
                try second.removeConstraint(c)
                #expect(c.op == op && c.description.contains(" \(op) 0 "))
            }
        }
    }
}
