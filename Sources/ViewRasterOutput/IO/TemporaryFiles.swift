import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files this process is writing (`.NAME.tmp-PID…` beside an output), so that
/// SIGTERM and SIGINT remove them before the process ends (`removeOnSignals()`), and the
/// stale ones of processes that died anyway are removed by the next run into the same folder
/// (`removeStale(in:)`).
public enum TemporaryFiles {
    /// Slots a signal handler can read without locking or allocating: C strings, nil when free.
    nonisolated(unsafe) private static let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slotCount)
    private static let slotCount = 256
    private static let lock = NSLock()
    nonisolated(unsafe) private static var initialized = false
    nonisolated(unsafe) private static var cleanedFolders: Set<String> = []

    /// Records `path` as a temporary file of this process.
    public static func register(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        if !initialized { slots.initialize(repeating: nil, count: slotCount); initialized = true }
        for i in 0..<slotCount where slots[i] == nil {
            slots[i] = strdup(path)
            return
        }
    }

    /// Forgets `path` (renamed into place or removed).
    public static func unregister(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        guard initialized else { return }
        for i in 0..<slotCount {
            if let p = slots[i], strcmp(p, path) == 0 {
                slots[i] = nil
                free(p)
                return
            }
        }
    }

    /// Installs SIGTERM and SIGINT handlers that unlink every registered file and then end the
    /// process as the signal would have.
    public static func removeOnSignals() {
        lock.lock()
        if !initialized { slots.initialize(repeating: nil, count: slotCount); initialized = true }
        lock.unlock()
        // A parent may have started this process with the signals blocked (the mask is
        // inherited); unblock them, so that the handlers run rather than the signal waiting.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for sig in [SIGTERM, SIGINT] {
            signal(sig) { received in
                for i in 0..<TemporaryFiles.slotCount {
                    if let p = TemporaryFiles.slots[i] { unlink(p) }
                }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// The name of a temporary file for `url` in its folder, tagged with this process's id.
    public static func name(for url: URL) -> String {
        "." + url.lastPathComponent + ".tmp-\(getpid())"
    }

    /// Removes, once per folder and process, temporary files in `folder` left by processes
    /// that no longer run (`.NAME.tmp-PID` and `.NAME.tmp-PID-RANDOM`).
    public static func removeStale(in folder: String) {
        lock.lock()
        let first = cleanedFolders.insert(folder).inserted
        lock.unlock()
        guard first, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") {
            guard let range = name.range(of: ".tmp-", options: .backwards) else { continue }
            let digits = name[range.upperBound...].prefix(while: \.isNumber)
            guard let pid = pid_t(digits), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + name) }
        }
    }
}
