/// Each class's `connections` table, asked once per process. A class builds its table on every
/// ask (each `outlet` and `action` a closure and a dictionary insert: ≈ 10,000 instructions for
/// the gallery's timer); a table is the class's declaration (`override class var connections`),
/// the same on every ask, as an Objective-C class's outlets and actions are. Class metadata
/// lives as long as the process, so a class's `ObjectIdentifier` is never reused. The nib
/// loader's outlets and actions, `perform(_:sender:)` (every action a control sends),
/// `setOutlet` and `setRuntimeAttribute` all read the table through here.
@MainActor
public enum ConnectionTables {
    /// A class's table, held once: a look-up through it retains the holder, not each of the
    /// table's four dictionaries (a `ConnectionTable` returned by value is four retains and,
    /// when it goes, four releases).
    private final class Held {
        let table: ConnectionTable
        init(_ table: ConnectionTable) { self.table = table }
    }

    @exclusivity(unchecked) private static var tables: [ObjectIdentifier: Held] = [:]

    /// The outlets, actions and runtime attributes `type` declares.
    public static func table(of type: Responder.Type) -> ConnectionTable { held(type).table }

    /// The setter of the outlet or outlet collection `name` that `type` declares, nil when it
    /// declares neither; a name declared as both is the collection when `collection` is true,
    /// else the outlet. Read in place from the class's table.
    package static func outletSetter(_ name: String, of type: Responder.Type, collection: Bool) -> ConnectionTable.OutletSetter? {
        let held = held(type)
        return collection ? held.table.outletCollections[name] ?? held.table.outlets[name]
                          : held.table.outlets[name] ?? held.table.outletCollections[name]
    }

    /// Whether `type` declares the action `selector`. Read in place from the class's table.
    package static func declaresAction(_ selector: String, of type: Responder.Type) -> Bool {
        held(type).table.actions[selector] != nil
    }

    private static func held(_ type: Responder.Type) -> Held {
        if let held = tables[ObjectIdentifier(type)] { return held }
        let held = Held(type.connections)
        tables[ObjectIdentifier(type)] = held
        return held
    }
}
