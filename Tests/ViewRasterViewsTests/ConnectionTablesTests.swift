import Testing
import ViewRasterViews

/// A class that counts how often its table is built.
@MainActor
class TallyTarget: Responder {
    nonisolated(unsafe) static var builds = 0
    var received: [String] = []
    override class var connections: ConnectionTable {
        builds += 1
        return super.connections.action("tap:") { (me: TallyTarget, _) in me.received.append("tap") }
    }
}

/// A subclass: its own table, its superclass's action and one of its own.
@MainActor
final class TallySubTarget: TallyTarget {
    var other: Responder?
    override class var connections: ConnectionTable {
        super.connections
            .action("hold:") { (me: TallySubTarget, _) in me.received.append("hold") }
            .outlet("other", \TallySubTarget.other)
    }
}

@MainActor
@Suite(.serialized) struct ConnectionTablesTests {
    @Test func aClassBuildsItsTableOnceAndEverySendReadsIt() {
        let t = TallyTarget(), u = TallySubTarget()
        let button = Control()
        button.addTarget(t, action: "tap:", for: .touchUpInside)
        button.addTarget(u, action: "tap:", for: .touchUpInside)
        button.addTarget(u, action: "hold:", for: .touchUpInside)
        let before = TallyTarget.builds
        for _ in 0..<5 { button.sendActions(for: .touchUpInside) }
        // Each target received every send: the table is the class's declaration.
        #expect(t.received == Array(repeating: "tap", count: 5))
        #expect(u.received == Array(repeating: ["tap", "hold"], count: 5).flatMap { $0 })
        // Fifteen actions performed, the two classes' tables built at most once each
        // (TallySubTarget's builds its superclass's through `super.connections`).
        #expect(TallyTarget.builds - before <= 2)
        // The base class declares no `hold:`; the subclass's outlet is its own.
        #expect(!t.perform("hold:", sender: nil))
        #expect(!t.setOutlet("other", to: u))
        #expect(u.setOutlet("other", to: t) && u.other === t)
        #expect(ConnectionTables.table(of: TallyTarget.self).actions.keys.sorted() == ["tap:"])
        #expect(ConnectionTables.table(of: TallySubTarget.self).actions.keys.sorted() == ["hold:", "tap:"])
        let after = TallyTarget.builds
        for _ in 0..<3 { _ = t.perform("tap:", sender: nil); _ = u.perform("hold:", sender: nil) }
        #expect(TallyTarget.builds == after)
    }
}
