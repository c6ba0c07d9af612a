import Foundation
import ViewRasterCFreeType

extension FontFace {
    /// The underline's center below the baseline and its thickness, in font units, from the
    /// `post` table (FreeType's `underline_position`/`underline_thickness`); an em/14 stroke at
    /// an em/10 when the face has none.
    var underlineUnits: (offset: Int, thickness: Int) {
        lock.lock(); defer { lock.unlock() }
        let thickness = Int(ftFace.pointee.underline_thickness)
        let position = Int(ftFace.pointee.underline_position)
        if thickness <= 0 { return (unitsPerEm / 10, max(1, unitsPerEm / 14)) }
        return (-position, thickness)
    }

    /// The strikethrough's center above the baseline and its thickness, in font units, from the
    /// OS/2 table (`yStrikeoutPosition` is the stroke's top); half the x-height otherwise.
    var strikethroughUnits: (offset: Int, thickness: Int) {
        lock.lock(); defer { lock.unlock() }
        if let raw = FT_Get_Sfnt_Table(ftFace, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            let size = Int(os2.yStrikeoutSize)
            if size > 0 { return (Int(os2.yStrikeoutPosition) - size / 2, size) }
        }
        return (xHeightUnits / 2, max(1, unitsPerEm / 14))
    }
}
