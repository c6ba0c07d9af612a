import Foundation
import ViewRasterOutput
import ViewRasterDisplayList
import ViewRasterRaster

/// PNG files for the snapshot commands' tests, written in a temporary folder.
struct SnapshotFiles {
    let folder: URL

    /// A `width × height` canvas of one opaque color, with optional single pixels changed.
    static func canvas(_ width: Int, _ height: Int, _ color: (UInt8, UInt8, UInt8),
                       changing changes: [(x: Int, y: Int, color: (UInt8, UInt8, UInt8))] = []) throws -> Canvas {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        func set(_ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8)) {
            let i = (y * width + x) * 4
            pixels[i] = c.0; pixels[i + 1] = c.1; pixels[i + 2] = c.2
        }
        for y in 0..<height { for x in 0..<width { set(x, y, color) } }
        for c in changes { set(c.x, c.y, c.color) }
        return try Canvas(width: width, height: height, premultipliedPixels: pixels)
    }

    /// Writes `canvas` as `name.png` in the folder and returns its path.
    func write(_ canvas: Canvas, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name + ".png")
        try PNG.write(canvas, to: url)
        return url.path
    }
}
