import Foundation
import Testing
@testable import ViewRasterLayout

/// `StoragePool`: large tables of engines and solvers that have gone are kept, emptied, for the
/// next large tree, within a byte limit; what a tree lays out never depends on where its
/// tables' storage came from.
@Suite struct StoragePoolTests {
    /// A kept table comes back empty with at least the capacity asked; a table too small to
    /// keep is not kept, and one asked for with no table kept is new.
    @Test func takesBackWhatWasKeptEmptied() {
        let pool = StoragePool()
        let n = StoragePool.minimumBytes / MemoryLayout<Int>.stride  // 16,384 Ints: 128 KB
        var big = Array(0..<(2 * n))
        let capacity = big.capacity
        pool.recycle(&big)
        #expect(big.isEmpty && big.capacity == 0)
        #expect(pool.keptBytes == capacity * 8)
        // Too small to keep.
        var small = Array(0..<100)
        pool.recycle(&small)
        #expect(pool.keptBytes == capacity * 8)
        // Another element type does not take it.
        let doubles = pool.take([Double].self, capacity: n)
        #expect(doubles.isEmpty && doubles.capacity >= n && pool.keptBytes == capacity * 8)
        // More than was kept: a new table.
        let larger = pool.take([Int].self, capacity: capacity + 1)
        #expect(larger.isEmpty && larger.capacity >= capacity + 1 && pool.keptBytes == capacity * 8)
        // The kept one, emptied.
        var taken = pool.take([Int].self, capacity: n)
        #expect(taken.isEmpty && taken.capacity == capacity && pool.keptBytes == 0)
        taken.append(7)
        #expect(taken == [7])
    }

    /// The smallest kept table that fits is taken; past the byte limit the oldest go first.
    @Test func keepsAtMostTheLimitOldestGoingFirst() {
        let pool = StoragePool()
        let quarter = StoragePool.byteLimit / 4 / MemoryLayout<Int>.stride
        var sizes: [Int] = []
        for k in 1...5 {  // five tables of a quarter of the limit, the first the largest
            var t = [Int](); t.reserveCapacity(quarter + (k == 1 ? quarter / 2 : 0))
            sizes.append(t.capacity * 8)
            pool.recycle(&t)
            #expect(pool.keptBytes <= StoragePool.byteLimit)
        }
        // The first (oldest) went when the fourth or fifth came.
        #expect(pool.keptBytes == sizes[1...].reduce(0, +) || pool.keptBytes == sizes[2...].reduce(0, +))
        let t = pool.take([Int].self, capacity: quarter)
        #expect(t.isEmpty && t.capacity >= quarter && sizes[1...].contains(t.capacity * 8))
        // A table over the limit is never kept.
        var huge = [UInt8](); huge.reserveCapacity(StoragePool.byteLimit + 1)
        let before = pool.keptBytes
        pool.recycle(&huge)
        #expect(pool.keptBytes == before)
        pool.removeAll()
        #expect(pool.keptBytes == 0)
    }

    /// Dictionaries are kept as tables too (the engine's installed table).
    @Test func keepsDictionaries() {
        let pool = StoragePool()
        var d = [Int: Int](minimumCapacity: 20_000)
        for i in 0..<1000 { d[i] = i }
        let capacity = d.capacity
        pool.recycle(&d)
        #expect(pool.keptBytes > 0)
        let taken = pool.take([Int: Int].self, capacity: 10_000)
        #expect(taken.isEmpty && taken.capacity == capacity && pool.keptBytes == 0)
    }

    /// Chains of 3,000 boxes laid out one after another, each with a fresh engine and the
    /// storage the last one left (tables of hundreds of KB: the pool's): every box where the
    /// constraints put it, by hand — x = 1 + 6·i (each box 5 wide and 1 after the last),
    /// y = i mod 10, height half the root's 1,000 — the first time, the second, and after an
    /// edit of the first box's width (every later box 4 further right).
    @Test func aTreeLaidOutOnReusedStorageLandsWhereTheConstraintsSay() {
        for round in 0..<3 {
            let n = 3000
            let root = TestItem.root(30_000, 1000)
            var boxes: [TestItem] = []
            var constraints: [LayoutConstraint] = []
            for i in 0..<n {
                let b = TestItem("b\(i)")
                root.add(b)
                constraints += [b.leadingAnchor.constraint(equalTo: boxes.last?.trailingAnchor ?? root.leadingAnchor, constant: 1),
                                b.widthAnchor.constraint(equalToConstant: 5),
                                b.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i % 10)),
                                b.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5)]
                boxes.append(b)
            }
            LayoutConstraint.activate(constraints)
            root.solveLayout()
            for i in [0, 1, 9, 10, 1234, n - 1] {
                #expect(boxes[i].frame == CGRect(x: CGFloat(1 + 6 * i), y: CGFloat(i % 10), width: 5, height: 500),
                        "round \(round), box \(i)")
            }
            constraints[1].constant = 9
            root.solveLayout()
            #expect(boxes[0].frame == CGRect(x: 1, y: 0, width: 9, height: 500))
            for i in [1, 2, 2999] {
                #expect(boxes[i].frame == CGRect(x: CGFloat(5 + 6 * i), y: CGFloat(i % 10), width: 5, height: 500),
                        "round \(round), box \(i) after the edit")
            }
        }
    }
}
