import Foundation

/// One entry of a `<connections>` block. The source is the object that holds the block.
public enum NibConnection: Sendable, Hashable {
    /// `<outlet property="…" destination="…">`: source.property = destination.
    case outlet(property: String, destination: String, id: String, location: NibLocation)
    /// `<outletCollection property="…" destination="…">`: destination appended to source.property.
    case outletCollection(property: String, destination: String, id: String, location: NibLocation)
    /// `<action selector="…" destination="…" eventType="…">`: the source control sends
    /// `selector` to `destination` on `eventType`.
    case action(selector: String, destination: String, eventType: String, id: String, location: NibLocation)

    /// The id of the object the connection points at.
    public var destination: String {
        switch self {
        case .outlet(_, let d, _, _), .outletCollection(_, let d, _, _), .action(_, let d, _, _, _): d
        }
    }
    /// Where the connection's element starts.
    public var location: NibLocation {
        switch self {
        case .outlet(_, _, _, let l), .outletCollection(_, _, _, let l), .action(_, _, _, _, let l): l
        }
    }
}
