import Foundation
import Testing
import ViewRasterTesting
import ViewRasterDisplayList
import ViewRasterRaster

/// Full-screen references: a 375×667 @2x screen matches itself, and one changed pixel in a
/// corner is still found. (Speed is measured in Benchmarks/run, not here.)
@Suite struct FullScreenComparisonTests {
    @Test func matchingCheckOfAFullScreen() throws {
        let root = try TempRoot(); defer { root.remove() }
        var canvas = try Canvas(width: 750, height: 1334, scale: 2)
        canvas.clear(to: Color(r8: 242, g8: 242, b8: 247))
        for x in 0..<750 { canvas = canvas.setting(x, 200, (0, 122, 255, 255)) }
        _ = root.run { verifySnapshot(of: canvas, as: .image, named: "screen") }
        #expect(root.run { verifySnapshot(of: canvas, as: .image, named: "screen") } == nil)
        // A one-pixel change is still found at this size.
        let changed = canvas.setting(749, 1333, (0, 0, 0, 255))
        let message = root.run { verifySnapshot(of: changed, as: .image, named: "screen", record: .never) }
        #expect(message?.contains("1 of 1000500 pixels differ") == true)
    }
}
