import Foundation
import Testing
import ViewRasterTestSupport
import ViewRasterDisplayList
import ViewRasterRaster
import ViewRasterOutput

/// Every display list `render --display-list` writes replays in `raster` to the same pixels:
/// an image whose source is not a file to read again (a missing image's placeholder, drawn in
/// memory) is written into `NAME.images/` beside the JSON, as the spec has it.
@Suite(.enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle")) struct DisplayListReplayTests {
    /// A 4×4 placeholder-like bitmap: gray with a darker frame, named as the nib loader names one.
    static func placeholder(_ name: String) -> Bitmap {
        var px: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { let v: UInt8 = x == 0 || y == 0 || x == 3 || y == 3 ? 150 : 215; px += [v, v, v, 255] } }
        return Bitmap(width: 4, height: 4, scale: 1, premultipliedPixels: px, source: "placeholder:\(name)")
    }

    @Test func aPlaceholderImageIsWrittenBesideTheJSONAndReplays() throws {
        let folder = try TestPaths.temporaryFolder("replay-placeholder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bitmap = Self.placeholder("logo")
        let list = DisplayList(width: 10, height: 8, scale: 1, background: Color(r8: 255, g8: 255, b8: 255), ops: [
            .image(bitmap, CGRect(x: 1, y: 2, width: 4, height: 4), tint: nil),
            .image(bitmap, CGRect(x: 6, y: 2, width: 4, height: 4), tint: nil),
        ])
        let url = folder.appendingPathComponent("scene.json")
        let data = try list.jsonData(baseURL: url)
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("placeholder:"), "\(text)")
        #expect(text.contains("\"scene.images/img-0.png\""))
        // Written once for both ops.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("scene.images").path) == ["img-0.png"])
        try data.write(to: url)
        let replayed = try DisplayList(json: Data(contentsOf: url), baseURL: url, source: url.path)
        let a = try Renderer.render(list), b = try Renderer.render(replayed)
        #expect(a.width == 10 && a.height == 8)
        #expect(a.pixels == b.pixels)
        // The pixel at (2, 3) is inside the first image: its light gray, not the white background.
        #expect(Array(b.pixels[((3 * 10) + 2) * 4..<((3 * 10) + 2) * 4 + 3]) == [215, 215, 215])
    }

    @Test func aSourceFileThatIsGoneIsWrittenToo() throws {
        let folder = try TestPaths.temporaryFolder("replay-gone")
        defer { try? FileManager.default.removeItem(at: folder) }
        var bitmap = Self.placeholder("x")
        bitmap = Bitmap(width: 4, height: 4, scale: 1, premultipliedPixels: bitmap.pixels, source: folder.appendingPathComponent("removed.png").path)
        let list = DisplayList(width: 4, height: 4, scale: 1, background: nil, ops: [.image(bitmap, CGRect(x: 0, y: 0, width: 4, height: 4), tint: nil)])
        let url = folder.appendingPathComponent("s.json")
        let data = try list.jsonData(baseURL: url)
        try data.write(to: url)
        let replayed = try DisplayList(json: Data(contentsOf: url), baseURL: url, source: url.path)
        #expect(try Renderer.render(replayed).pixels == Renderer.render(list).pixels)
    }
}
