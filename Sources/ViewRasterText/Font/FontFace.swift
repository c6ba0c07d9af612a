import Foundation
import ViewRasterCFreeType
import ViewRasterCHarfBuzz
import ViewRasterDisplayList

/// One loaded font file: a FreeType face for metrics, outlines and glyph masks, and a
/// HarfBuzz font (over the same bytes) for shaping. Immutable metrics are read at load time;
/// FreeType calls go through `lock` because FreeType faces are not thread-safe.
/// Get faces from `FontRegistry` so each file is loaded once.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The font file (absolute path), as written into display lists.
    public let path: String
    /// The PostScript name from the font's `name` table (e.g. "Inter-Bold").
    public let postScriptName: String
    public let familyName: String
    public let styleName: String
    public let unitsPerEm: Int
    /// Typographic ascender in font units (positive, above the baseline).
    public let ascenderUnits: Int
    /// Typographic descender in font units (negative, below the baseline).
    public let descenderUnits: Int
    /// Baseline-to-baseline distance in font units (ascender − descender + line gap).
    public let lineHeightUnits: Int
    public let capHeightUnits: Int
    public let xHeightUnits: Int
    /// OS/2 weight class (400 regular, 700 bold).
    public let weightClass: Int
    public let isItalic: Bool
    public let glyphCount: Int

    let lock = NSLock()
    let ftFace: FT_Face
    let hbFont: OpaquePointer
    private let bytes: UnsafeMutableRawBufferPointer
    /// Rendered glyph masks, guarded by `lock`.
    var maskCache: [GlyphMaskKey: CoverageMask] = [:]
    var maskCacheBytes = 0

    /// Loads the font at `path`. Throws `RasterError.font` naming the file when it is missing
    /// or FreeType cannot read it.
    public init(path: String) throws {
        self.path = path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RasterError.font("cannot read font file \(path)")
        }
        guard !data.isEmpty else { throw RasterError.font("font file \(path) is empty") }
        let buf = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        data.copyBytes(to: buf)
        var face: FT_Face?
        let err = try FreeTypeLibrary.shared.withLibrary { lib in
            FT_New_Memory_Face(lib, buf.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(data.count), 0, &face)
        }
        guard err == 0, let face else {
            buf.deallocate()
            throw RasterError.font("font file \(path) is not a font FreeType can read (error \(err))")
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            _ = try? FreeTypeLibrary.shared.withLibrary { _ in FT_Done_Face(face) }
            buf.deallocate()
            throw RasterError.font("font file \(path) has no scalable outlines")
        }
        bytes = buf
        ftFace = face

        let blob = hb_blob_create(buf.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(data.count),
                                  HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, 0)
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
        let upem = Int32(face.pointee.units_per_EM)
        hb_font_set_scale(font, upem, upem)
        hb_font_make_immutable(font)
        hbFont = font

        let f = face.pointee
        unitsPerEm = Int(f.units_per_EM)
        ascenderUnits = Int(f.ascender)
        descenderUnits = Int(f.descender)
        lineHeightUnits = Int(f.height)
        glyphCount = Int(f.num_glyphs)
        familyName = f.family_name.map { String(cString: $0) } ?? ""
        styleName = f.style_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) }
            ?? (path as NSString).lastPathComponent
        var weight = (f.style_flags & FT_Long(FT_STYLE_FLAG_BOLD)) != 0 ? 700 : 400
        var italic = (f.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC)) != 0
        var cap = 0, xh = 0
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version != 0xFFFF {
                weight = Int(os2.usWeightClass)
                italic = italic || (os2.fsSelection & 1) != 0
                if os2.version >= 2 { cap = Int(os2.sCapHeight); xh = Int(os2.sxHeight) }
            }
        }
        weightClass = weight
        isItalic = italic
        capHeightUnits = cap
        xHeightUnits = xh
    }

    deinit {
        hb_font_destroy(hbFont)
        _ = try? FreeTypeLibrary.shared.withLibrary { _ in FT_Done_Face(ftFace) }
        bytes.deallocate()
    }

    /// The glyph for a Unicode scalar (0, `.notdef`, when the font lacks it).
    public func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        var g: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &g) != 0 ? g : 0
    }

    /// The unkerned horizontal advance of `glyph` in font units.
    public func advanceUnits(glyph: UInt32) -> Int {
        Int(hb_font_get_glyph_h_advance(hbFont, glyph))
    }

    public static func == (l: FontFace, r: FontFace) -> Bool { l === r }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    public var description: String { "FontFace(\(postScriptName), \(path))" }
}
