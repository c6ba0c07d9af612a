import Foundation
import ViewRasterDisplayList
import ViewRasterViews
import ViewRasterGallery
import ViewRasterFuzz
import ViewRasterNibModel
import ViewRasterRendering

/// `viewraster frames`: frame i at exactly t = i / fps into DIR/frame-00000.png …
enum FramesCommand: Command {
    static let name = "frames"
    static let summary = "render an animation's frames at exact virtual times (PNGs, contact sheet, APNG)"
    static let fps = Flag("--fps", .integer("N", 1...1000), help: "frames per second (frame i is drawn at t = i/N)")
    static let duration = Flag("--duration", .number("S", 0...86_400), help: "seconds (default: the scene's own length)")
    static let from = Flag("--from", .integer("I", 0...Int.max / 2), help: "the first frame to render, numbered as in the whole sequence", default: "0")
    static let to = Flag("--to", .integer("J", 0...Int.max / 2), help: "render frames before J only", default: "all")
    static let output = Flag("--output", alias: "-o", .text("DIR"), help: "the folder for frame-00000.png … (it holds nothing else)")
    static let contactSheet = Flag("--contact-sheet", .text("OUT.png"), help: "a grid of the frames with their times")
    static let apng = Flag("--apng", .text("OUT.png"), help: "an animated PNG of the frames")
    static let serial = Flag("--serial", help: "rasterize one frame at a time (default: every core)")
    static let own = [fps, duration, from, to, output, contactSheet, apng, LimitFlags.frames, serial, Flag.quiet]
    static let usage = """
    usage: viewraster frames (FILE.xib | FILE.storyboard | --scene NAME) --fps N --duration S -o DIR [options]

    \(RenderOptions.usage)
    \(Flag.help(own))
    """

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, flags: RenderOptions.flags + own)
        let options = try RenderOptions(args)
        guard let output = args.value(Self.output) else { throw CLIError.usage("missing -o DIR") }
        guard let fps = try args.integer(Self.fps) else { throw CLIError.usage("missing --fps N") }
        let durationFlag = try args.number(Self.duration)
        try OutputCheck.check([.init(flag: "-o", path: output, isFolder: true)]
                                + [("--contact-sheet", args.value(Self.contactSheet)), ("--apng", args.value(Self.apng))]
                                    .compactMap { flag, path in path.map { OutputCheck.Output(flag: flag, path: $0) } },
                              inputs: options.file.map { [$0] } ?? [])
        try MainActor.assumeIsolated {
            let source = try options.makeSource()
            guard let duration = durationFlag ?? source.duration else {
                throw CLIError.usage("missing --duration S (a xib has no length of its own)")
            }
            let count = Int((duration * Double(fps)).rounded())
            let input = options.file ?? options.scene?.name ?? "scene"
            do { try options.limits.checkFrames(count, input: input) }
            catch { throw CLIError.input("\(error)") }
            let from = try args.integer(Self.from) ?? 0
            let to = try args.integer(Self.to) ?? count
            guard to <= count else {
                throw CLIError.usage("--to \(to) is past the end: the sequence has \(count) frames (--duration × --fps)")
            }
            guard from < to else { throw CLIError.usage("--from \(from) must be below --to \(to) (and the sequence has \(count) frames)") }
            let dir = URL(fileURLWithPath: output)
            for other in [args.value(Self.contactSheet), args.value(Self.apng)].compactMap({ $0 }) {
                if URL(fileURLWithPath: other).deletingLastPathComponent().standardizedFileURL == dir.standardizedFileURL {
                    throw CLIError.usage("\(other) would go inside the frames folder; put it elsewhere")
                }
            }
            var sequence = FrameSequence(fps: fps, frames: from..<to)
            sequence.parallel = !args.has(Self.serial)
            sequence.budget = options.budget
            let progress = Progress(total: to - from, quiet: args.has(Flag.quiet))
            sequence.progress = { done, total in progress.update(done) }
            do {
                let apng = try args.value(Self.apng).map { try APNGWriter(url: URL(fileURLWithPath: $0), frameCount: to - from, fps: fps) }
                let result = try sequence.render(into: dir, apng: apng, thumbnailWidth: args.value(Self.contactSheet) == nil ? nil : 200) {
                    let list = try source.displayList(at: $0)
                    try options.limits.checkCanvas(width: list.pixelWidth, height: list.pixelHeight, input: input)
                    return list
                }
                try apng?.finish()
                progress.finish("\(result.files.count) frames at \(fps) fps into \(dir.path)")
                if let sheet = args.value(Self.contactSheet) {
                    let list = ContactSheet.displayList(thumbnails: result.thumbnails)
                    try PNG.write(try Renderer.render(list, budget: options.budget), to: URL(fileURLWithPath: sheet), options: .small)
                }
            } catch let e as CLIError {
                throw e
            } catch let e as LimitError {
                throw CLIError.input("\(e)")
            } catch let e as MemoryBudgetError {
                throw CLIError.input("\(input): \(e)")
            } catch {
                throw CLIError.failure("\(error)")
            }
        }
    }
}
