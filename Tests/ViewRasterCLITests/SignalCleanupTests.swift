import Foundation
import Testing
import ViewRasterOutput
import ViewRasterTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// SIGTERM and SIGINT during `frames --apng` leave no `.NAME.tmp-PID` file behind, and the
/// stale temporaries of a process that died anyway go on the next run into the folder.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle")) struct SignalCleanupTests {
    static func temporaries(in folder: URL) -> [String] {
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.contains(".tmp-") }
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalDuringFramesRemovesTheTemporaries(signal: Int32) throws {
        let folder = try TestPaths.temporaryFolder("signal-\(signal)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = try #require(BuiltCLI.binary)
        let p = Process()
        p.executableURL = binary
        p.arguments = ["frames", "--scene", "spinner", "--fps", "60", "--duration", "60", "--size", "40x40", "--scale", "1",
                       "--serial", "-o", folder.appendingPathComponent("frames").path,
                       "--apng", folder.appendingPathComponent("spin.png").path, "--max-frames", "100000"]
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Wait (up to 60 s on a loaded machine) until the APNG's temporary file exists.
        var waited = 0
        while Self.temporaries(in: folder).isEmpty && waited < 600 && p.isRunning { usleep(100_000); waited += 1 }
        #expect(!Self.temporaries(in: folder).isEmpty, "the run never started writing")
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == signal)
        #expect(Self.temporaries(in: folder).isEmpty, "\(Self.temporaries(in: folder))")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("spin.png").path))
    }

    @Test func staleTemporariesOfADeadProcessAreRemovedByTheNextRun() throws {
        let folder = try TestPaths.temporaryFolder("stale")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A process id that no longer runs: one that has exited.
        let done = Process()
        done.executableURL = URL(fileURLWithPath: "/bin/true")
        try done.run()
        done.waitUntilExit()
        let dead = done.processIdentifier
        let stale = folder.appendingPathComponent(".out.png.tmp-\(dead)-12345")
        let live = folder.appendingPathComponent(".other.png.tmp-\(getpid())")
        try Data("partial".utf8).write(to: stale)
        try Data("mine".utf8).write(to: live)
        let scene = folder.appendingPathComponent("s.json")
        try Data(#"{"format": "viewraster.displaylist/1", "width": 2, "height": 2, "scale": 1, "ops": []}"#.utf8).write(to: scene)
        let r = try BuiltCLI.run(["raster", scene.path, "-o", folder.appendingPathComponent("out.png").path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: live.path), "a running process's temporary is kept")
    }
}
