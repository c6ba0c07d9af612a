import Foundation

/// A progress bar on standard error when it is a terminal and `--quiet` is not given:
/// `[#####-----] 12/40  3.1/s  9s left`, redrawn in place, cleared by `finish`. Nothing is drawn
/// otherwise, so logs and pipes see only the summary line. The rate and time left come from
/// the wall clock, which nothing that draws pixels reads. Safe to update from worker threads.
/// An error printed while a bar is on the line clears it first (`CLI.printError`), so the
/// error is still the last line of standard error.
final class Progress: @unchecked Sendable {
    /// How many steps the run has.
    let total: Int
    /// Whether a bar is drawn.
    let isDrawing: Bool
    private let start = Date()
    private let lock = NSLock()
    private var lastDrawn: Date?
    private var drewSomething = false
    /// Whether some bar is on the terminal's last line now.
    nonisolated(unsafe) private static var barShown = false
    private static let shownLock = NSLock()

    /// A bar of `total` steps, drawn when standard error is a terminal unless `quiet`.
    init(total: Int, quiet: Bool = false) {
        self.total = total
        isDrawing = !quiet && isatty(2) != 0 && total > 0
    }

    /// `done` steps are finished: redraws the bar (at most ten times a second, and at the end).
    func update(_ done: Int) {
        guard isDrawing else { return }
        lock.lock(); defer { lock.unlock() }
        let now = Date()
        if let lastDrawn, now.timeIntervalSince(lastDrawn) < 0.1, done < total { return }
        lastDrawn = now
        drewSomething = true
        Progress.shownLock.lock(); Progress.barShown = true; Progress.shownLock.unlock()
        FileHandle.standardError.write(Data(("\r" + Progress.line(done: done, total: total, elapsed: now.timeIntervalSince(start)) + "\u{1B}[K").utf8))
    }

    /// Clears the bar and prints `summary` (when given) on standard error.
    func finish(_ summary: String? = nil) {
        lock.lock(); defer { lock.unlock() }
        if isDrawing && drewSomething { Progress.clearLine() }
        if let summary { FileHandle.standardError.write(Data((summary + "\n").utf8)) }
    }

    /// Clears the terminal's line when a bar is on it.
    static func clearLine() {
        shownLock.lock(); defer { shownLock.unlock() }
        guard barShown else { return }
        barShown = false
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    /// The bar's text: `[###---] done/total  R/s  Ts left` (rate and time left once known).
    static func line(done: Int, total: Int, elapsed: TimeInterval, width: Int = 30) -> String {
        let done = min(max(done, 0), total)
        let filled = total > 0 ? done * width / total : width
        var s = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] \(done)/\(total)"
        if done > 0, elapsed > 0 {
            let rate = Double(done) / elapsed
            s += "  " + (rate >= 10 ? String(Int(rate.rounded())) : String(format: "%.1f", rate)) + "/s"
            s += "  " + duration(Double(total - done) / rate) + " left"
        }
        return s
    }

    /// `42s`, `3m05s`, `1h02m`.
    static func duration(_ seconds: TimeInterval) -> String {
        let t = Int(seconds.rounded(.up))
        if t < 60 { return "\(t)s" }
        if t < 3600 { return String(format: "%dm%02ds", t / 60, t % 60) }
        return String(format: "%dh%02dm", t / 3600, (t % 3600) / 60)
    }
}
