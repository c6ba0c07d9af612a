import Foundation

extension RasterContext {
    /// Draws a glyph run. The face is loaded through `FontRegistry` from `run.fontPath`
    /// (throws `RasterError.font` naming the file when it is missing or corrupt).
    /// When the transform only scales (equally, positively, on x and y) and translates, each
    /// glyph is blended from a cached FreeType mask at `size × scale` pixels, its pen snapped
    /// to whole device pixels vertically and to quarter pixels horizontally. Any other transform
    /// (rotation, skew, mirroring, unequal scale) fills each glyph's outline instead.
    public func drawGlyphs(_ run: GlyphRun) throws {
        let face = try FontRegistry.shared.face(atPath: run.fontPath)
        guard !run.glyphs.isEmpty, run.size.isFinite, run.size > 0, run.color.alpha > 0 else { return }
        let t = transform
        guard t.isFinite else { return }
        let pixelSize = run.size * t.a
        if t.b == 0, t.c == 0, t.a > 0, t.a == t.d, pixelSize <= FontFace.maxMaskPixelSize {
            let limit = CGFloat(1 << 24)
            for g in run.glyphs {
                let dev = CGPoint(x: g.x, y: g.y).applying(t)
                guard dev.x.isFinite, dev.y.isFinite, abs(dev.x) < limit, abs(dev.y) < limit else { continue }
                let fx = dev.x.rounded(.down)
                var penX = Int(fx)
                var quarter = Int(((dev.x - fx) * 4).rounded())
                if quarter == 4 { penX += 1; quarter = 0 }
                let penY = Int(dev.y.rounded())
                let bitmap = face.glyphBitmap(glyph: g.id, pixelSize: pixelSize, subpixelQuarter: quarter)
                guard bitmap.width > 0, bitmap.height > 0 else { continue }
                let mask = bitmap.mask(penX: penX, penY: penY)
                if mask.originX >= canvas.width || mask.originY >= canvas.height
                    || mask.originX + mask.width <= 0 || mask.originY + mask.height <= 0 { continue }
                drawMask(mask, color: run.color)
            }
        } else {
            for g in run.glyphs {
                guard g.x.isFinite, g.y.isFinite else { continue }
                let outline = face.glyphPath(glyph: g.id, size: run.size)
                guard !outline.isEmpty else { continue }
                fill(outline.applying(CGAffineTransform(translationX: g.x, y: g.y)), color: run.color, rule: .nonzero)
            }
        }
    }
}
