import Foundation
import Synchronization
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
    /// Set by the signal handler before it removes the files: no temporary is created after.
    private static let dying = Atomic<Int>(0)
    /// Threads between registering a temporary and creating it (`create`).
    private static let creating = Atomic<Int>(0)

    /// Registers `path` and creates it (`open` with `O_CREAT | O_EXCL`, mode 0644) with
    /// SIGTERM and SIGINT held off on this thread meanwhile, so a signal handler running on
    /// another thread first waits for the file to exist and then removes it; once a signal
    /// has come no temporary is created (-1, `errno` EINTR). Returns the descriptor, or -1
    /// with `errno` set.
    public static func create(_ path: String) -> Int32 {
        var block = sigset_t(), old = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, SIGTERM)
        sigaddset(&block, SIGINT)
        pthread_sigmask(SIG_BLOCK, &block, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        creating.add(1, ordering: .sequentiallyConsistent)
        defer { creating.subtract(1, ordering: .sequentiallyConsistent) }
        if dying.load(ordering: .sequentiallyConsistent) != 0 { errno = EINTR; return -1 }
        register(path)
        return open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    }

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
        // Touch the atomics here, so the handler never runs their lazy initialization.
        _ = dying.load(ordering: .relaxed)
        _ = creating.load(ordering: .relaxed)
        // A parent may have started this process with the signals blocked (the mask is
        // inherited); unblock them, so that the handlers run rather than the signal waiting.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for sig in [SIGTERM, SIGINT] {
            signal(sig) { received in
                // Let a thread that is creating a temporary finish (it holds the signals off,
                // so it is not this thread); after `dying` none starts. Bounded, in case.
                TemporaryFiles.dying.store(1, ordering: .sequentiallyConsistent)
                var spins = 0
                while TemporaryFiles.creating.load(ordering: .sequentiallyConsistent) > 0 && spins < 1_000_000 {
                    sched_yield()
                    spins += 1
                }
                for i in 0..<TemporaryFiles.slotCount {
                    if let p = TemporaryFiles.slots[i] { unlink(p) }
                }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// The name of a temporary file for `url` in its folder, tagged with this process's id:
    /// `.NAME.tmp-PID`, where NAME is the destination's name cut to its first
    /// `maximumNameBytes` bytes of UTF-8 (on a character's boundary), so that the temporary's
    /// name — with the random tag `AtomicFile` adds — stays within the 255 bytes a file name may
    /// have wherever the destination's own name does.
    public static func name(for url: URL) -> String {
        "." + prefix(of: url.lastPathComponent, bytes: maximumNameBytes) + ".tmp-\(getpid())"
    }

    /// How many bytes of the destination's name a temporary file's name keeps: 255 (a file
    /// name's limit on Linux and macOS) less the dot, `.tmp-`, a process id, `-` and a random
    /// 32-bit number (at most 1 + 5 + 10 + 1 + 10 bytes), with room to spare.
    public static let maximumNameBytes = 200

    /// The longest prefix of `name` whose UTF-8 is at most `bytes` long, ending on a character.
    static func prefix(of name: String, bytes: Int) -> String {
        guard name.utf8.count > bytes else { return name }
        var used = 0
        var end = name.startIndex
        for index in name.indices {
            let next = name.index(after: index)
            let size = name.utf8.distance(from: index, to: next)
            if used + size > bytes { break }
            used += size
            end = next
        }
        return String(name[..<end])
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
