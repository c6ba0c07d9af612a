import Foundation

/// The xib id of each object a load made: `NibLoadResult.objectsByID` reversed (placeholders
/// left out), made the first time an id is asked for. A snapshot test's loads never ask, and
/// the table cost a hash of every view and constraint of every load.
@MainActor
final class NibObjectIDs {
    private let objectsByID: [String: AnyObject]
    private var table: [ObjectIdentifier: String]?

    init(_ objectsByID: [String: AnyObject]) { self.objectsByID = objectsByID }

    /// The id `object` has in the load, nil when the load did not make it.
    func id(of object: AnyObject) -> String? {
        if table == nil {
            var ids: [ObjectIdentifier: String] = [:]
            ids.reserveCapacity(objectsByID.count)
            for (id, o) in objectsByID where id != NibPlaceholderID.filesOwner && id != NibPlaceholderID.firstResponder {
                ids[ObjectIdentifier(o)] = id
            }
            table = ids
        }
        return table?[ObjectIdentifier(object)]
    }
}
