import Foundation
import Testing
import Raster
import ViewRasterTesting

@Suite struct PerformanceTests {
    /// A matching check of a 375×667 @2x screen: read the PNG, decode, compare. Prints the time
    /// per check (the issue's aim: under 5 ms in release, rendering excluded).
    @Test func matchingCheckOfAFullScreen() throws {
        let root = try TempRoot(); defer { root.remove() }
        var canvas = try Canvas(width: 750, height: 1334, scale: 2)
        canvas.clear(to: Color(r8: 242, g8: 242, b8: 247))
        for x in 0..<750 { canvas = canvas.setting(x, 200, (0, 122, 255, 255)) }
        _ = root.run { verifySnapshot(of: canvas, as: .image, named: "screen") }
        let runs = Int(ProcessInfo.processInfo.environment["VRT_PERF_RUNS"] ?? "5") ?? 5
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<runs {
            #expect(root.run { verifySnapshot(of: canvas, as: .image, named: "screen") } == nil)
        }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(runs)
        print("assertSnapshot check of 750×1334 px (no rendering): \(String(format: "%.2f", ms)) ms")
        // A one-pixel change is still found at this size.
        let changed = canvas.setting(749, 1333, (0, 0, 0, 255))
        let message = root.run { verifySnapshot(of: changed, as: .image, named: "screen", record: .never) }
        #expect(message?.contains("1 of 1000500 pixels differ") == true)
    }
}
