import Foundation
import Testing
@testable import ViewRasterLayout

/// The edit walk's records (`WalkRecord`, `ColumnIndex.walkRecords`) go to the engines' pool
/// of large tables with the rest of a solver's tables (`Solver.giveTables`), and a later full
/// write takes their storage from the pool (`SpareTables`): a second large tree's records
/// without fresh pages, and the walk over them the same as over fresh ones.
@Suite struct WalkRecordSpareTests {
    /// `DefinitionChain(n)` (x_i = 1 + 6i), written once.
    func chain(_ n: Int) -> (s: Solver, xs: [Variable], widths: [Constraint]) {
        let c = DefinitionChain(n)
        c.solver.updateVariables()
        return (c.solver, c.xs, c.widths)
    }

    @Test func aSolverGivesItsWalkRecordsToThePoolWithItsTables() throws {
        let pool = SpareTables(minimumBytes: 1 << 10, maximumBytes: 16 << 20)
        let c = chain(2_000)
        let records = try #require(c.s.columns.walkRecords)
        // Records of the links the walk can reach, in storage of a slot a lazy row.
        #expect(!records.isEmpty && records.capacity >= records.count)
        let capacity = records.capacity
        c.s.giveTables(to: pool)
        #expect(c.s.columns.walkRecords == nil)
        // Kept emptied, its storage whole.
        let kept = try #require(pool.take(.walkRecords, WalkRecord.self, minimumCapacity: capacity))
        #expect(kept.isEmpty && kept.capacity == capacity)
    }

    /// A chain written after another of its size was let go (its tables, walk records among
    /// them, given to the engines' pool): w_0 edited to 9 moves every link from 1 on by 4, as
    /// the walk over fresh records and a full write give, bit for bit.
    @Test func aSecondChainWalksRecordsWrittenIntoKeptStorage() throws {
        let first = chain(2_000)
        first.s.giveTables(to: .shared)
        let c = chain(2_000)
        #expect(c.s.columns.walkRecords != nil)
        for i in 0..<2_000 { #expect(c.xs[i].value == Double(1 + 6 * i)) }
        try c.s.updateConstant(c.widths[0], to: -9)
        c.s.updateChangedVariables()
        for i in 0..<2_000 { #expect(c.xs[i].value == Double(1 + 6 * i + (i >= 1 ? 4 : 0))) }
        let walked = c.xs.map(\.value.bitPattern)
        c.s.updateVariables()
        #expect(c.xs.map(\.value.bitPattern) == walked)
    }
}
