import Foundation
import ViewRasterCFreeType
import ViewRasterCHarfBuzz
import ViewRasterDisplayList
import ViewRasterFonts

/// One loaded font file: a FreeType face for metrics, outlines and glyph masks, and a
/// HarfBuzz font (over the same bytes) for shaping. Immutable metrics are read at load time;
/// FreeType calls go through `lock` because FreeType faces are not thread-safe.
/// Get faces from `FontRegistry` so each file is loaded once.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The font file (absolute path), as written into display lists.
    public let path: String
    /// Which face of the file this is: 0 for a single-face file, its index in a font collection
    /// (`.ttc`, `.otc`: iOS ships Helvetica Neue, Futura and PingFang so) otherwise.
    public let faceIndex: Int
    /// How many faces the file holds (1, or a collection's count).
    public let facesInFile: Int
    /// The PostScript name from the font's `name` table (e.g. "Inter-Bold").
    public let postScriptName: String
    /// The family name FreeType reports ("" when none).
    public let familyName: String
    /// The style name FreeType reports (`style_name`, e.g. "Bold Italic"; "" when none).
    public let styleName: String
    /// Font units per em (FreeType's `units_per_EM`, or the `head` table's for a color bitmap font
    /// FreeType reports 0 for): the scale of every `…Units` metric and of HarfBuzz's positions.
    public let unitsPerEm: Int
    /// Typographic ascender in font units (positive, above the baseline).
    public let ascenderUnits: Int
    /// Typographic descender in font units (negative, below the baseline).
    public let descenderUnits: Int
    /// Baseline-to-baseline distance in font units (ascender − descender + line gap).
    public let lineHeightUnits: Int
    /// Whether the face is one of the package's bundled font files (`BundledFonts`), not a file
    /// an app supplies (`--font-folder`, fonts beside a nib): `Font.layoutLineHeight` leaves an app
    /// font's line gap out of a label's line and keeps a bundled face's (`Font.lineHeight`, UIKit's,
    /// counts both).
    public let isBundled: Bool
    /// Capital letters' height in font units: OS/2's `sCapHeight`, or the top of "H" when the
    /// table records none (before OS/2 version 2).
    public let capHeightUnits: Int
    /// Lowercase x's height in font units: OS/2's `sxHeight`, or the top of "x" when it records none.
    public let xHeightUnits: Int
    /// OS/2 weight class (400 regular, 700 bold).
    public let weightClass: Int
    /// Whether the face is italic or oblique (FreeType's style flag or OS/2's `fsSelection` bit 0).
    public let isItalic: Bool
    /// The number of glyphs in the face (FreeType's `num_glyphs`).
    public let glyphCount: Int
    /// True for a color bitmap font (CBDT/sbix, as Noto Color Emoji): glyphs are premultiplied
    /// RGBA images drawn in their own colors (`colorGlyphImage`), not coverage masks.
    public let isColorBitmap: Bool
    /// The pixels per em of the largest bitmap strike of a color bitmap font (0 otherwise).
    let strikePPEM: Int
    /// The index of that strike, for `FT_Select_Size`.
    let strikeIndex: Int32

    let lock = NSLock()
    let ftFace: FT_Face
    let hbFont: OpaquePointer
    /// The file's bytes, which FreeType and HarfBuzz read for the face's life.
    let file: FontFileBytes
    /// Rendered glyph masks, guarded by `lock`.
    var maskCache: [GlyphMaskKey: CoverageMask] = [:]
    var maskCacheBytes = 0
    /// Color glyph images by pixel size (1/64 px) and glyph, guarded by `lock`.
    var colorCache: [GlyphMaskKey: ColorGlyphImage] = [:]
    var colorCacheBytes = 0
    /// Whether the face maps a scalar to a glyph, memoized (`hasGlyph(for:)`), guarded by `lock`.
    var coverageCache: [UInt32: Bool] = [:]
    /// Which printable ASCII characters (U+0021–U+007E, bit `v & 63` of word `v >> 6`) the face
    /// has glyphs for, asked of HarfBuzz once (`coversASCII(of:)`), guarded by `lock`.
    private var printableASCIIGlyphs: (UInt64, UInt64)?

    /// Loads face `faceIndex` of the font file at `path` (0: its first or only face). Throws
    /// `RasterError.font` naming the file when it is missing, FreeType cannot read it, or it has
    /// no such face.
    public convenience init(path: String, faceIndex: Int = 0) throws {
        try self.init(path: path, faceIndex: faceIndex, file: FontFileBytes(atPath: path))
    }

    /// Loads face `faceIndex` of `file`, the bytes of the font file at `path` (the faces of one
    /// collection share them: `FontRegistry` reads a file once).
    init(path: String, faceIndex: Int, file: FontFileBytes) throws {
        // FreeType reads a negative index as "is this a font?", not as a face.
        guard (0...GlyphRun.maximumFaceIndex).contains(faceIndex) else {
            throw RasterError.font("font file \(path) has no face \(faceIndex)")
        }
        self.path = path
        self.faceIndex = faceIndex
        isBundled = FontFace.isBundledFile(path)
        let buf = file.buffer
        let count = buf.count
        var face: FT_Face?
        let err = try FreeTypeLibrary.shared.withLibrary { lib in
            FT_New_Memory_Face(lib, buf.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(count), FT_Long(faceIndex), &face)
        }
        guard err == 0, let face else {
            if faceIndex > 0 {
                throw RasterError.font("font file \(path) has no face \(faceIndex) FreeType can read (error \(err))")
            }
            throw RasterError.font("font file \(path) is not a font FreeType can read (error \(err))")
        }
        facesInFile = max(1, Int(face.pointee.num_faces))
        let flags = face.pointee.face_flags
        let colorBitmap = flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 && flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
            && flags & FT_Long(FT_FACE_FLAG_FIXED_SIZES) != 0 && face.pointee.num_fixed_sizes > 0
        // A bitmap-only face has no units per em in FreeType; its `head` table has them.
        let headUnits = colorBitmap ? Int(FontFace.headUnitsPerEm(buf, count: count, faceIndex: faceIndex)) : 0
        guard flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 || colorBitmap,
              face.pointee.units_per_EM > 0 || headUnits > 0 else {
            _ = try? FreeTypeLibrary.shared.withLibrary { _ in FT_Done_Face(face) }
            throw RasterError.font("font file \(path) has no scalable outlines")
        }
        self.file = file
        ftFace = face
        isColorBitmap = colorBitmap
        var best: (ppem: Int, index: Int32) = (0, 0)
        if colorBitmap, let sizes = face.pointee.available_sizes {
            for i in 0..<Int(face.pointee.num_fixed_sizes) {
                let ppem = Int((sizes[i].y_ppem + 32) >> 6)
                if ppem > best.ppem { best = (ppem, Int32(i)) }
            }
        }
        strikePPEM = best.ppem
        strikeIndex = best.index

        let blob = hb_blob_create(buf.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(count),
                                  HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, UInt32(faceIndex))
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
        let upem = Int32(face.pointee.units_per_EM > 0 ? Int(face.pointee.units_per_EM) : headUnits)
        hb_font_set_scale(font, upem, upem)
        hb_font_make_immutable(font)
        hbFont = font

        let f = face.pointee
        unitsPerEm = Int(upem)
        if f.units_per_EM == 0, let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            ascenderUnits = Int(hhea.Ascender)
            descenderUnits = Int(hhea.Descender)
            lineHeightUnits = Int(hhea.Ascender) - Int(hhea.Descender) + Int(hhea.Line_Gap)
        } else {
            ascenderUnits = Int(f.ascender)
            descenderUnits = Int(f.descender)
            lineHeightUnits = Int(f.height)
        }
        glyphCount = Int(f.num_glyphs)
        let described = FaceDescriptor.read(face, path: path)
        familyName = described.familyName
        styleName = f.style_name.map { String(cString: $0) } ?? ""
        postScriptName = described.postScriptName
        var cap = 0, xh = 0
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version != 0xFFFF && os2.version >= 2 { cap = Int(os2.sCapHeight); xh = Int(os2.sxHeight) }
        }
        // An OS/2 table before version 2 (DejaVu Sans Mono's) records no cap or x height: they
        // are then the tops of "H" and "x", as FreeType and Core Text measure them.
        func top(of scalar: Unicode.Scalar) -> Int {
            var g: hb_codepoint_t = 0
            var extents = hb_glyph_extents_t()
            guard hb_font_get_nominal_glyph(font, scalar.value, &g) != 0,
                  hb_font_get_glyph_extents(font, g, &extents) != 0 else { return 0 }
            return Int(extents.y_bearing)
        }
        if cap == 0 { cap = top(of: "H") }
        if xh == 0 { xh = top(of: "x") }
        weightClass = described.weightClass
        isItalic = described.isItalic
        capHeightUnits = cap
        xHeightUnits = xh
    }

    /// The face's names, weight and slant, as `FontRegistry` matches them.
    var descriptor: FaceDescriptor {
        FaceDescriptor(path: path, faceIndex: faceIndex, postScriptName: postScriptName, familyName: familyName,
                       weightClass: weightClass, isItalic: isItalic)
    }

    /// The units per em of face `faceIndex`'s `head` table (0 when it has none), through HarfBuzz.
    static func headUnitsPerEm(_ buf: UnsafeMutableRawBufferPointer, count: Int, faceIndex: Int) -> UInt32 {
        let blob = hb_blob_create(buf.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(count),
                                  HB_MEMORY_MODE_READONLY, nil, nil)
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, UInt32(faceIndex))
        defer { hb_face_destroy(face) }
        return hb_face_get_upem(face)
    }

    deinit {
        hb_font_destroy(hbFont)
        _ = try? FreeTypeLibrary.shared.withLibrary { _ in FT_Done_Face(ftFace) }
    }

    /// The glyph for a Unicode scalar (0, `.notdef`, when the font lacks it).
    public func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        var g: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &g) != 0 ? g : 0
    }

    /// Whether the font has a glyph for `scalar` (its cmap maps it). Memoized per face, so
    /// fallback lookups cost one dictionary hit per character after the first.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        lock.lock(); defer { lock.unlock() }
        if let known = coverageCache[scalar.value] { return known }
        var g: hb_codepoint_t = 0
        let has = hb_font_get_nominal_glyph(hbFont, scalar.value, &g) != 0 && g != 0
        if coverageCache.count > 65_536 { coverageCache.removeAll(keepingCapacity: true) }
        coverageCache[scalar.value] = has
        return has
    }

    /// True when `text` is ASCII and the face has a glyph for each of its printable characters
    /// (controls and the space need none): then no character of it needs another face or is
    /// missing, and the callers that would ask `hasGlyph(for:)` per character can skip it. False
    /// says nothing (non-ASCII text, or a printable character without a glyph).
    public func coversASCII(of text: String) -> Bool {
        let mask: (UInt64, UInt64)
        lock.lock()
        if let known = printableASCIIGlyphs {
            mask = known
        } else {
            var words: (UInt64, UInt64) = (0, 0)
            for v in UInt32(0x21)...0x7E {
                var g: hb_codepoint_t = 0
                guard hb_font_get_nominal_glyph(hbFont, v, &g) != 0 && g != 0 else { continue }
                if v < 64 { words.0 |= 1 << UInt64(v) } else { words.1 |= 1 << UInt64(v - 64) }
            }
            printableASCIIGlyphs = words
            mask = words
        }
        lock.unlock()
        for b in text.utf8 {
            if b >= 0x80 { return false }
            if b < 0x21 || b == 0x7F { continue }
            let has = b < 64 ? mask.0 & (1 << UInt64(b)) : mask.1 & (1 << UInt64(b - 64))
            if has == 0 { return false }
        }
        return true
    }

    /// The unkerned horizontal advance of `glyph` in font units.
    public func advanceUnits(glyph: UInt32) -> Int {
        Int(hb_font_get_glyph_h_advance(hbFont, glyph))
    }

    /// Faces are equal only when they are the same object (one load of one file).
    public static func == (l: FontFace, r: FontFace) -> Bool { l === r }
    /// Hashes the object's identity, as `==` compares it.
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    /// The PostScript name and the file's path (and the face's index in a collection), for debugging.
    public var description: String {
        faceIndex == 0 ? "FontFace(\(postScriptName), \(path))" : "FontFace(\(postScriptName), \(path), face \(faceIndex))"
    }

    /// Whether `path` is the bundled font file of its name (`BundledFonts.url(forFile:)`), symbolic
    /// links resolved: a copy of a bundled file elsewhere is an app's font.
    static func isBundledFile(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        guard let bundled = BundledFonts.url(forFile: url.lastPathComponent) else { return false }
        return bundled.resolvingSymlinksInPath().path == url.resolvingSymlinksInPath().path
    }
}
