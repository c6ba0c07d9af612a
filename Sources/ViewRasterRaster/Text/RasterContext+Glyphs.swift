import Foundation
import ViewRasterDisplayList
import ViewRasterText

extension RasterContext {
    /// Draws a glyph run. The face is loaded through `FontRegistry` from `run.fontPath` and
    /// `run.faceIndex` (throws `RasterError.font` naming the file when it is missing or corrupt).
    /// When the transform only scales (equally, positively, on x and y) and translates, each
    /// glyph is blended from a cached FreeType mask (see `GlyphMasks.deviceMasks`). Any other
    /// transform (rotation, skew, mirroring, unequal scale) fills each glyph's outline instead.
    public func drawGlyphs(_ run: GlyphRun) throws {
        let face: FontFace
        if let last = scratch.lastFace, last.path == run.fontPath, last.face.faceIndex == run.faceIndex {
            face = last.face
        } else {
            face = try FontRegistry.shared.face(atPath: run.fontPath, faceIndex: run.faceIndex)
            scratch.lastFace = (run.fontPath, face)
        }
        guard !run.glyphs.isEmpty, run.color.alpha > 0 else { return }
        if face.isColorBitmap { drawColorGlyphs(run, face: face); return }
        // A band the run's glyph boxes do not reach draws none of it.
        if drawsBand, let b = GroupBounds.glyphBounds(run, face: face, transform), missesBand(b) { return }
        if clip.mask == nil, drawCachedMasks(run, face: face) { return }
        if let masks = GlyphMasks.deviceMasks(for: run, face: face, transform: transform) {
            drawMasks(masks, color: run.color)   // one pass for the run (same bytes as per glyph)
        } else {
            for outline in GlyphMasks.outlines(for: run, face: face) {
                fill(outline, color: run.color, rule: .nonzero)
            }
        }
    }
}

extension RasterContext {
    /// Draws the glyphs of a color bitmap font (emoji) in their own colors, their opacity
    /// multiplied by the run color's alpha. Under a translation plus an equal positive scale
    /// each glyph image is scaled to the device pixel size (`FontFace.colorGlyphImage`) and
    /// blended at the pen snapped to whole pixels; under any other transform the image at the
    /// transform's average scale is drawn as an image (bilinear sampling).
    func drawColorGlyphs(_ run: GlyphRun, face: FontFace) {
        let t = transform
        guard run.size.isFinite, run.size > 0, t.isFinite else { return }
        let alpha = UInt8(min(255, unitByte(run.color.alpha)))
        let simple = t.b == 0 && t.c == 0 && t.a > 0 && t.a == t.d
        let scale = simple ? t.a : sqrt(abs(t.determinant))
        let pixelSize = run.size * scale
        guard scale > 0, pixelSize.isFinite, pixelSize > 0 else { return }
        let limit = CGFloat(1 << 24)
        for g in run.glyphs {
            guard g.x.isFinite, g.y.isFinite,
                  var image = face.colorGlyphImage(glyph: g.id, pixelSize: min(pixelSize, FontFace.maxMaskPixelSize)) else { continue }
            if alpha < 255 { image.pixels = image.pixels.map { mul255($0, alpha) } }
            if simple, pixelSize <= FontFace.maxMaskPixelSize {
                let dev = CGPoint(x: g.x, y: g.y).applying(t)
                guard abs(dev.x) < limit, abs(dev.y) < limit else { continue }
                let x = Int(dev.x.rounded()) + image.left, y = Int(dev.y.rounded()) - image.top
                image.pixels.withUnsafeBytes { raw in
                    blit(raw.bindMemory(to: UInt32.self).baseAddress!, width: image.width, height: image.height, x: x, y: y, tint: nil)
                }
            } else {
                let s = min(pixelSize, FontFace.maxMaskPixelSize) / run.size   // image pixels per point
                let bitmap = Bitmap(width: image.width, height: image.height, premultipliedPixels: image.pixels)
                drawImage(bitmap, in: CGRect(x: g.x + CGFloat(image.left) / s, y: g.y - CGFloat(image.top) / s,
                                             width: CGFloat(image.width) / s, height: CGFloat(image.height) / s))
            }
        }
    }
}
