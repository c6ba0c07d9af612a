import Foundation
import ViewRasterDisplayList
import ViewRasterViews
import ViewRasterGallery
import ViewRasterRaster
import ViewRasterOutput
import ViewRasterNib

/// `viewraster render (FILE.xib | --scene NAME) -o OUT.png`: one frame at a virtual time.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "render a xib or a scene to a PNG at a virtual time"
    static let time = Flag("--time", .number("T", 0...86_400), help: "the virtual time in seconds", default: "0")
    static let output = Flag("--output", alias: "-o", .text("OUT.png"), help: "the PNG (written atomically)")
    static let displayList = Flag("--display-list", .text("OUT.json"), help: "also write the display list as JSON")
    static let small = Flag("--small", help: "compress for size (zlib 6) rather than speed")
    static let framesJSON = Flag("--frames-json", .text("OUT.json"),
                                 help: "also write the frames drawn, in layout --json's form (views: id, class, frame, stored, agrees, topLevel, and scene for a storyboard; summary: agree, total)")
    static let flags = RenderOptions.flags + [time, output, displayList, small, framesJSON]
    static let usage = """
    usage: viewraster render (FILE.xib | FILE.storyboard | --scene NAME) [options] -o OUT.png

    \(RenderOptions.usage)
    \(Flag.help([time, output, displayList, small, framesJSON]))
    """

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, flags: flags)
        let options = try RenderOptions(args)
        guard let output = args.value(Self.output) else { throw CLIError.usage("missing -o OUT.png") }
        let time = try args.number(Self.time) ?? 0
        let framesJSON = args.value(Self.framesJSON)
        if framesJSON != nil, options.file == nil {
            throw CLIError.usage("--frames-json goes with a FILE.xib or FILE.storyboard")
        }
        try OutputCheck.check([.init(flag: "-o", path: output)]
                              + (args.value(Self.displayList).map { [.init(flag: "--display-list", path: $0)] } ?? [])
                              + (framesJSON.map { [.init(flag: "--frames-json", path: $0)] } ?? []),
                              inputs: options.file.map { [$0] } ?? [])
        let (list, frames) = try MainActor.assumeIsolated { () throws -> (DisplayList, Data?) in
            let source = try options.makeSource()
            let list = try source.displayList(at: time)
            guard framesJSON != nil, let drawn = source.drawnFrames?() else { return (list, nil) }
            do {
                var object = drawn
                object["timings"] = nil
                object["warnings"] = nil
                return (list, try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted]))
            } catch {
                throw CLIError.failure("cannot write JSON: \(error)")
            }
        }
        do {
            try options.limits.checkCanvas(width: list.pixelWidth, height: list.pixelHeight,
                                           input: options.file ?? options.scene?.name ?? "scene")
        } catch { throw CLIError.input("\(error)") }
        try writeFrame(list, png: output, displayList: args.value(Self.displayList), small: args.has(Self.small),
                       input: options.file ?? options.scene?.name ?? "scene", budget: options.budget)
        if let framesJSON, let frames {
            do { try AtomicFile.write(frames, to: URL(fileURLWithPath: framesJSON)) } catch {
                throw CLIError.failure("cannot write: \(error)")
            }
        }
    }

    /// Rasterizes `list` and writes the PNG (and the JSON) atomically.
    static func writeFrame(_ list: DisplayList, png: String, displayList: String?, small: Bool, input: String,
                           budget: MemoryBudget = .default) throws {
        if list.pixelWidth <= 0 || list.pixelHeight <= 0 {
            // A view IB stored with no width or height (a 0 pt tall cell): no PNG has such a side.
            throw CLIError.input("\(input): the view drawn is \(list.pixelWidth)×\(list.pixelHeight) px, nothing to draw;"
                                 + " give --size WxH or --device NAME to draw it in a screen")
        }
        do {
            try Canvas.checkSize(width: list.pixelWidth, height: list.pixelHeight)
        } catch {
            throw CLIError.input("\(input): \(error)")
        }
        let canvas: Canvas
        do { canvas = try Renderer.render(list, budget: budget) } catch {
            throw MemoryFlag.report(error, input: input) { CLIError.failure("cannot render: \($0)") }
        }
        do {
            if let displayList {
                let url = URL(fileURLWithPath: displayList)
                try AtomicFile.write(try list.jsonData(baseURL: url), to: url)
            }
            try PNG.write(canvas, to: URL(fileURLWithPath: png), options: small ? .small : .fast)
        } catch {
            throw CLIError.failure("cannot write: \(error)")
        }
    }
}

/// `viewraster scenes`: the built-in scenes, one line each.
enum ScenesCommand: Command {
    static let name = "scenes"
    static let summary = "list the built-in scenes"
    static let usage = "usage: viewraster scenes"

    static func run(_ arguments: [String]) throws {
        _ = try Arguments(arguments, flags: [])
        let width = SceneCatalog.all.map(\.name.count).max() ?? 0
        for s in SceneCatalog.all {
            print(s.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + s.summary)
        }
    }
}
