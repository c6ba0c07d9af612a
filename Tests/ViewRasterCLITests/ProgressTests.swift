import Foundation
import Testing
import ViewRasterTestSupport

/// Long runs draw a progress bar on standard error only when it is a terminal: run through
/// util-linux's `script`, which gives the command a pseudo-terminal and copies what it writes
/// to ours, `render-all` and `frames` redraw `[###…] done/total  R/s  Ts left` in place and
/// clear it at the end; with `--quiet`, or with standard error a pipe, no bar is drawn.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
                             "needs the built viewraster and util-linux's script"))
struct ProgressTests {
    /// What `arguments` writes to a pseudo-terminal (standard output and error together).
    func onTerminal(_ arguments: [String]) throws -> String {
        let quoted = ([BuiltCLI.binary!.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        p.arguments = ["-qefc", quoted.joined(separator: " "), "/dev/null"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    let bar = #"\r\[#+-*\] \d+/\d+  [0-9.]+/s  \d+(s|m\d\ds|h\d\dm) left"#

    @Test func renderAllDrawsABarOnATerminalOnly() throws {
        let project = try RenderAllFixture.make()
        defer { try? FileManager.default.removeItem(at: project) }
        let out = project.appendingPathComponent("out")
        let shown = try onTerminal(["render-all", project.path, "-o", out.path])
        #expect(shown.range(of: bar, options: .regularExpression) != nil, "\(shown.debugDescription)")
        #expect(shown.contains("] 3/3  "), "\(shown.debugDescription)")
        // Cleared before the summary and the error, which is still the last line.
        #expect(shown.contains("\r\u{1B}[K"))
        let lines = shown.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        #expect(lines.last?.hasPrefix("viewraster render-all: 1 of 3 files failed") == true, "\(shown.debugDescription)")

        let quiet = try onTerminal(["render-all", project.path, "-o", out.path, "--quiet"])
        #expect(!quiet.contains("] 1/3") && !quiet.contains("[#"), "\(quiet.debugDescription)")
        let piped = try BuiltCLI.run(["render-all", project.path, "-o", out.path])
        #expect(!piped.stderr.contains("\r") && !piped.stderr.contains("[#"), "\(piped.stderr.debugDescription)")
    }

    @Test func framesShowsItsRateAndTimeLeft() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shown = try onTerminal(["frames", "--scene", "spinner", "--fps", "4", "--duration", "1", "-o", folder.appendingPathComponent("f").path])
        #expect(shown.range(of: bar, options: .regularExpression) != nil, "\(shown.debugDescription)")
        #expect(shown.contains("] 4/4  "), "\(shown.debugDescription)")
        let quiet = try onTerminal(["frames", "--scene", "spinner", "--fps", "4", "--duration", "1", "--quiet", "-o", folder.appendingPathComponent("g").path])
        #expect(!quiet.contains("[#") && quiet.contains("4 frames at 4 fps"), "\(quiet.debugDescription)")
    }
}
