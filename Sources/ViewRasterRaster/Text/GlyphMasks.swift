import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// How glyph runs become device coverage.
public enum GlyphMasks {
    /// The device-space masks of `run` under `transform`, or nil when the transform is not a
    /// translation plus an equal positive scale (or the pixel size is over
    /// `FontFace.maxMaskPixelSize`) and the outlines must be filled instead. Each glyph's pen
    /// is snapped to whole device pixels vertically and to quarter pixels horizontally; blank
    /// glyphs and non-finite positions give no mask.
    public static func deviceMasks(for run: GlyphRun, face: FontFace, transform t: CGAffineTransform) -> [CoverageMask]? {
        guard run.size.isFinite, run.size > 0, t.isFinite else { return [] }
        let pixelSize = run.size * t.a
        guard t.b == 0, t.c == 0, t.a > 0, t.a == t.d, pixelSize <= FontFace.maxMaskPixelSize else { return nil }
        var masks: [CoverageMask] = []
        masks.reserveCapacity(run.glyphs.count)
        for g in run.glyphs {
            guard let p = pen(of: g, under: t) else { continue }
            let penX = p.x, penY = p.y, quarter = p.quarter
            let mask = face.glyphMask(glyph: g.id, pixelSize: pixelSize, subpixelQuarter: quarter)
            guard mask.width > 0, mask.height > 0 else { continue }
            masks.append(mask.offsetBy(x: penX, y: penY))
        }
        return masks
    }

    /// The device pen of `g` under `t`: snapped to whole pixels vertically and to quarter
    /// pixels horizontally (`quarter` 0…3); nil for a non-finite or far (±2^24) position.
    @inline(__always)
    static func pen(of g: PositionedGlyph, under t: CGAffineTransform) -> (x: Int, y: Int, quarter: Int)? {
        let dev = CGPoint(x: g.x, y: g.y).applying(t)
        let limit = CGFloat(1 << 24)
        guard dev.x.isFinite, dev.y.isFinite, abs(dev.x) < limit, abs(dev.y) < limit else { return nil }
        let fx = dev.x.rounded(.down)
        var penX = Int(fx)
        var quarter = Int(((dev.x - fx) * 4).rounded())
        if quarter == 4 { penX += 1; quarter = 0 }
        return (penX, Int(dev.y.rounded()), quarter)
    }

    /// Each glyph's outline moved to its origin, in user space (points).
    public static func outlines(for run: GlyphRun, face: FontFace) -> [Path] {
        guard run.size.isFinite, run.size > 0 else { return [] }
        return run.glyphs.compactMap { g in
            guard g.x.isFinite, g.y.isFinite else { return nil }
            let outline = face.glyphPath(glyph: g.id, size: run.size)
            return outline.isEmpty ? nil : outline.applying(CGAffineTransform(translationX: g.x, y: g.y))
        }
    }
}
