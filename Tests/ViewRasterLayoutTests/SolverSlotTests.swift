import Foundation
import Testing
@testable import ViewRasterLayout

/// A solver's slot in a variable or constraint is one word: the solver's 32-bit serial and the
/// index in 24 bits, with a spare byte the object keeps there (a `Constraint`'s operator), so a
/// `Constraint` is 104 bytes (a 112-byte malloc chunk, not a 128-byte one) and a `Variable` 52;
/// an index past 24 bits is never put in a slot (the solver keeps that object in its dictionary
/// instead). What is checked: the indices kept, the spare byte through claims and releases, the
/// serials, and that a solver finding its objects through its dictionary solves as one finding
/// them through their slots.
@Suite struct SolverSlotTests {
    /// Indices from 0 to 2^24 − 1 fit and are read back as written, beside any spare byte; one
    /// more, or a negative one, does not fit.
    @Test func indicesUpTo24BitsAreKept() {
        for i in [0, 1, 4 * 123_457 + 3, (1 << 24) - 1] {
            #expect(SolverSlot.fits(i))
            #expect(SolverSlot(owner: nil, index: i).index == i)
            let slot = SolverSlot(owner: 7, index: i, spare: 0xAB)
            #expect(slot.index == i && slot.spare == 0xAB && slot.owner == 7)
        }
        #expect(!SolverSlot.fits(1 << 24))
        #expect(!SolverSlot.fits(-1))
        #expect(MemoryLayout<SolverSlot>.size == 8)
    }

    /// Claiming a slot sets its owner and index and freeing it clears both; neither changes the
    /// spare byte.
    @Test func claimAndReleaseKeepTheSpareByte() {
        for spare: UInt8 in [0, 1, 2, 0xFF] {
            var slot = SolverSlot(owner: nil, index: 0, spare: spare)
            #expect(slot.owner == nil && slot.index == 0 && slot.spare == spare)
            slot.claim(owner: UInt32.max, index: (1 << 24) - 1)
            #expect(slot.owner == UInt32.max && slot.index == (1 << 24) - 1 && slot.spare == spare)
            slot.claim(owner: 3, index: 5)
            #expect(slot.owner == 3 && slot.index == 5 && slot.spare == spare)
            slot.release()
            #expect(slot.owner == nil && slot.index == 0 && slot.spare == spare)
        }
    }

    /// Serials are handed out from 1 up, each once; after 2^32 − 1 every one is 0, which owns
    /// no slot. Two solvers' serials differ, and a solver's objects' slots name its serial
    /// while it holds them and are free once it is gone.
    @Test func serialsAreUniqueAndAFreedSolversSlotsAreFree() throws {
        let fresh = SolverSerials()
        #expect(fresh.next() == 1 && fresh.next() == 2)
        let last = SolverSerials(after: UInt32.max - 2)
        #expect(last.next() == UInt32.max - 1)
        #expect(last.next() == UInt32.max)
        #expect(last.next() == 0 && last.next() == 0)

        let x = Variable("x")
        let c = Constraint(Expression([Term(x, 1)], constant: -10), .equal)
        do {
            let first = Solver(), second = Solver()
            #expect(first.slotSerial != 0 && second.slotSerial != 0 && first.slotSerial != second.slotSerial)
            try first.addConstraint(c)
            #expect(c.solverSlot.owner == first.slotSerial && x.solverSlot.owner == first.slotSerial)
            try second.addConstraint(c)
            #expect(c.solverSlot.owner == first.slotSerial, "the second keeps it in its dictionary")
            withExtendedLifetime((first, second)) {}
        }
        #expect(c.solverSlot.owner == nil && x.solverSlot.owner == nil)
        #expect(c.op == .equal)
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
