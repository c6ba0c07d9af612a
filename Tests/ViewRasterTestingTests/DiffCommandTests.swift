import Foundation
import Testing
import ViewRasterTesting
import ViewRasterRaster

@Suite struct DiffCommandTests {
    /// Writes PNGs by recording them as references.
    func write(_ canvas: Canvas, _ name: String, in root: TempRoot) -> String {
        _ = root.run { verifySnapshot(of: canvas, as: .image, named: name, record: .all, testName: "f") }
        return root.url.appendingPathComponent("Snapshots/DiffCommandTests/f.\(name).png").path
    }

    @Test func exitCodes() throws {
        let root = try TempRoot(); defer { root.remove() }
        let a = try solid(4, 4, (100, 100, 100, 255))
        let pa = write(a, "a", in: root)
        let pa2 = write(a, "a2", in: root)
        let pb = write(a.setting(0, 0, (103, 100, 100, 255)), "b", in: root)
        let pc = write(try solid(4, 5, (100, 100, 100, 255)), "c", in: root)

        #expect(ImageDiffCommand.run(arguments: [pa, pa2]).exitCode == 0)
        let differ = ImageDiffCommand.run(arguments: [pa, pb])
        #expect(differ.exitCode == 1)
        #expect(differ.output.contains("1 of 16 pixels differ"))
        #expect(ImageDiffCommand.run(arguments: [pa, pb, "--precision", "0.9375"]).exitCode == 0)
        #expect(ImageDiffCommand.run(arguments: [pa, pb, "--perceptual-precision", "0.98"]).exitCode == 0)
        #expect(ImageDiffCommand.run(arguments: [pa, pb, "--perceptual-precision", "0.999"]).exitCode == 1)
        let sizes = ImageDiffCommand.run(arguments: [pa, pc, "--precision", "0"])
        #expect(sizes.exitCode == 1)
        #expect(sizes.output.contains("different sizes"))
        #expect(sizes.output.contains("4×4") && sizes.output.contains("4×5"))

        let missing = root.url.appendingPathComponent("nope.png").path
        let error = ImageDiffCommand.run(arguments: [pa, missing])
        #expect(error.exitCode == 2)
        #expect(error.errorOutput.contains(missing))
        let text = root.url.appendingPathComponent("text.png")
        try Data("hello".utf8).write(to: text)
        let notPNG = ImageDiffCommand.run(arguments: [text.path, pa])
        #expect(notPNG.exitCode == 2)
        #expect(notPNG.errorOutput.contains(text.path))
        #expect(ImageDiffCommand.run(arguments: [pa]).exitCode == 2)
        #expect(ImageDiffCommand.run(arguments: [pa, pb, "--precision", "2"]).exitCode == 2)
        #expect(ImageDiffCommand.run(arguments: [pa, pb, "--bogus"]).exitCode == 2)
    }

    @Test func writesTheDiffImage() throws {
        let root = try TempRoot(); defer { root.remove() }
        let a = try solid(3, 3, (255, 255, 255, 255))
        let pa = write(a, "a", in: root), pb = write(a.setting(2, 2, (0, 0, 0, 255)), "b", in: root)
        let out = root.url.appendingPathComponent("out/d.png")
        let r = ImageDiffCommand.run(arguments: [pa, pb, "-o", out.path])
        #expect(r.exitCode == 1)
        // The diff image is a real PNG: the red pixel is the only one differing from an all-gray diff.
        let same = root.url.appendingPathComponent("out/same.png")
        #expect(ImageDiffCommand.run(arguments: [pa, pa, "-o", same.path]).exitCode == 0)
        let between = ImageDiffCommand.run(arguments: [same.path, out.path])
        #expect(between.exitCode == 1)
        #expect(between.output.contains("1 of 9 pixels differ"))
        #expect(between.output.contains("max channel delta 255"))
    }
}
