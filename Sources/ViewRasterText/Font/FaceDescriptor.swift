import Foundation
import ViewRasterCFreeType

/// What a font name or a weight is matched against, without loading the font: the file, its
/// PostScript and family names, OS/2 weight class and slant — the same values `FontFace` has
/// once loaded (both read them with `FaceDescriptor.read(_:path:)`).
///
/// `FontRegistry` describes each bundled file with FreeType reading from the file (the `name`
/// and `OS/2` tables, not the whole file), so matching a name or weight loads only the face it
/// picks: a process that draws Inter Regular and Bold does not read Roboto, Liberation or DejaVu.
struct FaceDescriptor: Sendable, Hashable {
    /// The font file (absolute path): `FontRegistry.face(atPath:faceIndex:)` loads it.
    let path: String
    /// Which face of the file (0 unless the file is a collection).
    let faceIndex: Int
    /// The PostScript name from the font's `name` table (the file's name when it has none).
    let postScriptName: String
    /// The family name FreeType reports ("" when none).
    let familyName: String
    /// OS/2 weight class (400 regular, 700 bold).
    let weightClass: Int
    /// Whether the face is italic or oblique (FreeType's style flag or OS/2's `fsSelection` bit 0).
    let isItalic: Bool

    /// The names, weight and slant of an open FreeType face. A face without an OS/2 table (or
    /// one marked missing) takes 700 or 400 from FreeType's bold flag.
    static func read(_ face: FT_Face, path: String) -> FaceDescriptor {
        let f = face.pointee
        var weight = (f.style_flags & FT_Long(FT_STYLE_FLAG_BOLD)) != 0 ? 700 : 400
        var italic = (f.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC)) != 0
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version != 0xFFFF {
                weight = Int(os2.usWeightClass)
                italic = italic || (os2.fsSelection & 1) != 0
            }
        }
        return FaceDescriptor(
            path: path, faceIndex: Int(f.face_index & 0xFFFF),
            postScriptName: FT_Get_Postscript_Name(face).map { String(cString: $0) }
                ?? (path as NSString).lastPathComponent,
            familyName: f.family_name.map { String(cString: $0) } ?? "",
            weightClass: weight, isItalic: italic)
    }

    /// Describes face `faceIndex` of the font file at `path` (absolute) with FreeType reading
    /// the file as it needs it; nil when FreeType cannot open it as a font or it has no such
    /// face (loading it would then throw the reason).
    static func read(fileAt path: String, faceIndex: Int = 0) -> FaceDescriptor? {
        try? FreeTypeLibrary.shared.withLibrary { lib -> FaceDescriptor? in
            var face: FT_Face?
            guard FT_New_Face(lib, path, FT_Long(faceIndex), &face) == 0, let face else { return nil }
            defer { FT_Done_Face(face) }
            return read(face, path: path)
        } ?? nil
    }
}
