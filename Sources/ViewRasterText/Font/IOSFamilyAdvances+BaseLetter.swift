import Foundation

/// Letters with marks measured as their base letter (`IOSFamilyAdvances.advanceUnits(of:)`).
///
/// A font draws a precomposed Latin letter ("ề" U+1EC1, "ạ" U+1EA1, "ş" U+015F) as a composite of
/// its base letter and marks placed above or below it, with the base letter's advance: over the
/// 441 letters of Latin Extended-A, -B and Additional whose canonical decomposition is a base
/// letter and combining marks, Liberation Sans (regular and bold), Inter, Roboto, Open Sans, Lato
/// and Montserrat give the base letter's advance to every one but three kinds, which are left out
/// here (`docs/system-font-metrics.md`, "Set AV (session 50, textAV)"): the horn (U+031B: "ơ",
/// "ư" and their toned forms, 2–17 % wider in every face), the caron that d, l and t draw as an
/// apostrophe beside the stem ("ď", "ľ", "ť", 6–15 % wider), and marks on i and j ("ĩ", "ī", "ĵ",
/// wider where the mark outgrows the narrow stem).
extension IOSFamilyAdvances {
    /// The base letter (A–Z, a–z but i, I, j, J) whose advance the precomposed letter `scalar` of
    /// Latin Extended-A, -B or Additional (U+0100–U+024F, U+1E00–U+1EFF) has: its canonical
    /// decomposition's first scalar when every other is a combining mark other than the horn, and
    /// the letter is not d, l, t or L with a caron; nil otherwise.
    static func baseLetter(of scalar: UInt32) -> UInt32? {
        guard (0x100...0x24F).contains(scalar) || (0x1E00...0x1EFF).contains(scalar),
              let unicode = Unicode.Scalar(scalar) else { return nil }
        let parts = Array(String(Character(unicode)).decomposedStringWithCanonicalMapping.unicodeScalars)
        guard parts.count > 1, let base = parts.first, base.isASCII,
              base.properties.isAlphabetic, !"iIjJ".unicodeScalars.contains(base) else { return nil }
        for mark in parts.dropFirst() {
            guard mark.properties.generalCategory == .nonspacingMark, mark.value != 0x31B else { return nil }
            if mark.value == 0x30C, "dltL".unicodeScalars.contains(base) { return nil }
        }
        return base.value
    }
}
