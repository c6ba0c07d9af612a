import Foundation
import ViewRasterNib
#if canImport(Glibc)
import Glibc
#endif

/// A worker subprocess: `viewraster fuzz-case …` with stdin from /dev/null, stdout on a pipe
/// (one result line per case) and stderr into a file (the crash message, if any).
final class WorkerProcess {
    let pid: pid_t
    private let readFD: Int32
    private var buffer: [UInt8] = []
    private(set) var atEnd = false
    /// How many times a start refused with ETXTBSY (text file busy) is tried again.
    static let busyRetries = 50

    init(executable: String, arguments: [String], stderrPath: String) throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw LimitError(message: "fuzz: cannot create a pipe") }
        // Close-on-exec, so that a worker another thread starts later does not inherit this
        // pipe's ends (and keep the write end open: no end of file here until it exits). The
        // child's own stdout is a `dup2` of it, which does not carry the flag.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var child: pid_t = 0
        var rc = posix_spawn(&child, executable, &actions, nil, argv, environ)
        // ETXTBSY: the executable is still open for writing somewhere — typically a file just
        // written, whose descriptor a process forked by another thread at that moment still
        // holds until it execs. It passes; try again for a bounded while (≈ 0.5 s in all).
        var tries = 0
        while rc == ETXTBSY && tries < WorkerProcess.busyRetries {
            tries += 1
            usleep(10_000)
            rc = posix_spawn(&child, executable, &actions, nil, argv, environ)
        }
        close(fds[1])
        guard rc == 0 else {
            close(fds[0])
            throw LimitError(message: "fuzz: cannot start \(executable) (errno \(rc))")
        }
        pid = child
        readFD = fds[0]
    }

    /// The next complete line, waiting at most `timeout` seconds; nil on timeout or at the end.
    func readLine(timeout: Double) -> String? {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        while true {
            if let nl = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<nl], as: UTF8.self)
                buffer.removeSubrange(...nl)
                return line
            }
            if atEnd { return nil }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return nil }
            var p = pollfd(fd: readFD, events: Int16(POLLIN), revents: 0)
            let waited = poll(&p, 1, Int32(min(1000, max(1, (deadline - now) / 1_000_000))))
            if waited < 0 && errno != EINTR { atEnd = true; return nil }
            guard waited > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = read(readFD, &chunk, chunk.count)
            if n > 0 { buffer += chunk[0..<n] } else if n == 0 || errno != EINTR { atEnd = true }
        }
    }

    /// The CPU time the worker has used so far (user + system, in seconds, from
    /// `/proc/PID/stat`; 10 ms steps); nil where that cannot be read.
    var cpuSeconds: Double? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        // The command name (field 2) is in parentheses and may hold spaces: count after it.
        guard let paren = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: paren)...].split(separator: " ")
        // Fields 14 and 15 (utime, stime), the 12th and 13th after the name.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return ticks > 0 ? (user + system) / ticks : nil
    }

    /// Kills the worker (SIGKILL) and reaps it.
    func kill() {
        _ = Glibc.kill(pid, SIGKILL)
        _ = finish()
    }

    /// Waits for the worker to exit; describes how it ended ("exit 0", "signal 11 (SIGSEGV)").
    func finish() -> (clean: Bool, description: String) {
        close(readFD)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        if signal != 0 {
            let name = WorkerProcess.signalNames[signal].map { " (\($0))" } ?? ""
            return (false, "signal \(signal)\(name)")
        }
        let code = (status >> 8) & 0xFF
        return (code == 0, "exit \(code)")
    }

    static let signalNames: [Int32: String] = [4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE",
                                               9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM"]
}
