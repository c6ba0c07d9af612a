import Foundation

/// The advances of one face of an iOS family ViewRaster does not bundle, for the characters the
/// face's own font file gives, kept for the stand-in face that draws it: a nib label in
/// "HelveticaNeue-Bold" is drawn in Liberation Sans Bold, yet measures as Helvetica Neue Bold
/// does on iOS. Characters the table lacks keep the stand-in's advance; the stand-in's kerning
/// is kept (`apply(to:utf8:face:pointSize:)`).
///
/// Only faces whose advances come from the face's own font file are listed
/// (`helveticaNeue(named:family:)`, `futura(face:)`; `docs/ios-font-stand-ins.md`), and SF UI
/// Display's by weight (`sfUIDisplay(weight:)`), which the system font's shaping takes for that
/// static face asked for by name.
public struct IOSFamilyAdvances: Sendable, Hashable {
    /// The face's PostScript name ("HelveticaNeue-Bold"): two tables are equal when their names are.
    public let name: String
    /// Font units per em of the table.
    public let unitsPerEm: CGFloat
    /// Advances of U+0020–U+007E, in font units.
    let ascii: [UInt16]
    /// Advances of U+00A0–U+00FF, in font units; 0 where the face's file has no glyph.
    let latin1: [UInt16]
    /// Advances of other characters (dashes, quotes, the ellipsis, the euro …), in font units.
    let others: [UInt32: UInt16]

    /// The face's advance of `scalar` in font units, or nil when the table does not give it.
    public func advanceUnits(of scalar: UInt32) -> CGFloat? {
        let units: UInt16?
        switch scalar {
        case 0x20...0x7E: units = ascii[Int(scalar - 0x20)]
        case 0xA0...0xFF: units = latin1[Int(scalar - 0xA0)]
        default: units = others[scalar]
        }
        guard let units, units > 0 else { return nil }
        return CGFloat(units)
    }

    /// Gives each glyph of `glyphs` (shaped from `utf8` in the stand-in `face` at `pointSize`)
    /// that draws one character of the table that character's advance in place of the stand-in
    /// face's nominal one, keeping the kerning HarfBuzz added; glyphs of several characters
    /// (ligatures) and characters the table lacks keep the stand-in's.
    func apply(to glyphs: inout [ShapedGlyph], utf8: [UInt8], face: FontFace, pointSize: CGFloat) {
        let faceScale = pointSize / CGFloat(face.unitsPerEm)
        let scale = pointSize / unitsPerEm
        for i in glyphs.indices where glyphs[i].id != 0 {
            let start = glyphs[i].cluster
            let end = i + 1 < glyphs.count ? glyphs[i + 1].cluster : utf8.count
            guard i == 0 || glyphs[i - 1].cluster != start,
                  let scalar = Font.scalar(inUTF8: utf8, at: start),
                  end - start == Unicode.Scalar(scalar).map(UTF8.width),
                  let units = advanceUnits(of: scalar) else { continue }
            glyphs[i].advance += units * scale - CGFloat(face.advanceUnits(glyph: glyphs[i].id)) * faceScale
        }
    }

    /// Equal when the faces' names are.
    public static func == (lhs: IOSFamilyAdvances, rhs: IOSFamilyAdvances) -> Bool { lhs.name == rhs.name }
    /// Hashes the face's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
