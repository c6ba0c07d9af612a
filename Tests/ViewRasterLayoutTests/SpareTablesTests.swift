import Foundation
import Testing
@testable import ViewRasterLayout

/// The engines' pool of large tables (`SpareTables`): a table is kept emptied, only when large
/// enough and within the pool's bound, and taken only for a need it fits; a solver and an
/// engine whose tables came from the pool lay out what fresh ones do.
@Suite struct SpareTablesTests {
    /// A pool keeping tables of 1 KB to 64 KB.
    private static func pool() -> SpareTables { SpareTables(minimumBytes: 1 << 10, maximumBytes: 64 << 10) }

    @Test func aKeptTableIsTakenOnlyForANeedItFits() {
        let pool = Self.pool()
        var table = [Double](repeating: 7, count: 1000)
        let capacity = table.capacity
        pool.give(&table, .externalValues)
        // The table given is left empty; the pool holds its storage, emptied.
        #expect(table.isEmpty && table.capacity == 0)
        #expect(pool.keptBytes == capacity * 8)
        // Wrong kind, more than it holds, or a need under a quarter of it: not taken.
        #expect(pool.take(.variableUses, Double.self, minimumCapacity: 500) == nil)
        #expect(pool.take(.externalValues, Double.self, minimumCapacity: capacity + 1) == nil)
        #expect(pool.take(.externalValues, Double.self, minimumCapacity: capacity / 4 - 1) == nil)
        #expect(pool.keptBytes == capacity * 8)
        let taken: [Double]? = pool.take(.externalValues, minimumCapacity: 500)
        #expect(taken?.isEmpty == true && taken?.capacity == capacity)
        #expect(pool.keptBytes == 0)
        #expect(pool.take(.externalValues, Double.self, minimumCapacity: 500) == nil)
    }

    @Test func smallOversizedAndOverflowingTablesAreNotKept() {
        let pool = Self.pool()
        var small = [Double](repeating: 1, count: 100)     // 800 bytes: under 1 KB
        pool.give(&small, .externalValues)
        #expect(small.isEmpty && pool.keptBytes == 0)
        var large = [Double](repeating: 1, count: 10_000)  // 80 KB: over the 64 KB bound
        pool.give(&large, .externalValues)
        #expect(large.isEmpty && pool.keptBytes == 0)
        // Two of 40 KB each: the second would pass the bound, so only the first is kept.
        var a = [Double](repeating: 1, count: 5_000), b = [Int](repeating: 1, count: 5_000)
        let bytesA = a.capacity * 8
        pool.give(&a, .externalValues)
        pool.give(&b, .planParents)
        #expect(pool.keptBytes == bytesA)
        #expect(pool.take(.planParents, Int.self, minimumCapacity: 5_000) == nil)
    }

    @Test func aNewerTableReplacesTheOlderAndElementsAreDestroyed() {
        let pool = Self.pool()
        final class Box {}
        var boxes = (0..<300).map { _ in Box() }
        weak var first = boxes[0]
        var other = [Box?](repeating: nil, count: 1000)
        // Kept emptied: the pool holds no element (each box freed as the table is given).
        pool.give(&boxes, .planItems)
        #expect(first == nil)
        let bytes = other.capacity * MemoryLayout<Box?>.stride
        pool.give(&other, .planItems)
        #expect(pool.keptBytes == bytes)
    }

    /// x_i = x_(i-1) + w_(i-1) + 1, w_i = 5, x_0 = 1 (`DefinitionChain`'s system), added to `s`
    /// after it reserved its tables from `pool`: x_i = 1 + 6i.
    private static func solveChain(_ n: Int, in s: Solver, from pool: SpareTables) throws -> [Variable] {
        s.reserveCapacity(constraints: 2 * n, variables: 2 * n, from: pool)
        var xs: [Variable] = [], ws: [Variable] = []
        for i in 0..<n {
            let x = Variable("x\(i)"), w = Variable("w\(i)")
            try s.addConstraint(i == 0 ? x == 1 : x == xs[i - 1] + ws[i - 1] + 1)
            try s.addConstraint(w == 5)
            xs.append(x); ws.append(w)
        }
        s.updateVariables()
        return xs
    }

    @Test func aSolverOnKeptTablesSolvesAsAFreshOne() throws {
        let pool = SpareTables(minimumBytes: 1 << 10, maximumBytes: 16 << 20)
        let n = 2_000
        let first = Solver()
        let firstXs = try Self.solveChain(n, in: first, from: pool)
        first.giveTables(to: pool)
        // The first solver holds nothing now; its variables are free for another solver.
        #expect(first.constraintCount == 0 && first.rows.isEmpty && first.externals.isEmpty)
        let kept = pool.keptBytes
        #expect(kept > 0)
        let second = Solver()
        let xs = try Self.solveChain(n, in: second, from: pool)
        // The second solver took kept tables (rows, columns, variables…).
        #expect(pool.keptBytes < kept)
        for (i, x) in xs.enumerated() { #expect(x.value == Double(1 + 6 * i)) }
        // And one of the first solver's variables can be taken in by another solver.
        let third = Solver()
        try third.addConstraint(firstXs[3] == 4)
        third.updateVariables()
        #expect(firstXs[3].value == 4)
    }

    /// A chain of `n` boxes under a 10,000 × 1,000 root (leading = previous trailing + 1, width
    /// 5, top = root top + i % 10, height = half the root's), laid out.
    private static func layOutChain(_ n: Int) -> (TestItem, [TestItem]) {
        let root = TestItem.root(10_000, 1_000)
        var boxes: [TestItem] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<n {
            let box = TestItem("\(i)")
            root.add(box)
            constraints += [box.leadingAnchor.constraint(equalTo: boxes.last?.trailingAnchor ?? root.leadingAnchor, constant: 1),
                            box.widthAnchor.constraint(equalToConstant: 5),
                            box.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i % 10)),
                            box.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5)]
            boxes.append(box)
        }
        LayoutConstraint.activate(constraints)
        root.solveLayout()
        return (root, boxes)
    }

    /// Trees laid out one after another, each let go before the next (the later ones' first
    /// passes may take the earlier ones' tables): every box where its constraints put it, and
    /// the pool within its bound.
    @Test func treesLaidOutAfterOthersWereLetGoSitWhereTheirConstraintsPutThem() {
        for n in [2_500, 2_500, 1_200, 3_000] {
            let (root, boxes) = Self.layOutChain(n)
            for (i, box) in boxes.enumerated() {
                #expect(box.frame == rect(CGFloat(1 + 6 * i), CGFloat(i % 10), 5, 500))
            }
            withExtendedLifetime(root) {}
            #expect(SpareTables.shared.keptBytes <= SpareTables.shared.maximumBytes)
        }
    }
}
