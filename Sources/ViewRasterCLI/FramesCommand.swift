import Foundation
import ViewRasterViews
import ViewRasterGallery
import ViewRasterRendering

/// `viewraster frames`: frame i at exactly t = i / fps into DIR/frame-00000.png …
enum FramesCommand: Command {
    static let name = "frames"
    static let summary = "render an animation's frames at exact virtual times (PNGs, contact sheet, APNG)"
    static let usage = """
    usage: viewraster frames (FILE.xib | --scene NAME) --fps N --duration S -o DIR [options]

    \(RenderOptions.usage)
      --fps N                   frames per second (frame i is drawn at t = i/N)
      --duration S              seconds (default: the scene's own length)
      --from I, --to J          render frames I..<J only, numbered as in the whole sequence
      -o, --output DIR          the folder for frame-00000.png … (it holds nothing else)
      --contact-sheet OUT.png   a grid of the frames with their times
      --apng OUT.png            an animated PNG of the frames
      --max-frames N            refuse more than N frames (default 100000)
      --serial                  rasterize one frame at a time (default: every core)
    """

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments,
                                 valued: RenderOptions.valued.union(["--fps", "--duration", "--from", "--to", "--contact-sheet", "--apng", "--max-frames"]),
                                 flags: RenderOptions.flags.union(["--serial"]), aliases: ["-o": "--output"])
        let options = try RenderOptions(args)
        guard let output = args.value("--output") else { throw CLIError.usage("missing -o DIR") }
        guard let fps = try args.positiveInteger("--fps", max: 1000) else { throw CLIError.usage("missing --fps N") }
        let maxFrames = try args.positiveInteger("--max-frames", max: Int.max / 2) ?? 100_000
        let durationFlag = try parseTime(args, "--duration")
        try MainActor.assumeIsolated {
            let source = try options.makeSource()
            guard let duration = durationFlag ?? source.duration else {
                throw CLIError.usage("missing --duration S (a xib has no length of its own)")
            }
            let count = Int((duration * Double(fps)).rounded())
            guard count <= maxFrames else { throw CLIError.input("\(count) frames is over the limit of \(maxFrames) (raise it with --max-frames)") }
            let from = try indexFlag(args, "--from") ?? 0
            let to = try indexFlag(args, "--to") ?? count
            guard from < to else { throw CLIError.usage("--from \(from) must be below --to \(to) (and the sequence has \(count) frames)") }
            let dir = URL(fileURLWithPath: output)
            for other in [args.value("--contact-sheet"), args.value("--apng")].compactMap({ $0 }) {
                if URL(fileURLWithPath: other).deletingLastPathComponent().standardizedFileURL == dir.standardizedFileURL {
                    throw CLIError.usage("\(other) would go inside the frames folder; put it elsewhere")
                }
            }
            var sequence = FrameSequence(fps: fps, frames: from..<to)
            sequence.parallel = !args.has("--serial")
            let progress = Progress(total: to - from)
            sequence.progress = { done, total in progress.update(done) }
            do {
                let apng = try args.value("--apng").map { try APNGWriter(url: URL(fileURLWithPath: $0), frameCount: to - from, fps: fps) }
                let result = try sequence.render(into: dir, apng: apng, thumbnailWidth: args.value("--contact-sheet") == nil ? nil : 200) {
                    try source.displayList(at: $0)
                }
                try apng?.finish()
                progress.finish("\(result.files.count) frames at \(fps) fps into \(dir.path)")
                if let sheet = args.value("--contact-sheet") {
                    let list = ContactSheet.displayList(thumbnails: result.thumbnails)
                    try PNG.write(try Renderer.render(list), to: URL(fileURLWithPath: sheet), options: .small)
                }
            } catch let e as CLIError {
                throw e
            } catch {
                throw CLIError.failure("\(error)")
            }
        }
    }

    static func indexFlag(_ args: Arguments, _ name: String) throws -> Int? {
        guard let s = args.value(name) else { return nil }
        guard let v = Int(s), v >= 0 else { throw CLIError.usage("\(name) takes a frame index (0 or more), not '\(s)'") }
        return v
    }
}

/// A progress bar on standard error when it is a terminal, a summary line when it is not.
final class Progress {
    let total: Int
    let isTerminal = isatty(2) != 0
    init(total: Int) { self.total = total }
    func update(_ done: Int) {
        guard isTerminal, total > 0 else { return }
        let width = 30
        let filled = done * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total)".utf8))
    }
    func finish(_ summary: String) {
        if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        FileHandle.standardError.write(Data((summary + "\n").utf8))
    }
}
