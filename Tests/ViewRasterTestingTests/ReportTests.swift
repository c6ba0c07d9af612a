import Foundation
import Testing
import ViewRasterTesting

@Suite struct ReportTests {
    /// Produces one image failure and one text failure under `root.artifacts`.
    func makeFailures(_ root: TempRoot) throws {
        let a = try solid(6, 4, (30, 144, 255, 255))
        root.run {
            _ = verifySnapshot(of: a, as: .image, named: "card", testName: "render")
            _ = verifySnapshot(of: a.setting(1, 1, (255, 0, 0, 255)), as: .image, named: "card", testName: "render")
            _ = verifySnapshot(of: "x <y>", as: .lines, named: "tree", testName: "render")
            _ = verifySnapshot(of: "x <z>", as: .lines, named: "tree", testName: "render")
        }
    }

    @Test func reportInlinesEveryImageAndMessage() throws {
        let root = try TempRoot(); defer { root.remove() }
        try makeFailures(root)
        let failures = try SnapshotReport.failures(in: root.artifacts)
        #expect(failures.map(\.name) == ["ReportTests/render.card", "ReportTests/render.tree"])
        let r = ReportCommand.run(arguments: [root.artifacts.path])
        #expect(r.exitCode == 0)
        let html = try String(contentsOf: root.artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        let base = root.artifacts.appendingPathComponent("ReportTests/render.card")
        for kind in ["actual", "reference", "diff"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: base.path + ".\(kind).png"))
            #expect(html.contains("data:image/png;base64," + data.base64EncodedString()), "\(kind) not inlined")
        }
        #expect(html.contains("1 of 24 pixels differ"))
        #expect(html.contains("type=\"range\""))
        #expect(html.contains("x &lt;y&gt;") && html.contains("x &lt;z&gt;"))
        #expect(!html.contains("src=\"file:") && !html.contains("src=\"/"))
    }

    @Test func reportOptionsAndErrors() throws {
        let root = try TempRoot(); defer { root.remove() }
        try makeFailures(root)
        let out = root.url.appendingPathComponent("r/report.html")
        #expect(ReportCommand.run(arguments: [root.artifacts.path, "-o", out.path]).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: out.path))
        let missing = ReportCommand.run(arguments: [root.url.appendingPathComponent("nope").path])
        #expect(missing.exitCode == 2)
        #expect(missing.errorOutput.contains("nope"))
        #expect(ReportCommand.run(arguments: []).exitCode == 2)
        // An empty folder gives a page that says so.
        let empty = root.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(try SnapshotReport.html(for: empty).contains("No snapshot failures"))
    }

    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: chromium != nil, "needs Debian's chromium"))
    func reportRendersInHeadlessChromium() throws {
        let root = try TempRoot(); defer { root.remove() }
        try makeFailures(root)
        #expect(ReportCommand.run(arguments: [root.artifacts.path]).exitCode == 0)
        let page = root.artifacts.appendingPathComponent("index.html")
        let shot = root.url.appendingPathComponent("shot.png")
        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(root.url.appendingPathComponent("profile").path)"]
        let dom = try run(Self.chromium!, common + ["--dump-dom", page.absoluteString])
        // The slider script ran: it set the clip on the top image of the comparison.
        #expect(dom.contains("clip-path: inset(0px 0px 0px 50%)"))
        #expect(dom.contains("ReportTests/render.card"))
        _ = try run(Self.chromium!, common + ["--screenshot=\(shot.path)", "--window-size=1000,900", page.absoluteString])
        #expect(FileManager.default.fileExists(atPath: shot.path))
        if let keep = ProcessInfo.processInfo.environment["VRT_KEEP_SCREENSHOT"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(at: shot, to: URL(fileURLWithPath: keep))
        }
        // The screenshot is a readable PNG.
        let same = ImageDiffCommand.run(reference: shot, actual: shot)
        #expect(same.exitCode == 0)
    }

    func run(_ tool: String, _ arguments: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
