import Foundation

/// `FontMatcher.nearest` results by family, weight class and slant, per process: every label,
/// button and text field of a nib asks for the system font, and picking the nearest face scans
/// every bundled face's names. Valid for one set of registered faces (a
/// `FontRegistry.register(fontFileAt:)` starts it over). Thread-safe.
final class NearestFaceCache: @unchecked Sendable {
    /// The process's cache.
    static let shared = NearestFaceCache()

    /// What the nearest face depends on (besides the registered faces).
    struct Key: Hashable {
        var family: String
        var weightClass: Int
        var italic: Bool
    }

    private let lock = NSLock()
    private var registrations = -1
    private var faces: [Key: FontFace] = [:]
    /// The last face answered and its key: most asks repeat the one before (the regular
    /// system face), answered without hashing the family's name.
    private var last: (key: Key, face: FontFace)?

    /// The cached face for `key` while `registrations` (the registry's count) is unchanged,
    /// else `make()`'s (then kept).
    func face(_ key: Key, registrations count: Int, _ make: () -> FontFace) -> FontFace {
        lock.lock()
        if registrations == count {
            if let last, last.key == key { lock.unlock(); return last.face }
            if let f = faces[key] { last = (key, f); lock.unlock(); return f }
        }
        lock.unlock()
        let f = make()
        lock.lock()
        if registrations != count { faces = [:]; last = nil; registrations = count }
        faces[key] = f
        last = (key, f)
        lock.unlock()
        return f
    }
}
