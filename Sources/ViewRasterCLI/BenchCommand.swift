import Foundation
import ViewRasterCFreeType
import ViewRasterViews
import ViewRasterRaster
import ViewRasterOutput

/// `viewraster bench CASE`: in-process micro-benchmarks for Benchmarks/run, one JSON object
/// per line (`{"case": …, "unit": …, "ours": …, "peer": …}`), medians of several runs on a
/// monotonic clock. Benchmarks measure; rendering never reads a clock.
enum BenchCommand: Command {
    static let name = "bench"
    static let summary = "in-process benchmarks for Benchmarks/run (glyphs, text, layout)"
    static let usage = """
    usage: viewraster bench (glyphs | text | layout | all) [--runs N]

      glyphs    a cached glyph blit and an uncached glyph, beside FreeType's own load+render
      text      shaping and laying out a paragraph
      layout    1,000 views / ~4,000 constraints through the view tree: first pass, one edit;
                then 10,000 views / ~40,000 constraints: first pass

    \(Flag.help([runs]))

    The snapshot assertion benchmarks live in Benchmarks/suite (they link ViewRasterTesting;
    the CLI does not).
    """

    static let runs = Flag("--runs", .integer("N", 1...10_000), help: "runs per case (the median is printed)", default: "7")

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, flags: [Self.runs])
        let runs = try args.integer(Self.runs) ?? 7
        guard args.positionals.count == 1 else { throw CLIError.usage("name one case") }
        let which = args.positionals[0]
        let all = ["glyphs", "text", "layout"]
        guard which == "all" || all.contains(which) else { throw CLIError.usage("unknown case '\(which)'") }
        try MainActor.assumeIsolated {
            for c in which == "all" ? all : [which] {
                switch c {
                case "glyphs": try glyphs(runs)
                case "text": try text(runs)
                default: layout(runs)
                }
            }
        }
    }

    static func emit(_ name: String, _ unit: String, _ ours: Double, peer: (String, Double)? = nil) {
        var line = "{\"case\": \"\(name)\", \"unit\": \"\(unit)\", \"ours\": \(String(format: "%.4f", ours))"
        if let peer { line += ", \"peer\": \"\(peer.0)\", \"peer_value\": \(String(format: "%.4f", peer.1))" }
        print(line + "}")
    }

    /// Median seconds of `runs` calls of `body`.
    static func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let t0 = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
        }
        times.sort()
        return times[times.count / 2]
    }

    static let sample = "The quick brown fox jumps over the lazy dog. Sphinx of black quartz, judge my vow! 0123456789"

    @MainActor static func glyphs(_ runs: Int) throws {
        let path = Font.systemFont(ofSize: 17).fontPath
        let ids = try Font(file: path, size: 17).shape(sample).map(\.id)
        // Cached: draw the same glyph masks into a canvas again and again.
        var canvas = try Canvas(width: 1000, height: 100, scale: 2)
        let run = GlyphRun(fontPath: path, size: 17, color: .black,
                           glyphs: ids.enumerated().map { PositionedGlyph(id: $0.element, x: CGFloat($0.offset) * 9.5, y: 30) })
        let warm = RasterContext(canvas: canvas)
        try warm.drawGlyphs(run)
        let hit = try median(runs) {
            let ctx = RasterContext(canvas: canvas)
            for _ in 0..<20 { try ctx.drawGlyphs(run) }
            canvas = ctx.finish()
        } / Double(20 * ids.count)
        emit("glyph cached blit", "us/glyph", hit * 1e6)
        // Uncached: a fresh face (and so an empty cache) each run.
        var miss = 0.0
        miss = try median(runs) {
            let face = try FontFace(path: path)
            for g in ids { _ = face.glyphMask(glyph: g, pixelSize: 34, subpixelQuarter: 1) }
        } / Double(ids.count)
        // FreeType's own cost for the same glyphs: load unhinted and render to gray.
        var library: FT_Library?
        FT_Init_FreeType(&library)
        var ft: FT_Face?
        FT_New_Face(library, path, 0, &ft)
        FT_Set_Pixel_Sizes(ft, 0, 34)
        let own = median(runs) {
            for g in ids {
                FT_Load_Glyph(ft, g, Int32(FT_LOAD_NO_HINTING))
                FT_Render_Glyph(ft!.pointee.glyph, FT_RENDER_MODE_NORMAL)
            }
        } / Double(ids.count)
        FT_Done_Face(ft); FT_Done_FreeType(library)
        emit("glyph uncached", "us/glyph", miss * 1e6, peer: ("FreeType load+render", own * 1e6))
    }

    @MainActor static func text(_ runs: Int) throws {
        let paragraph = String(repeating: sample + " ", count: 6)
        let font = Font.systemFont(ofSize: 17)
        let t = median(runs) {
            let layout = TextLayout(text: paragraph, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            _ = layout.draw(in: CGRect(x: 0, y: 0, width: 343, height: 2000))
        }
        emit("paragraph layout (\(paragraph.count) chars, 343 pt)", "ms", t * 1e3)
    }

    /// A row of `n` views under a 10,000 × 1,000 root (each leading = previous trailing + 1,
    /// width 5, top = root top + i % 10, height = half the root's), activated; not laid out.
    @MainActor static func chain(_ n: Int) -> (View, [LayoutConstraint]) {
        // No array of the views is kept: the tree holds them, and a local array's release
        // (1,000 side-table releases) could fall inside a caller's timed region.
        let root = View(frame: CGRect(x: 0, y: 0, width: 10_000, height: 1_000))
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(4 * n)
        var previous: View?
        for i in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            let left = previous?.trailingAnchor ?? root.leadingAnchor
            constraints += [v.leadingAnchor.constraint(equalTo: left, constant: 1),
                            v.widthAnchor.constraint(equalToConstant: 5),
                            v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i % 10)),
                            v.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5)]
            previous = v
        }
        LayoutConstraint.activate(constraints)
        return (root, constraints)
    }

    /// The 1,000-view chain's first layout and one constant edited (the first view's width:
    /// every view after it moves), then the 10,000-view chain's first layout (linear: under 10×).
    @MainActor static func layout(_ runs: Int) {
        var firsts: [Double] = [], edits: [Double] = [], bigs: [Double] = []
        for _ in 0..<max(1, min(runs, 5)) {
            let (root, constraints) = chain(1000)
            let t0 = DispatchTime.now().uptimeNanoseconds
            root.layoutIfNeeded()
            let t1 = DispatchTime.now().uptimeNanoseconds
            constraints[1].constant = 9
            root.layoutIfNeeded()
            let t2 = DispatchTime.now().uptimeNanoseconds
            firsts.append(Double(t1 - t0) / 1e6); edits.append(Double(t2 - t1) / 1e6)
            // The tree is released after the clock is read, never inside a timed region.
            withExtendedLifetime((root, constraints)) {}
        }
        for _ in 0..<max(1, min(runs, 3)) {
            let (root, _) = chain(10_000)
            let t0 = DispatchTime.now().uptimeNanoseconds
            root.layoutIfNeeded()
            bigs.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
            withExtendedLifetime(root) {}
        }
        func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
        emit("view tree chain 1,000 views / 4,000 constraints: first layout", "ms", median(firsts))
        emit("view tree chain: one constant edited, layout again", "ms", median(edits))
        emit("view tree chain 10,000 views / 40,000 constraints: first layout", "ms", median(bigs))
    }
}
