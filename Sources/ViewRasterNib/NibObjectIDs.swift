import Foundation

/// What a load made, by xib id and by object: the load's `NibObjectTable` (slots of the nib's
/// plan), with the whole `NibLoadResult.objectsByID` dictionary and its reverse (placeholders
/// left out) each made the first time it is asked for. A snapshot test's loads never ask, and
/// each table cost a hash of every view and constraint of every load.
@MainActor
final class NibObjectIDs {
    private let objects: NibObjectTable
    private var byID: [String: AnyObject]?
    private var table: [ObjectIdentifier: String]?

    init(_ objects: NibObjectTable) { self.objects = objects }

    /// The object with xib id `id`.
    func object(id: String) -> AnyObject? { objects[id] }

    /// Every object by xib id.
    var objectsByID: [String: AnyObject] {
        if let byID { return byID }
        let made = objects.dictionary
        byID = made
        return made
    }

    /// The id `object` has in the load, nil when the load did not make it.
    func id(of object: AnyObject) -> String? {
        if table == nil {
            let objectsByID = self.objectsByID
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
