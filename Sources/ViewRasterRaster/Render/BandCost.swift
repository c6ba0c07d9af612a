import Foundation
import ViewRasterDisplayList

/// What one kind of op costs a band that draws it, in instructions, for `BandSplit`: per
/// pixel of the op's device bounds (as `GroupBounds` finds them), per row of those bounds, and
/// per op (spread evenly over its rows, as every row of the op shares it). Only the split
/// depends on these figures; every band draws its rows exactly as a whole render does.
///
/// Measured, not guessed (`callgrind`, instructions per render as (repeat 3 − repeat 1) / 2,
/// release build, one band, 5 December 2026): twenty ops of a kind at 300 × 20, 100 × 20 and
/// 100 × 60 pt on a 375 × 667 pt canvas at @3x, less the same canvas without them, solved for
/// the three figures (a negative per-op figure taken as zero and the other two refitted);
/// images eight at a time (74 and 37 pt, turned by 60°, scaled, and drawn 1:1); glyphs
/// twenty runs of 10 and 30 glyphs of Inter at 17 pt and of 10 at 34 pt. Benchmarks/README.md,
/// "Round twelve (issue 22): raster (branch perfR23)", has the table.
struct BandCost: Equatable, Sendable {
    /// Instructions per pixel of the op's bounds.
    var perPixel: Double
    /// Instructions per row of the op's bounds (a row's coverage spans and their calls).
    var perRow: Double = 0
    /// Instructions per op (its edges: flattening, building, sorting; a stroke's outline).
    var perOp: Double = 0

    /// The work a row of `width` pixels of an op `rows` rows high carries.
    @inline(__always) func row(width: Int, rows: Int, extra: Double = 0) -> Double {
        perPixel * Double(width) + perRow + (perOp + extra) / Double(max(1, rows))
    }

    /// The background, per pixel of the canvas, in instructions of drawing time: it executes
    /// 0.64 instructions a pixel (custom@3x's rows 1500 ..< 2001 in a band; timers@3x's rows
    /// 1000 ..< 3072, streamed, 0.65), but they are stores, about 2.3 times as slow as the
    /// drawing's: one band of custom@3x (nearly all background) takes 0.17 ns a pixel where
    /// hud@3x and spinner@3x take 0.117 ns an instruction (timers@3x's streamed rows 0.19,
    /// loading@3x's 0.14). Split by instructions (0.64), timers@3x and loading@3x drew two
    /// bands 12 % and 4 % slower than by main's split.
    static let background = BandCost(perPixel: 1.5)
    /// An axis-aligned rectangle fill of an opaque color (stored), its sides between columns
    /// (one run a row).
    static let opaqueAlignedRect = BandCost(perPixel: 0.56, perRow: 160)
    /// An axis-aligned rectangle fill of a translucent color (blended), its sides between columns.
    static let translucentAlignedRect = BandCost(perPixel: 1.82, perRow: 265)
    /// An axis-aligned rectangle fill of an opaque color with a side inside a column (three
    /// runs a row: the sides' partial pixels and the inside).
    static let opaqueRect = BandCost(perPixel: 0.6, perRow: 515)
    /// An axis-aligned rectangle fill of a translucent color with a side inside a column.
    static let translucentRect = BandCost(perPixel: 1.7, perRow: 735)
    /// Any other fill (a rounded rectangle's), opaque: edges built and accumulated.
    static let opaquePath = BandCost(perPixel: 1.0, perRow: 435, perOp: 138_000)
    /// Any other fill, translucent.
    static let translucentPath = BandCost(perPixel: 2.25, perRow: 605, perOp: 128_000)
    /// A stroke (its outline built, then filled; bounds widened by half the width).
    static let stroke = BandCost(perPixel: 0.75, perRow: 990, perOp: 675_000)
    /// A clip that is not a pixel-aligned rectangle: a coverage mask over its bounds.
    static let clipMask = BandCost(perPixel: 0.65, perRow: 300, perOp: 145_000)
    /// A group's (or mask's) layer: cleared, drawn into, composited (13–16 per pixel measured).
    static let group = BandCost(perPixel: 15)
    /// An image drawn 1:1 on device pixels (blitted).
    static let blit = BandCost(perPixel: 6)
    /// An image scaled without turning (taps per column, bilinear rows).
    static let scaledImage = BandCost(perPixel: 20)
    /// An image turned or skewed (its bounds' box: about half of it is the image).
    static let turnedImage = BandCost(perPixel: 47, perOp: 270_000)
    /// A glyph run: nothing per pixel of its box (mostly empty), its glyphs instead.
    static let glyphs = BandCost(perPixel: 0)
    /// Instructions per glyph of a run: looked up and blended (8,100 at 51 px, 23,100 at 102 px).
    static let perGlyph = 3_000.0
    /// Instructions per glyph per square pixel of the run's size (its mask's blend).
    static let perGlyphSquarePixel = 1.93

    /// What a translucent fill or stroke costs more per pixel over rows that earlier ops drew
    /// in: a span over a uniform destination blends four pixels once and stores them
    /// (`SpanBlend.solid`), a varied one blends every pixel. Measured on hud@3x, whose dimming
    /// fill costs 1.53 M over rows 0 ..< 400 above its text and 0.94 M over the background alone.
    static let blendOverContent = 2.0

    /// The cost of a fill of `path` under `t`: a device rectangle (its sides on column
    /// boundaries or not) or any other path; `opaque` stores, translucent blends.
    static func fill(_ path: Path, _ t: CGAffineTransform, opaque: Bool) -> BandCost {
        guard let r = path.deviceRect(under: t) else { return opaque ? opaquePath : translucentPath }
        if WholePixels.isWhole(r.minX) && WholePixels.isWhole(r.maxX) { return opaque ? opaqueAlignedRect : translucentAlignedRect }
        return opaque ? opaqueRect : translucentRect
    }

    /// The cost of `image` drawn into `rect` under `t`, by the path `RasterContext.drawImage` takes.
    static func image(_ image: Bitmap, in rect: CGRect, _ t: CGAffineTransform) -> BandCost {
        let r = rect.standardized
        guard image.width > 0, image.height > 0 else { return blit }
        let m = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0, d: r.height / CGFloat(image.height), tx: r.minX, ty: r.minY)
            .concatenating(t)
        guard m.isAxisAligned else { return turnedImage }
        return WholePixels.isBlit(m) ? blit : scaledImage
    }

    /// The per-op cost of a glyph run of `count` glyphs at `size` points under `t`.
    static func glyphRun(count: Int, size: CGFloat, _ t: CGAffineTransform) -> Double {
        let squarePixels = Double(size * size * abs(t.determinant))
        guard squarePixels.isFinite else { return Double(count) * perGlyph }
        return Double(count) * (perGlyph + perGlyphSquarePixel * min(squarePixels, 1e6))
    }

    /// Whether a clip by `path` under `t` only narrows the clip's bounds (a pixel-aligned
    /// rectangle, as `RasterContext.clip(to:)` decides), costing nothing per pixel.
    static func clipIsBounds(_ path: Path, _ t: CGAffineTransform) -> Bool {
        path.deviceRect(under: t).map(WholePixels.isAligned) ?? false
    }
}
