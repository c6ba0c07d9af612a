import Foundation
import ViewRasterCFreeType
import ViewRasterDisplayList

extension FontFace {
    /// The largest pixel size rendered as a cached mask; larger glyphs are filled as outlines.
    public static let maxMaskPixelSize: CGFloat = 512
    /// Per-face cache bounds: when either is reached the face's mask cache starts over.
    static let maxCachedMasks = 8192
    static let maxCachedMaskBytes = 32 << 20

    /// The glyph rendered by FreeType at `pixelSize` pixels per em: unhinted, grayscale
    /// (`FT_RENDER_MODE_NORMAL`), no stem darkening, with the outline moved right by
    /// `subpixelQuarter`/4 px before rendering. Cached per face; thread-safe.
    /// Sizes that are not finite, not positive or over `maxMaskPixelSize`, and glyph ids the
    /// font does not have, give an empty mask. The mask is placed relative to the integer pen
    /// position on the baseline, y down: its origin is FreeType's (`bitmap_left`, −`bitmap_top`).
    public func glyphMask(glyph: UInt32, pixelSize: CGFloat, subpixelQuarter: Int = 0) -> CoverageMask {
        let empty = CoverageMask(originX: 0, originY: 0, width: 0, height: 0, coverage: [])
        guard pixelSize.isFinite, pixelSize > 0, pixelSize <= FontFace.maxMaskPixelSize else { return empty }
        let size64 = max(1, Int((pixelSize * 64).rounded()))
        let quarter = min(3, max(0, subpixelQuarter))
        let key = GlyphMaskKey(size64: size64, glyph: glyph, quarter: quarter)
        lock.lock(); defer { lock.unlock() }
        if let hit = maskCache[key] { return hit }
        let bitmap = renderLocked(glyph: glyph, size64: size64, quarter: quarter) ?? empty
        if maskCache.count >= FontFace.maxCachedMasks || maskCacheBytes + bitmap.coverage.count > FontFace.maxCachedMaskBytes {
            maskCache.removeAll(keepingCapacity: true)
            maskCacheBytes = 0
        }
        maskCache[key] = bitmap
        maskCacheBytes += bitmap.coverage.count
        return bitmap
    }

    private func renderLocked(glyph: UInt32, size64: Int, quarter: Int) -> CoverageMask? {
        guard Int(glyph) < glyphCount else { return nil }
        guard FT_Set_Char_Size(ftFace, 0, FT_F26Dot6(size64), 72, 72) == 0 else { return nil }
        guard FT_Load_Glyph(ftFace, glyph, glyphLoadFlags) == 0, let slot = ftFace.pointee.glyph else { return nil }
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        if quarter != 0 { FT_Outline_Translate(&slot.pointee.outline, FT_Pos(quarter * 16), 0) }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bm = slot.pointee.bitmap
        let w = Int(bm.width), h = Int(bm.rows)
        var coverage = [UInt8](repeating: 0, count: w * h)
        if w > 0, h > 0, let buffer = bm.buffer, bm.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
            let pitch = Int(bm.pitch)
            coverage.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let row = pitch >= 0 ? buffer + y * pitch : buffer + (y - h + 1) * pitch
                    for x in 0..<w { dst[y * w + x] = row[x] }
                }
            }
        }
        return CoverageMask(originX: Int(slot.pointee.bitmap_left), originY: -Int(slot.pointee.bitmap_top),
                            width: w, height: h, coverage: coverage)
    }

    /// The outline of `glyph` at `size` points, in user space with y down and the origin on
    /// the baseline at the pen position (unhinted). Empty for blank glyphs and unknown ids.
    public func glyphPath(glyph: UInt32, size: CGFloat) -> Path {
        guard size.isFinite, size > 0, Int(glyph) < glyphCount else { return Path() }
        lock.lock(); defer { lock.unlock() }
        guard FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_NO_SCALE) | glyphLoadFlags) == 0,
              let slot = ftFace.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Path() }
        let builder = OutlineBuilder(scale: size / CGFloat(unitsPerEm))
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in OutlineBuilder.from(user).move(to!.pointee); return 0 },
            line_to: { to, user in OutlineBuilder.from(user).line(to!.pointee); return 0 },
            conic_to: { c, to, user in OutlineBuilder.from(user).conic(c!.pointee, to!.pointee); return 0 },
            cubic_to: { c1, c2, to, user in OutlineBuilder.from(user).cubic(c1!.pointee, c2!.pointee, to!.pointee); return 0 },
            shift: 0, delta: 0)
        let unmanaged = Unmanaged.passUnretained(builder)
        _ = FT_Outline_Decompose(&slot.pointee.outline, &funcs, unmanaged.toOpaque())
        builder.finish()
        return builder.path
    }
}

