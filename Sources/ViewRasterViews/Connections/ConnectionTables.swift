/// Each class's `connections` table, asked once per process. A class builds its table on every
/// ask (each `outlet` and `action` a closure and a dictionary insert: ≈ 10,000 instructions for
/// the gallery's timer); a table is the class's declaration (`override class var connections`),
/// the same on every ask, as an Objective-C class's outlets and actions are. Class metadata
/// lives as long as the process, so a class's `ObjectIdentifier` is never reused. The nib
/// loader's outlets and actions, `perform(_:sender:)` (every action a control sends),
/// `setOutlet` and `setRuntimeAttribute` all read the table through here.
@MainActor
public enum ConnectionTables {
    @exclusivity(unchecked) private static var tables: [ObjectIdentifier: ConnectionTable] = [:]

    /// The outlets, actions and runtime attributes `type` declares.
    public static func table(of type: Responder.Type) -> ConnectionTable {
        if let table = tables[ObjectIdentifier(type)] { return table }
        let table = type.connections
        tables[ObjectIdentifier(type)] = table
        return table
    }
}
