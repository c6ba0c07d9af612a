import Foundation
import Testing
@testable import ViewRasterLayout

/// A compiled system adds each user constraint right after the deepest item it names, ties in
/// installation order (the order decides the tableau, and so every later pivot): the counting
/// sort the compile uses must give exactly the order of sorting by (position, installation).
@Suite struct UserConstraintOrderTests {
    @Test func theCountingSortIsTheSortByPositionThenInstallation() {
        let items = (0..<40).map { TestItem("i\($0)") }
        // Positions as a compile finds them, -1 (not in the tree) included, from a fixed LCG.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        var positions: [ObjectIdentifier: Int] = [:]
        for item in items { positions[ObjectIdentifier(item)] = next(41) - 1 }
        func position(_ item: (any LayoutItem)?) -> Int {
            guard let item else { return -1 }
            return positions[ObjectIdentifier(item)] ?? -1
        }
        for count in [0, 1, 2, 7, 300] {
            var users: [LayoutConstraint] = []
            for _ in 0..<count {
                let a = items[next(items.count)]
                if next(3) == 0 {
                    users.append(a.widthAnchor.constraint(equalToConstant: 10))
                } else {
                    users.append(a.leadingAnchor.constraint(equalTo: items[next(items.count)].trailingAnchor, constant: 8))
                }
            }
            let reference = users.enumerated()
                .map { (key: max(position($0.element.firstLayoutItem), position($0.element.secondLayoutItem)), seq: $0.offset, c: $0.element) }
                .sorted { ($0.key, $0.seq) < ($1.key, $1.seq) }
                .map(\.c)
            let ordered = LayoutSystem.orderedByDeepestItem(users, itemCount: items.count, position: position)
            #expect(ordered.count == reference.count)
            #expect(zip(ordered, reference).allSatisfy { $0 === $1 }, "\(count) constraints")
        }
    }
}
