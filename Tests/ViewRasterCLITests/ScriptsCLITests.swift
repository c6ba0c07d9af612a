import Foundation
import Testing
import ViewRasterRaster
import ViewRasterOutput
import ViewRasterTestSupport

/// A xib with a label in each script, a line of emoji, wrapping Chinese and one character no
/// bundled font has, through `inspect` and `render` as a user runs them.
@Suite(.enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct ScriptsCLITests {
    let xib = TestPaths.fixture("xib/Scripts.xib")

    /// The 1-based line and column of the `<label` holding `id`.
    func location(of id: String) throws -> String {
        let lines = try String(contentsOf: xib, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let i = try #require(lines.firstIndex { $0.contains("id=\"\(id)\"") })
        let column = lines[i].distance(from: lines[i].startIndex, to: lines[i].range(of: "<label")!.lowerBound) + 1
        return "\(i + 1):\(column)"
    }

    @Test func inspectAndRenderNameTheMissingCharacterAtTheLabelsLine() throws {
        let warning = "Scripts.xib:\(try location(of: "bad")): warning: label: no bundled font has U+10FFFD"
        let inspect = try BuiltCLI.run(["inspect", xib.path])
        #expect(inspect.status == 0, "\(inspect.stderr)")
        #expect(inspect.stdout.contains(warning), "\(inspect.stdout)")
        // Only the label with U+10FFFD is reported: every other script has a bundled face.
        #expect(inspect.stdout.components(separatedBy: "no bundled font has").count == 2)

        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("scripts.png")
        let render = try BuiltCLI.run(["render", xib.path, "-o", out.path])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stderr.contains(warning), "\(render.stderr)")
        #expect(render.stderr.components(separatedBy: "no bundled font has").count == 2)

        // 320 × 300 pt at the device's 2x.
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 640 && png.height == 600)
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * png.width + x) * 4
            return (Int(png.pixels[i]), Int(png.pixels[i + 1]), Int(png.pixels[i + 2]))
        }
        func ink(_ x0: CGFloat, _ x1: CGFloat, _ y0: CGFloat, _ y1: CGFloat) -> Int {
            var n = 0
            for y in Int(y0 * 2)..<Int(y1 * 2) { for x in Int(x0 * 2)..<Int(x1 * 2) where pixel(x, y).1 < 128 { n += 1 } }
            return n
        }
        // The Arabic label (x 10…310, y 10…31) is a right-to-left paragraph with natural
        // alignment: its ink is in the right half, none in the left third.
        #expect(ink(210, 310, 10, 31) > 100)
        #expect(ink(10, 110, 10, 31) == 0)
        // The Latin-first Hebrew label is left-aligned.
        #expect(ink(10, 60, 40, 61) > 50)
        #expect(ink(250, 310, 40, 61) == 0)
        // The emoji row (y 130…160) has saturated color.
        var colored = 0
        for y in 260..<320 { for x in 20..<620 {
            let p = pixel(x, y)
            if max(p.0, p.1, p.2) - min(p.0, p.1, p.2) > 150 { colored += 1 }
        } }
        #expect(colored > 500)
        // The Chinese label (120 pt wide, y 170…250) wraps between ideographs: three lines of ink.
        var rows = 0, inRow = false
        for y in 340..<500 {
            var dark = false
            for x in 20..<260 where pixel(x, y).1 < 128 { dark = true; break }
            if dark && !inRow { rows += 1 }
            inRow = dark
        }
        #expect(rows == 3)
    }
}
