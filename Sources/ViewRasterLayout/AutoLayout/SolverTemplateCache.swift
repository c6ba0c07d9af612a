import Foundation

/// The solver states of the constraint systems a process lays out again and again (a snapshot
/// test builds the same screen for every assertion: new views, the same constraints), so a
/// fresh engine whose first pass compiles a system seen before takes the solved tableau
/// (`Solver.adopt`) instead of adding its constraints one by one. The result is the one the
/// additions would have built, bit for bit (see `SolverTemplate`); only the time differs.
///
/// A system is identified by its exact compiled form (`SolverTemplateKey`: every constraint's
/// relation, strength, constant and terms, variables numbered by first appearance), compared
/// word for word, never by hash alone. A template is kept the second time a system is seen
/// (a tree laid out once costs only its key), for systems of at most `maxConstraints`
/// constraints, the last `capacity` of them: a screen's tableau is a few hundred rows; a large
/// tree's would hold megabytes for a repeat that rarely comes.
final class SolverTemplateCache: @unchecked Sendable {
    /// The process's cache.
    static let shared = SolverTemplateCache()
    /// Systems with more constraints are neither kept nor looked up.
    static let maxConstraints = 2048
    /// Templates kept (the oldest is dropped first).
    static let capacity = 16
    /// Hashes of systems seen once, remembered to keep their template the second time.
    static let seenCapacity = 64

    private let lock = NSLock()
    private var entries: [(key: SolverTemplateKey, template: SolverTemplate)] = []
    private var seen: [UInt64] = []

    /// The template of the system `key` identifies, if one is kept.
    func template(for key: SolverTemplateKey) -> SolverTemplate? {
        lock.withLock {
            entries.last(where: { $0.key == key })?.template
        }
    }

    /// Whether a template of `key`'s system should be made now: it was seen before (else it is
    /// remembered as seen).
    func wantsTemplate(for key: SolverTemplateKey) -> Bool {
        lock.withLock {
            if seen.contains(key.hash) { return true }
            if seen.count >= Self.seenCapacity { seen.removeFirst() }
            seen.append(key.hash)
            return false
        }
    }

    /// Keeps `template` for `key`'s system.
    func store(_ template: SolverTemplate, for key: SolverTemplateKey) {
        lock.withLock {
            guard !entries.contains(where: { $0.key == key }) else { return }
            if entries.count >= Self.capacity { entries.removeFirst() }
            entries.append((key, template))
        }
    }
}
