import Foundation
import ViewRasterDisplayList
import ViewRasterRaster
import ViewRasterFuzz
import ViewRasterOutput

/// `viewraster raster SCENE.json -o OUT.png`: rasterizes one display list to a PNG.
/// With `--repeat N` it times N renders (after one warm-up) and prints
/// `{"median_ms": …, "runs": N}`: drawing only, not parsing or encoding.
enum RasterCommand: Command {
    static let name = "raster"
    static let summary = "rasterize a display-list JSON file to a PNG"
    static let output = Flag("--output", alias: "-o", .text("OUT.png"), help: "the PNG to write (atomically; nothing is left behind on error)")
    static let scale = Flag("--scale", .positive("N"), help: "pixels per point, overriding the list's scale")
    static let fast = Flag("--fast", help: "the runs encoder: filter Up, zero runs as matches, fixed codes (default)")
    static let small = Flag("--small", help: "zlib level 6, no filter")
    static let repeats = Flag("--repeat", .integer("N", 1...100_000),
                              help: "benchmark: render N times after a warm-up and print {\"median_ms\": M, \"runs\": N} on stdout (-o optional)")
    static let bands = Flag("--bands", .integer("N", 1...64),
                            help: "draw the canvas in N bands of rows on N threads (the same pixels as one band; default 1)")
    static let maxCanvasPixels = LimitFlags.all.first { $0.name == "--max-canvas-pixels" }!
    static let flags = [output, scale, fast, small, maxCanvasPixels, Flag.maxMemory, bands, repeats]
    static let usage = """
    usage: viewraster raster SCENE.json -o OUT.png [--scale N] [--fast|--small] [--bands N] [--repeat N]

    \(Flag.help(flags))
    """

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, flags: flags)
        guard args.positionals.count == 1 else {
            throw CLIError.usage(args.positionals.isEmpty ? "missing SCENE.json" : "expected one SCENE.json, got \(args.positionals.count) files")
        }
        if args.has(Self.fast) && args.has(Self.small) { throw CLIError.usage("--fast and --small exclude each other") }
        let repeats = try args.integer(Self.repeats)
        let output = args.value(Self.output)
        if output == nil && repeats == nil { throw CLIError.usage("missing -o OUT.png") }
        let scale = try args.number(Self.scale)
        let bands = try args.integer(Self.bands) ?? 1
        let options: PNGOptions = args.has(Self.small) ? .small : .fast
        if let output { try OutputCheck.check([.init(flag: "-o", path: output)], inputs: [args.positionals[0]]) }

        var list = try loadList(args.positionals[0])
        if let scale { list.scale = CGFloat(scale) }
        let limits = try LimitFlags.limits(args)
        let budget = try MemoryFlag.budget(args)
        do {
            try limits.checkCanvas(width: list.pixelWidth, height: list.pixelHeight, input: args.positionals[0])
        } catch {
            throw CLIError.input("\(error)")
        }
        do {
            try Canvas.checkSize(width: list.pixelWidth, height: list.pixelHeight)
        } catch {
            throw CLIError.input("\(args.positionals[0]): \(error)")
        }

        var canvas: Canvas
        do {
            canvas = try Renderer.render(list, budget: budget, bands: bands)
            if let repeats {
                var times: [Double] = []
                times.reserveCapacity(repeats)
                for _ in 0..<repeats {
                    let start = DispatchTime.now().uptimeNanoseconds
                    canvas = try Renderer.render(list, budget: budget, bands: bands)
                    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                }
                print("{\"median_ms\": \(String(format: "%.4f", median(times))), \"runs\": \(repeats)}")
            }
        } catch {
            throw MemoryFlag.report(error, input: args.positionals[0]) { CLIError.failure("\(args.positionals[0]): cannot render: \($0)") }
        }
        if let output {
            do {
                try PNG.write(canvas, to: URL(fileURLWithPath: output), options: options)
            } catch {
                throw CLIError.failure("\(error)")
            }
        }
    }

    /// Reads and parses the scene; every problem is bad input (exit 2).
    static func loadList(_ path: String) throws -> DisplayList {
        let url = URL(fileURLWithPath: path)
        if let kind = OutputPath.kind(path, followingLinks: true), kind != "a regular file" {
            throw CLIError.input("\(path): cannot read: it is \(kind), not a regular file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CLIError.input("\(path): cannot read the file")
        }
        do {
            return try DisplayList(json: data, baseURL: url, source: path)
        } catch {
            throw CLIError.input("\(error)")
        }
    }

    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return 0 }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}
