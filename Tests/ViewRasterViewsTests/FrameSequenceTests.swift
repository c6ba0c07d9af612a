import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRendering

/// Frame sequences: exact times, parallel equals serial, slices keep their numbering, APNG.
@MainActor
struct FrameSequenceTests {
    /// A 60×40 view with a bar that a linear animation moves across in one second.
    func animatedScreen() -> Stage {
        let stage = Stage(.size(CGSize(width: 60, height: 40)), scale: 1)
        let screen = stage.screen
        stage.within {
            let bar = View(frame: CGRect(x: 0, y: 10, width: 10, height: 20))
            bar.backgroundColor = .red
            screen.window.addSubview(bar)
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { bar.center.x = 55 })
        }
        return stage
    }

    func tempDir() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vr-frames-\(UUID().uuidString)")
        return url
    }

    @Test func frameIIsDrawnAtExactlyIOverFPS() throws {
        let screen = animatedScreen()
        let dir = tempDir(); defer { try? FileManager.default.removeItem(at: dir) }
        let out = try FrameSequence(fps: 4, frames: 0..<5).render(into: dir) { screen.displayList(at: $0) }
        #expect(out.files.map(\.lastPathComponent) == (0..<5).map { FrameSequence.fileName($0) })
        // At t = 0.5 the bar's center is halfway: x = 5 + 25 = 30, so it covers x 25..<35.
        let half = try PNG.read(contentsOf: out.files[2])
        func red(_ x: Int) -> Bool { let i = (20 * half.width + x) * 4; return half.pixels[i] == 255 && half.pixels[i + 1] == 0 }
        #expect(red(25) && red(34) && !red(24) && !red(35))
    }

    /// A contact sheet of many frames keeps only the thumbnails it shows (issue 20: 3,000 frames
    /// kept 3 GB of thumbnails): 150 frames give 60 evenly spaced ones, the sheet's own picks.
    @Test func contactSheetThumbnailsAreOnlyTheFramesTheSheetShows() throws {
        let screen = animatedScreen()
        let dir = tempDir(); defer { try? FileManager.default.removeItem(at: dir) }
        let out = try FrameSequence(fps: 150, frames: 0..<150).render(into: dir, thumbnailWidth: 30) { screen.displayList(at: $0) }
        #expect(out.files.count == 150)
        #expect(out.thumbnails.count == 60)
        // Frame k·2.5 (rounded down) for k = 0 … 59: times 0, 2/150, 5/150, 7/150, …
        #expect(out.thumbnails.prefix(4).map { Int(($0.time * 150).rounded()) } == [0, 2, 5, 7])
        #expect(ContactSheet.sampled(count: 3000).count == 60 && ContactSheet.sampled(count: 12) == Set(0..<12))
        #expect(out.thumbnails.allSatisfy { $0.image.width == 30 })
    }

    @Test func parallelEqualsSerialAndRendersRepeat() throws {
        let a = tempDir(), b = tempDir()
        defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
        var parallel = FrameSequence(fps: 10, frames: 0..<12)
        parallel.batchSize = 5
        let s1 = animatedScreen()
        let p = try parallel.render(into: a) { s1.displayList(at: $0) }
        var serial = FrameSequence(fps: 10, frames: 0..<12)
        serial.parallel = false
        let s2 = animatedScreen()
        let q = try serial.render(into: b) { s2.displayList(at: $0) }
        for (x, y) in zip(p.files, q.files) {
            #expect(try Data(contentsOf: x) == Data(contentsOf: y))
        }
        let s3 = animatedScreen()
        #expect(try Renderer.render(s3.displayList(at: 0.3)) == Renderer.render(s3.displayList(at: 0.3)))
    }

    @Test func aSliceKeepsTheWholeSequencesNumberingAndPixels() throws {
        let whole = tempDir(), slice = tempDir()
        defer { try? FileManager.default.removeItem(at: whole); try? FileManager.default.removeItem(at: slice) }
        let s1 = animatedScreen(), s2 = animatedScreen()
        let w = try FrameSequence(fps: 10, frames: 0..<10).render(into: whole) { s1.displayList(at: $0) }
        let s = try FrameSequence(fps: 10, frames: 4..<7).render(into: slice) { s2.displayList(at: $0) }
        #expect(s.files.map(\.lastPathComponent) == ["frame-00004.png", "frame-00005.png", "frame-00006.png"])
        for (k, f) in s.files.enumerated() { #expect(try Data(contentsOf: f) == Data(contentsOf: w.files[4 + k])) }
    }

    @Test func theFramesFolderHoldsNothingElse() throws {
        let dir = tempDir(); defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        let screen = animatedScreen()
        #expect(throws: RasterError.self) { try FrameSequence(fps: 1, frames: 0..<1).render(into: dir) { screen.displayList(at: $0) } }
    }

    @Test func apngHasOneControlChunkPerFrameInSequence() throws {
        let dir = tempDir(); defer { try? FileManager.default.removeItem(at: dir) }
        let apngURL = FileManager.default.temporaryDirectory.appendingPathComponent("vr-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: apngURL) }
        let screen = animatedScreen()
        let writer = try APNGWriter(url: apngURL, frameCount: 6, fps: 6)
        _ = try FrameSequence(fps: 6, frames: 0..<6).render(into: dir, apng: writer) { screen.displayList(at: $0) }
        try writer.finish()
        let chunks = try PNGChunks.parse(try Data(contentsOf: apngURL))
        #expect(chunks.map(\.type).first == "IHDR" && chunks.map(\.type).last == "IEND")
        #expect(chunks.filter { $0.type == "fcTL" }.count == 6)
        let actl = try #require(chunks.first { $0.type == "acTL" })
        #expect(actl.data.prefix(4) == Data([0, 0, 0, 6]))
        // Sequence numbers of fcTL and fdAT run 0, 1, 2, … without gaps.
        let numbers = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Int($0.data[$0.data.startIndex + 3]) | Int($0.data[$0.data.startIndex + 2]) << 8 }
        #expect(numbers == Array(0..<numbers.count))
        // A plain PNG reader sees the first frame.
        let first = try PNG.read(contentsOf: apngURL)
        let frame0 = try PNG.read(contentsOf: dir.appendingPathComponent(FrameSequence.fileName(0)))
        #expect(first.pixels == frame0.pixels)
    }

    @Test func contactSheetLaysFramesOutInAGridWithTimes() throws {
        let screen = animatedScreen()
        let thumbs = try (0..<5).map { i -> (time: TimeInterval, image: Bitmap) in
            let t = TimeInterval(i) / 4
            return (t, try Renderer.render(screen.displayList(at: t)).bitmap())
        }
        let list = ContactSheet.displayList(thumbnails: thumbs, columns: 3)
        #expect(list.ops.filter { if case .image = $0 { return true }; return false }.count == 5)
        #expect(list.ops.contains { if case .glyphs = $0 { return true }; return false })
        #expect(list.width == 12 + 3 * (60 + 12) && list.height == 12 + 2 * (40 + 22 + 12))
    }
}

extension FrameSequenceTests {
    /// Five digits at least, every digit of a larger index (a 32-bit `%d` made frame 2^32 `frame-00000`).
    @Test func fileNamesKeepEveryDigit() {
        #expect(FrameSequence.fileName(7) == "frame-00007.png")
        #expect(FrameSequence.fileName(123_456) == "frame-123456.png")
        #expect(FrameSequence.fileName(4_294_967_296) == "frame-4294967296.png")
        #expect(FrameSequence.fileName(Int.max) == "frame-9223372036854775807.png")
    }
}
