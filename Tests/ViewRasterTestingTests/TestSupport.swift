import Foundation
import ViewRasterTesting
import ViewRasterRaster

/// A fresh temporary folder acting as a package root (references go under `Snapshots/`,
/// artifacts under `artifacts/`).
struct TempRoot {
    let url: URL
    var artifacts: URL { url.appendingPathComponent("artifacts") }
    init(_ label: String = #function) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("vrt-\(SnapshotLocation.sanitize(label))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    /// Every file under the root, relative, sorted.
    func files() -> [String] {
        let e = FileManager.default.enumerator(atPath: url.path)
        var out: [String] = []
        while let item = e?.nextObject() as? String {
            var d: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(item).path, isDirectory: &d), !d.boolValue {
                out.append(item)
            }
        }
        return out.sorted()
    }
    func remove() { try? FileManager.default.removeItem(at: url) }
    /// Runs `body` with snapshots rooted here, recording missing references unless `record`
    /// says otherwise: a test's own temporary references do not depend on the environment's
    /// `VIEWRASTER_RECORD` (CI sets `never`, as `docs/ci.md` recommends).
    func run<T>(record: SnapshotRecordMode? = .missing, _ body: () throws -> T) rethrows -> T {
        try withSnapshotTesting(record: record, packageRoot: url, artifacts: artifacts, operation: body)
    }
}

/// A `width × height` canvas filled with one premultiplied color.
func solid(_ width: Int, _ height: Int, _ p: (UInt8, UInt8, UInt8, UInt8)) throws -> Canvas {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: pixels.count, by: 4) {
        pixels[i] = p.0; pixels[i + 1] = p.1; pixels[i + 2] = p.2; pixels[i + 3] = p.3
    }
    return try Canvas(width: width, height: height, premultipliedPixels: pixels)
}

extension Canvas {
    /// A copy with pixel (x, y) replaced.
    func setting(_ x: Int, _ y: Int, _ p: (UInt8, UInt8, UInt8, UInt8)) -> Canvas {
        var c = self
        let i = (y * width + x) * 4
        c.pixels[i] = p.0; c.pixels[i + 1] = p.1; c.pixels[i + 2] = p.2; c.pixels[i + 3] = p.3
        return c
    }
}

/// A canvas with a gradient and a few translucent pixels (exercises premultiplication).
func pattern(_ width: Int = 6, _ height: Int = 4) throws -> Canvas {
    var c = try solid(width, height, (0, 0, 0, 0))
    for y in 0..<height {
        for x in 0..<width {
            let a = UInt8(255 - (x * 37 + y * 11) % 200)
            let r = UInt8((x * 40) % 256), g = UInt8((y * 60) % 256), b = UInt8(100)
            func pm(_ v: UInt8) -> UInt8 { UInt8((Int(v) * Int(a) + 127) / 255) }
            c = c.setting(x, y, (pm(r), pm(g), pm(b), a))
        }
    }
    return c
}

func fileData(_ url: URL) -> Data? { try? Data(contentsOf: url) }
func modificationDate(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
}
