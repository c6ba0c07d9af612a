import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterRaster
import ViewRasterTestSupport
import ViewRasterOutput

/// Test-side helpers shared by the I/O tests.
enum RasterIOFiles {
    static let png = TestPaths.fixture("png")
}

/// round(a·b/255), computed the slow way.
func pngReferenceMul255(_ a: Int, _ b: Int) -> Int { Int((Double(a * b) / 255).rounded(.toNearestOrAwayFromZero)) }

@Suite struct PNGTests {
    struct Expected: Decodable { var width: Int; var height: Int; var rgba: [Int] }

    func expectations() throws -> [String: Expected] {
        try JSONDecoder().decode([String: Expected].self, from: Data(contentsOf: RasterIOFiles.png.appendingPathComponent("expected.json")))
    }

    @Test func decodesEveryColorTypeToPremultipliedPixels() throws {
        let all = try expectations()
        #expect(all.count >= 10)
        for (name, e) in all.sorted(by: { $0.key < $1.key }) {
            let bitmap = try PNG.read(contentsOf: RasterIOFiles.png.appendingPathComponent(name))
            #expect(bitmap.width == e.width && bitmap.height == e.height, "\(name)")
            var want = [UInt8]()
            for i in stride(from: 0, to: e.rgba.count, by: 4) {
                let a = e.rgba[i + 3]
                for c in 0..<3 { want.append(UInt8(pngReferenceMul255(e.rgba[i + c], a))) }
                want.append(UInt8(a))
            }
            #expect(bitmap.pixels == want, "\(name)")
            #expect(bitmap.scale == 1)
            #expect(bitmap.source == RasterIOFiles.png.appendingPathComponent(name).path)
        }
    }

    @Test func encodeDecodeRoundTripsEveryPremultipliedPixel() throws {
        // Every valid premultiplied (c, a) pair with c ≤ a: 32,896 pixels.
        var pixels = [UInt8]()
        for a in 0...255 {
            for c in 0...a { pixels += [UInt8(c), UInt8(a - c), UInt8(c / 2), UInt8(a)] }
        }
        let count = pixels.count / 4
        let canvas = try Canvas(width: 128, height: count / 128, premultipliedPixels: Array(pixels[0..<(count / 128 * 128 * 4)]))
        for options in [PNGOptions.fast, .small, PNGOptions(level: 9, filter: .paeth), PNGOptions(level: 0, filter: .adaptive)] {
            let data = try PNG.encode(canvas, options: options)
            let back = try PNG.decode(data)
            #expect(back.width == canvas.width && back.height == canvas.height)
            #expect(back.pixels == canvas.pixels, "\(options)")
        }
        // Fully transparent pixels come back as zeros; opaque pixels are written as they are.
        let data = try PNG.encode(try Canvas(width: 2, height: 1, premultipliedPixels: [9, 9, 9, 0, 1, 2, 3, 255]))
        #expect(try PNG.decode(data).pixels == [0, 0, 0, 0, 1, 2, 3, 255])
    }

    @Test func levelsTradeSizeForSpeed() throws {
        var canvas = try Canvas(width: 64, height: 64)
        for i in 0..<canvas.pixels.count { canvas.pixels[i] = UInt8((i / 4 % 64) * 4 & 0xFF) | (i % 4 == 3 ? 0xFF : 0) }
        let stored = try PNG.encode(canvas, options: PNGOptions(level: 0, filter: .none))
        let small = try PNG.encode(canvas, options: .small)
        #expect(small.count < stored.count)
        #expect(stored.count > 64 * 64 * 4)
        #expect(PNGOptions(level: 42, filter: .none).level == 9)
    }

    @Test func badFilesThrowNamingTheFile() throws {
        for (name, fragment) in [("bad_truncated.png", "truncated"), ("bad_crc.png", "IDAT"), ("bad_zlib.png", "IDAT"),
                                 ("bad_huge.png", "over the limit"), ("bad_signature.png", "signature")] {
            let url = RasterIOFiles.png.appendingPathComponent(name)
            do {
                _ = try PNG.read(contentsOf: url)
                Issue.record("\(name) decoded")
            } catch let error as RasterError {
                let message = "\(error)"
                #expect(message.contains(url.path), "\(message)")
                #expect(message.contains(fragment), "\(message)")
            }
        }
        #expect(throws: RasterError.self) { try PNG.decode(Data()) }
        #expect(throws: RasterError.self) { try PNG.read(contentsOf: URL(fileURLWithPath: "/nonexistent/x.png")) }
        // Every prefix of a good file fails cleanly.
        let good = try Data(contentsOf: RasterIOFiles.png.appendingPathComponent("rgba8_interlaced.png"))
        for n in 0..<good.count {
            #expect(throws: RasterError.self) { try PNG.decode(good.prefix(n)) }
        }
    }

