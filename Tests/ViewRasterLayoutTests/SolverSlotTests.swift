import Foundation
import Testing
@testable import ViewRasterLayout

/// A solver's slot in a variable or constraint keeps its index in 32 bits, so a `Variable` is
/// 56 bytes (a 64-byte malloc chunk, not an 80-byte one); an index past 32 bits is never put in
/// a slot (the solver keeps that object in its dictionary instead). What is checked: the indices
/// kept, and that a solver finding its objects through its dictionary solves as one finding them
/// through their slots.
@Suite struct SolverSlotTests {
    /// Indices from 0 to 2^31 − 1 fit and are read back as written; one more, or a negative
    /// one, does not fit.
    @Test func indicesUpTo32BitsAreKept() {
        for i in [0, 1, 4 * 123_457 + 3, Int(Int32.max)] {
            #expect(SolverSlot.fits(i))
            #expect(SolverSlot(owner: nil, index: i).index == i)
        }
        #expect(!SolverSlot.fits(Int(Int32.max) + 1))
        #expect(!SolverSlot.fits(-1))
    }

    /// Two solvers holding the same variables and constraints (the second keeps them in its
    /// dictionaries, the first's slots taken) solve the same values, before and after an edit.
    @Test func aSecondSolverOfTheSameObjectsSolvesTheSame() throws {
        let x = Variable("x"), y = Variable("y")
        let cs = [Constraint(Expression([Term(x, 1)], constant: -10), .equal),
                  Constraint(Expression([Term(y, 1), Term(x, -1)], constant: -5), .equal)]
        let first = Solver(), second = Solver()
        for c in cs { try first.addConstraint(c) }
        for c in cs { try second.addConstraint(c) }
        second.updateVariables()
        #expect(x.value == 10 && y.value == 15)
        first.updateVariables()
        #expect(x.value == 10 && y.value == 15)
        try first.removeConstraint(cs[1])
        try second.removeConstraint(cs[1])
        try second.addConstraint(Constraint(Expression([Term(y, 1), Term(x, -2)], constant: 0), .equal))
        second.updateVariables()
        #expect(x.value == 10 && y.value == 20)
    }
}
