import Foundation
import Testing
@testable import ViewRasterLayout

/// A column of more than `ColumnUsers.fewLimit` users kept as an array while every user came
/// with a larger id than those before it, and as a set once one does not (or one is removed):
/// through every stage the column holds exactly the users added and not removed.
@Suite struct ColumnUsersAscendingTests {
    private static func symbol(_ id: Int) -> Symbol { Symbol(id: id, kind: id % 2 == 0 ? .external : .dummy) }

    /// Adds the user of id `id` to `column`; whether it was new.
    private static func add(_ id: Int, to column: inout ColumnUsers) -> Bool { column.insert(symbol(id)) }

    /// `column`'s users, by id.
    private static func users(_ column: ColumnUsers) -> [Int] {
        var ids: [Int] = []
        column.forEachUser { ids.append($0.id) }
        #expect(ids.sorted() == Array(column).map(\.id).sorted())
        return ids.sorted()
    }

    @Test func usersAddedInOrderThenOutOfOrderThenRemoved() {
        var column: ColumnUsers = []
        // 40 users in increasing order, each new (past the 16 of a list: the ordered array).
        for id in stride(from: 3, to: 123, by: 3) { #expect(Self.add(id, to: &column)) }
        #expect(column.count == 40)
        #expect(Self.users(column) == Array(stride(from: 3, to: 123, by: 3)))
        // One already there, at the start, in the middle and at the end: not added again.
        for id in [3, 60, 120] { #expect(!Self.add(id, to: &column)) }
        #expect(column.contains(Self.symbol(60)) && !column.contains(Self.symbol(61)) && !column.contains(Self.symbol(200)))
        #expect(column.count == 40)
        // One out of order (between two users): added; the column holds 41.
        #expect(Self.add(61, to: &column))
        #expect(column.count == 41 && column.contains(Self.symbol(61)))
        #expect(Self.users(column) == (Array(stride(from: 3, to: 123, by: 3)) + [61]).sorted())
        // And still takes larger ones, and refuses ones it has.
        #expect(Self.add(500, to: &column))
        #expect(!Self.add(61, to: &column))
        #expect(column.count == 42)
    }

    @Test func aRemovalFromTheOrderedUsersLeavesTheRest() {
        var column: ColumnUsers = []
        for id in 1...30 { column.insert(Self.symbol(id)) }
        column.remove(Self.symbol(99))                   // not there: nothing changes
        #expect(column.count == 30)
        column.remove(Self.symbol(17))
        #expect(column.count == 29 && !column.contains(Self.symbol(17)))
        #expect(Self.users(column) == Array(1...30).filter { $0 != 17 })
        #expect(Self.add(17, to: &column))
        #expect(column.count == 30)
    }

    /// A list that came out of order becomes a set at the 17th user, whatever comes next.
    @Test func aListOutOfOrderBecomesASet() {
        var column: ColumnUsers = []
        for id in [5, 1] + Array(10..<24) { column.insert(Self.symbol(id)) }
        #expect(column.count == 16)
        #expect(Self.add(100, to: &column))
        #expect(column.count == 17)
        #expect(Self.users(column) == [1, 5] + Array(10..<24) + [100])
        #expect(!Self.add(5, to: &column))
    }
}