/// Collects FreeType outline callbacks into a `Path` (font units → points, y flipped).
private final class OutlineBuilder {
    let scale: CGFloat
    var path = Path()
    var open = false
    init(scale: CGFloat) { self.scale = scale }

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder {
        Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
    }
    func pt(_ v: FT_Vector) -> CGPoint { CGPoint(x: CGFloat(v.x) * scale, y: -CGFloat(v.y) * scale) }
    func move(_ v: FT_Vector) {
        if open { path.close() }
        path.move(to: pt(v)); open = true
    }
    func line(_ v: FT_Vector) { path.line(to: pt(v)) }
    func conic(_ c: FT_Vector, _ v: FT_Vector) { path.quad(to: pt(v), control: pt(c)) }
    func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ v: FT_Vector) {
        path.cubic(to: pt(v), control1: pt(c1), control2: pt(c2))
    }
    func finish() { if open { path.close(); open = false } }
}

extension FontFace {
    /// The color glyph `glyph` of a color bitmap font (`isColorBitmap`) at `pixelSize` pixels
    /// per em: FreeType's BGRA bitmap of the largest strike (`FT_LOAD_COLOR`), scaled to the
    /// size with an area filter. Cached per face; thread-safe. Nil for other faces, glyphs
    /// without a bitmap, and sizes that are not finite, not positive or over `maxMaskPixelSize`.
    public func colorGlyphImage(glyph: UInt32, pixelSize: CGFloat) -> ColorGlyphImage? {
        guard isColorBitmap, strikePPEM > 0, pixelSize.isFinite, pixelSize > 0,
              pixelSize <= FontFace.maxMaskPixelSize, Int(glyph) < glyphCount else { return nil }
        let size64 = max(1, Int((pixelSize * 64).rounded()))
        let key = GlyphMaskKey(size64: size64, glyph: glyph, quarter: 0)
        lock.lock(); defer { lock.unlock() }
        if let hit = colorCache[key] { return hit.width > 0 ? hit : nil }
        let image = renderColorLocked(glyph: glyph, pixelSize: Double(size64) / 64)
            ?? ColorGlyphImage(left: 0, top: 0, width: 0, height: 0, pixels: [])
        if colorCache.count >= 1024 || colorCacheBytes + image.pixels.count > FontFace.maxCachedMaskBytes {
            colorCache.removeAll(keepingCapacity: true)
            colorCacheBytes = 0
        }
        colorCache[key] = image
        colorCacheBytes += image.pixels.count
        return image.width > 0 ? image : nil
    }

    private func renderColorLocked(glyph: UInt32, pixelSize: Double) -> ColorGlyphImage? {
        guard FT_Select_Size(ftFace, strikeIndex) == 0,
              FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_COLOR)) == 0,
              let slot = ftFace.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_BITMAP else { return nil }
        let bm = slot.pointee.bitmap
        let w = Int(bm.width), h = Int(bm.rows)
        guard w > 0, h > 0, let buffer = bm.buffer, bm.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return nil }
        let pitch = Int(bm.pitch)
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let row = pitch >= 0 ? buffer + y * pitch : buffer + (y - h + 1) * pitch
            for x in 0..<w {
                let o = (y * w + x) * 4
                rgba[o] = row[x * 4 + 2]; rgba[o + 1] = row[x * 4 + 1]; rgba[o + 2] = row[x * 4]; rgba[o + 3] = row[x * 4 + 3]
            }
        }
        return ColorGlyphImage.resampled(rgba, width: w, height: h, left: Int(slot.pointee.bitmap_left),
                                         top: Int(slot.pointee.bitmap_top), factor: pixelSize / Double(strikePPEM))
    }
}
