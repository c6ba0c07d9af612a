import Foundation
import ViewRasterViews
import ViewRasterGallery
import ViewRasterRaster
import ViewRasterOutput

/// `viewraster render (FILE.xib | --scene NAME) -o OUT.png`: one frame at a virtual time.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "render a xib or a scene to a PNG at a virtual time"
    static let usage = """
    usage: viewraster render (FILE.xib | --scene NAME) [options] -o OUT.png

    \(RenderOptions.usage)
      --time T                  the virtual time in seconds (default 0)
      -o, --output OUT.png      the PNG (written atomically)
      --display-list OUT.json   also write the display list as JSON
      --small                   compress for size (zlib 6) rather than speed
    """

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, valued: RenderOptions.valued.union(["--time", "--display-list"]),
                                 flags: RenderOptions.flags.union(["--small"]), aliases: ["-o": "--output"])
        let options = try RenderOptions(args)
        guard let output = args.value("--output") else { throw CLIError.usage("missing -o OUT.png") }
        let time = try parseTime(args, "--time") ?? 0
        let list = try MainActor.assumeIsolated { () throws -> DisplayList in
            let source = try options.makeSource()
            return try source.displayList(at: time)
        }
        do {
            try options.limits.checkCanvas(width: list.pixelWidth, height: list.pixelHeight,
                                           input: options.file ?? options.scene?.name ?? "scene")
        } catch { throw CLIError.input("\(error)") }
        try writeFrame(list, png: output, displayList: args.value("--display-list"), small: args.has("--small"))
    }

    /// Rasterizes `list` and writes the PNG (and the JSON) atomically.
    static func writeFrame(_ list: DisplayList, png: String, displayList: String?, small: Bool) throws {
        do {
            try Canvas.checkSize(width: list.pixelWidth, height: list.pixelHeight)
        } catch {
            throw CLIError.input("\(error)")
        }
        let canvas: Canvas
        do { canvas = try Renderer.render(list) } catch { throw CLIError.failure("cannot render: \(error)") }
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
        _ = try Arguments(arguments, valued: [], flags: [])
        let width = SceneCatalog.all.map(\.name.count).max() ?? 0
        for s in SceneCatalog.all {
            print(s.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + s.summary)
        }
    }
}