    @Test func maxPixelsIsEnforcedBeforeDecoding() throws {
        let data = try Data(contentsOf: RasterIOFiles.png.appendingPathComponent("rgb8_filters.png"))  // 7x5
        #expect(try PNG.decode(data, maxPixels: 35).width == 7)
        #expect(throws: RasterError.self) { try PNG.decode(data, maxPixels: 34) }
    }

    @Test func scaleComesFromTheFileName() throws {
        #expect(PNG.inferredScale(of: URL(fileURLWithPath: "/a/icon@2x.png")) == 2)
        #expect(PNG.inferredScale(of: URL(fileURLWithPath: "/a/icon@3x.png")) == 3)
        #expect(PNG.inferredScale(of: URL(fileURLWithPath: "/a/icon@2x~ipad.png")) == 2)
        #expect(PNG.inferredScale(of: URL(fileURLWithPath: "/a/icon.png")) == 1)
        #expect(PNG.inferredScale(of: URL(fileURLWithPath: "/a/me@home.png")) == 1)
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let canvas = try Canvas(width: 4, height: 2, scale: 2, premultipliedPixels: [UInt8](repeating: 255, count: 32))
        let url = folder.appendingPathComponent("thing@2x.png")
        try PNG.write(canvas, to: url)
        let bitmap = try PNG.read(contentsOf: url)
        #expect(bitmap.scale == 2 && bitmap.size == CGSize(width: 2, height: 1))
        #expect(try PNG.read(contentsOf: url, scale: 3).scale == 3)
    }

    @Test func writeIsAtomic() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("out.png")
        try Data("old".utf8).write(to: url)
        let canvas = try Canvas(width: 3, height: 3)
        try PNG.write(canvas, to: url, options: .small)
        #expect(try PNG.read(contentsOf: url).pixels == canvas.pixels)
        #expect(TestPaths.contents(of: folder) == ["out.png"])
        // A missing folder fails, naming the file, and leaves nothing behind.
        let missing = folder.appendingPathComponent("nope/out.png")
        #expect { try PNG.write(canvas, to: missing) } throws: { "\($0)".contains(missing.path) }
        // A destination that cannot be replaced (a non-empty folder) keeps no temporary file.
        let blocker = folder.appendingPathComponent("dir.png")
        try FileManager.default.createDirectory(at: blocker.appendingPathComponent("x"), withIntermediateDirectories: true)
        #expect(throws: RasterError.self) { try AtomicFile.write(Data([1, 2, 3]), to: blocker) }
        #expect(TestPaths.contents(of: folder) == ["dir.png", "out.png"])
    }

    /// A destination whose name is near the 255-byte limit (as a measuring script's file
    /// named for a deep source path is) is written: the temporary file beside it keeps only
    /// the start of its name. 110 two-byte "é", "-", 20 "a" and ".frames.json": 253 bytes.
    @Test func aNameNearTheLimitIsWritten() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "é", count: 110) + "-" + String(repeating: "a", count: 20) + ".frames.json"
        #expect(name.utf8.count == 253)
        let url = folder.appendingPathComponent(name)
        try AtomicFile.write(Data("{}".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("{}".utf8))
        #expect(TestPaths.contents(of: folder) == [name])
        // The temporary's name: a dot, the first 200 bytes of the name cut before a whole
        // "é" (100 of them), the process's tag.
        let temp = TemporaryFiles.name(for: url)
        #expect(temp == "." + String(repeating: "é", count: 100) + ".tmp-\(getpid())")
        let png = folder.appendingPathComponent(String(repeating: "b", count: 247) + ".png")
        try PNG.write(try Canvas(width: 2, height: 2), to: png)
        #expect(try PNG.read(contentsOf: png).size == CGSize(width: 2, height: 2))
    }
}
