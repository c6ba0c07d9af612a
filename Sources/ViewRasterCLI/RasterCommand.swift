import Foundation
import ViewRasterDisplayList
import ViewRasterRaster
import ViewRasterOutput

/// `viewraster raster SCENE.json -o OUT.png`: rasterizes one display list to a PNG.
/// With `--repeat N` it times N renders (after one warm-up) and prints
/// `{"median_ms": …, "runs": N}`: drawing only, not parsing or encoding.
enum RasterCommand: Command {
    static let name = "raster"
    static let summary = "rasterize a display-list JSON file to a PNG"
    static let usage = """
    usage: viewraster raster SCENE.json -o OUT.png [--scale N] [--fast|--small] [--repeat N]

      -o, --output OUT.png  the PNG to write (atomically; nothing is left behind on error)
      --scale N             pixels per point, overriding the list's scale
      --fast                zlib level 1, no filter (default)
      --small               zlib level 6, no filter
      --repeat N            benchmark: render N times after a warm-up and print
                            {"median_ms": M, "runs": N} on stdout (-o optional)
    """

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, valued: ["--output", "--scale", "--repeat"], flags: ["--fast", "--small"],
                                 aliases: ["-o": "--output"])
        guard args.positionals.count == 1 else {
            throw CLIError.usage(args.positionals.isEmpty ? "missing SCENE.json" : "expected one SCENE.json, got \(args.positionals.count) files")
        }
        if args.has("--fast") && args.has("--small") { throw CLIError.usage("--fast and --small exclude each other") }
        let repeats = try args.positiveInteger("--repeat", max: 100_000)
        let output = args.value("--output")
        if output == nil && repeats == nil { throw CLIError.usage("missing -o OUT.png") }
        let scale = try args.positiveNumber("--scale")
        let options: PNGOptions = args.has("--small") ? .small : .fast

        var list = try loadList(args.positionals[0])
        if let scale { list.scale = CGFloat(scale) }
        do {
            try Canvas.checkSize(width: list.pixelWidth, height: list.pixelHeight)
        } catch {
            throw CLIError.input("\(args.positionals[0]): \(error)")
        }

        var canvas: Canvas
        do {
            canvas = try Renderer.render(list)
            if let repeats {
                var times: [Double] = []
                times.reserveCapacity(repeats)
                for _ in 0..<repeats {
                    let start = DispatchTime.now().uptimeNanoseconds
                    canvas = try Renderer.render(list)
                    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                }
                print("{\"median_ms\": \(String(format: "%.4f", median(times))), \"runs\": \(repeats)}")
            }
        } catch {
            throw CLIError.failure("\(args.positionals[0]): cannot render: \(error)")
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
