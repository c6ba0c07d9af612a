import Testing
import Foundation
import ViewRasterCFreeType
import ViewRasterDisplayList
import ViewRasterText
import ViewRasterRaster

/// FreeType's own rendering of a glyph with the flags the renderer promises.
func freeTypeRendering(file: String, glyph: UInt32, pixelSize: CGFloat, quarter: Int) throws -> CoverageMask {
    try withRawFace(bundledPath(file)) { face in
        #expect(FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0)
        #expect(FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0)
        let slot = face.pointee.glyph!
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(quarter * 16), 0)
        #expect(FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0)
        let bm = slot.pointee.bitmap
        var bytes: [UInt8] = []
        for y in 0..<Int(bm.rows) {
            for x in 0..<Int(bm.width) { bytes.append(bm.buffer[y * Int(bm.pitch) + x]) }
        }
        return CoverageMask(originX: Int(slot.pointee.bitmap_left), originY: -Int(slot.pointee.bitmap_top),
                            width: Int(bm.width), height: Int(bm.rows), coverage: bytes)
    }
}

@Suite struct GlyphTests {
    @Test(arguments: ["Inter-Regular.otf", "Inter-Bold.otf", "Roboto-Regular.ttf", "RobotoCondensed-Bold.ttf"])
    func masksEqualFreeTypeRendering(file: String) throws {
        let face = try FontRegistry.shared.bundledFace(file: file)
        for ch in "Ag@é" as String {
            let gid = face.glyph(for: ch.unicodeScalars.first!)
            for (px, q) in [(CGFloat(24), 0), (34, 1), (34, 2), (26, 3), (102, 0), (9.5, 2)] {
                let ours = face.glyphMask(glyph: gid, pixelSize: px, subpixelQuarter: q)
                let theirs = try freeTypeRendering(file: file, glyph: gid, pixelSize: px, quarter: q)
                #expect(ours == theirs, "\(file) \(ch) \(px)px q\(q)")
                #expect(ours.coverage.contains(255) || px < 12, "solid interior")
            }
        }
    }

    @Test func subpixelOffsetsShiftCoverage() throws {
        let face = try FontRegistry.shared.bundledFace(file: "Inter-Regular.otf")
        let gid = face.glyph(for: "l")
        let q0 = face.glyphMask(glyph: gid, pixelSize: 30, subpixelQuarter: 0)
        let q2 = face.glyphMask(glyph: gid, pixelSize: 30, subpixelQuarter: 2)
        #expect(q0 != q2)
        // The ink's horizontal centroid moves right by about half a pixel.
        func centroid(_ b: CoverageMask) -> Double {
            var sum = 0.0, wsum = 0.0
            for y in 0..<b.height { for x in 0..<b.width {
                let c = Double(b.coverage[y * b.width + x]); sum += c * (Double(b.originX + x) + 0.5); wsum += c } }
            return sum / wsum
        }
        #expect(abs(centroid(q2) - centroid(q0) - 0.5) < 0.05)
    }

    @Test func cacheIsConsistentAcrossThreads() async throws {
        let face = try FontRegistry.shared.bundledFace(file: "Roboto-Medium.ttf")
        let ids = "Thread safe glyph cache".unicodeScalars.map { face.glyph(for: $0) }
        let expected = ids.map { face.glyphMask(glyph: $0, pixelSize: 22, subpixelQuarter: 1) }
        let results = await withTaskGroup(of: [CoverageMask].self) { group in
            for k in 0..<8 {
                group.addTask {
                    // Different sizes interleave FT_Set_Char_Size calls on the shared face.
                    _ = ids.map { face.glyphMask(glyph: $0, pixelSize: CGFloat(10 + k), subpixelQuarter: k % 4) }
                    return ids.map { face.glyphMask(glyph: $0, pixelSize: 22, subpixelQuarter: 1) }
                }
            }
            var all: [[CoverageMask]] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 8)
        for r in results { #expect(r == expected) }
    }

    @Test func badGlyphRequestsGiveEmptyMasks() throws {
        let face = try FontRegistry.shared.bundledFace(file: "Inter-Regular.otf")
        #expect(face.glyphMask(glyph: 999_999, pixelSize: 20).width == 0)
        #expect(face.glyphMask(glyph: 36, pixelSize: .nan).width == 0)
        #expect(face.glyphMask(glyph: 36, pixelSize: -4).width == 0)
        #expect(face.glyphMask(glyph: face.glyph(for: " "), pixelSize: 20).width == 0)
        #expect(face.glyphPath(glyph: 999_999, size: 20).isEmpty)
        #expect(face.glyphPath(glyph: 36, size: .infinity).isEmpty)
    }

    @Test(arguments: ["Inter-SemiBold.otf", "Roboto-Italic.ttf"])
    func outlinePathsMatchFreeTypeMetrics(file: String) throws {
        let face = try FontRegistry.shared.bundledFace(file: file)
        let size: CGFloat = 40
        for ch in "HgQ" as String {
            let gid = face.glyph(for: ch.unicodeScalars.first!)
            let bounds = face.glyphPath(glyph: gid, size: size).controlBounds
            try withRawFace(bundledPath(file)) { raw in
                #expect(FT_Load_Glyph(raw, gid, Int32(FT_LOAD_NO_SCALE)) == 0)
                var cbox = FT_BBox()
                FT_Outline_Get_CBox(&raw.pointee.glyph.pointee.outline, &cbox)
                let s = size / CGFloat(raw.pointee.units_per_EM)
                #expect(abs(bounds.minX - CGFloat(cbox.xMin) * s) < 1e-9)
                #expect(abs(bounds.maxX - CGFloat(cbox.xMax) * s) < 1e-9)
                #expect(abs(bounds.minY + CGFloat(cbox.yMax) * s) < 1e-9)   // y down: top is −yMax
                #expect(abs(bounds.maxY + CGFloat(cbox.yMin) * s) < 1e-9)
            }
        }
    }

    @Test func deviceMasksSnapPensAndChooseOutlinesForRotation() throws {
        let face = try FontRegistry.shared.bundledFace(file: "Inter-Regular.otf")
        let gid = face.glyph(for: "H")
        let run = GlyphRun(fontPath: face.path, size: 12, color: .black,
                           glyphs: [PositionedGlyph(id: gid, x: 10.3, y: 20.2), PositionedGlyph(id: gid, x: 20.5, y: 20.2)])
        let scale2 = CGAffineTransform(scaleX: 2, y: 2)
        let masks = try #require(GlyphMasks.deviceMasks(for: run, face: face, transform: scale2))
        // 10.3 pt → 20.6 px: pen 20, quarter round(0.6·4) = 2; y 40.4 → 40.
        let a = face.glyphMask(glyph: gid, pixelSize: 24, subpixelQuarter: 2)
        #expect(masks[0] == a.offsetBy(x: 20, y: 40))
        // 20.5 pt → 41 px exactly: quarter 0.
        #expect(masks[1] == face.glyphMask(glyph: gid, pixelSize: 24, subpixelQuarter: 0).offsetBy(x: 41, y: 40))
        // A translation folds into the pen; 20.9 px rounds up to the next whole pixel.
        let moved = try #require(GlyphMasks.deviceMasks(for: run, face: face, transform: scale2.translatedBy(x: 0.15, y: 0)))
        #expect(moved[0] == face.glyphMask(glyph: gid, pixelSize: 24, subpixelQuarter: 0).offsetBy(x: 21, y: 40))
        #expect(GlyphMasks.deviceMasks(for: run, face: face, transform: scale2.rotated(by: 0.3)) == nil)
        #expect(GlyphMasks.deviceMasks(for: run, face: face, transform: CGAffineTransform(scaleX: 2, y: 3)) == nil)
        #expect(GlyphMasks.deviceMasks(for: run, face: face, transform: CGAffineTransform(scaleX: -2, y: -2)) == nil)
        let outlines = GlyphMasks.outlines(for: run, face: face)
        #expect(outlines.count == 2)
        let base = face.glyphPath(glyph: gid, size: 12).controlBounds
        #expect(abs(outlines[1].controlBounds.minX - (base.minX + 20.5)) < 1e-9)
        #expect(abs(outlines[1].controlBounds.maxY - (base.maxY + 20.2)) < 1e-9)
        // Drawing through a stub or real context never throws for a valid font.
        let ctx = RasterContext(canvas: try Canvas(width: 64, height: 64, scale: 2))
        try ctx.drawGlyphs(run)
        ctx.concat(CGAffineTransform(rotationAngle: 0.4))
        try ctx.drawGlyphs(run)
    }
}
