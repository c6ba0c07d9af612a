import Foundation
import ViewRasterCHarfBuzz
import ViewRasterFonts

/// Per-character font fallback, as Core Text's cascade list: a character the text's own font
/// lacks is drawn in the bundled fallback face for its script (`BundledFonts.fallbackFileNames`:
/// Noto Sans Arabic, Hebrew, Devanagari, Thai, CJK; Noto Color Emoji; Noto Sans Symbols).
/// Text is split into runs per character *before* shaping, so each run is shaped by HarfBuzz
/// with the face that has its glyphs.
///
/// Choices are cached per (font face, character) and each face memoizes its cmap answers
/// (`FontFace.hasGlyph(for:)`), so a lookup is a dictionary hit after the first time. A
/// fallback file is loaded only when a character first needs it. Thread-safe.
public enum FontFallback {
    /// The face that draws `character` in text set in `primary`: `primary` itself when it has
    /// every glyph, else the first fallback face for the character's script that does (the bold
    /// one for a primary of weight 600 or more), else nil (no bundled font has it; the character
    /// is drawn as `primary`'s `.notdef` and reported, see `missingScalars(in:font:)`).
    /// An emoji (emoji presentation, or followed by U+FE0F) takes the color emoji face first.
    public static func face(for character: Character, primary: FontFace) -> FontFace? {
        let key = Key(face: ObjectIdentifier(primary), character: character)
        state.lock.lock()
        if let hit = state.choices[key] { state.lock.unlock(); return hit.face }
        state.lock.unlock()
        let chosen = resolve(character, primary: primary)
        state.lock.lock(); defer { state.lock.unlock() }
        if state.choices.count > 100_000 { state.choices.removeAll(keepingCapacity: true) }
        state.choices[key] = Choice(face: chosen)
        return chosen
    }

    /// The scalars of `text` that no bundled face has (drawn as `.notdef`), in order of first
    /// appearance, each once. Whitespace, controls and invisible format characters are never missing.
    public static func missingScalars(in text: String, font: Font) -> [Unicode.Scalar] {
        // ASCII the face covers has nothing missing (a scalar is missing only when the primary
        // face lacks it), answered from one mask instead of a lookup per character.
        if font.face.coversASCII(of: text) { return [] }
        var seen = Set<UInt32>()
        var out: [Unicode.Scalar] = []
        for ch in text where face(for: ch, primary: font.face) == nil {
            for s in ch.unicodeScalars where !isIgnorable(s) && !font.face.hasGlyph(for: s) && seen.insert(s.value).inserted {
                out.append(s)
            }
        }
        return out
    }

    /// The warning for characters no bundled font has: "no bundled font has U+10FFFD" (code
    /// points in order, comma-separated); nil when `scalars` is empty.
    public static func missingGlyphMessage(_ scalars: [Unicode.Scalar]) -> String? {
        guard !scalars.isEmpty else { return nil }
        return "no bundled font has " + scalars.map { String(format: "U+%04X", $0.value) }.joined(separator: ", ")
    }

    /// Whether every visible scalar of `character` has a glyph in `face`.
    public static func covers(_ face: FontFace, _ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { isIgnorable($0) || face.hasGlyph(for: $0) }
    }

    /// True for the characters a line is made of without drawing them: controls, whitespace,
    /// joiners and variation selectors (they never need a font of their own).
    static func isIgnorable(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v == 0x200C || v == 0x200D || (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) { return true }
        if s.properties.isWhitespace || s.properties.isDefaultIgnorableCodePoint { return true }
        switch s.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// Whether `character` asks for the color emoji face: an emoji presentation character, an
    /// emoji followed by U+FE0F, a keycap, a flag or a modifier sequence.
    public static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 })
    }

    // MARK: Resolution

    private static func resolve(_ ch: Character, primary: FontFace) -> FontFace? {
        if isEmoji(ch), let emoji = candidate(file: "NotoColorEmoji.ttf"), covers(emoji, ch) { return emoji }
        if covers(primary, ch) { return primary }
        let bold = primary.weightClass >= 600
        for file in candidateFiles(for: ch, bold: bold) {
            if let f = candidate(file: file), covers(f, ch) { return f }
        }
        return nil
    }

    /// The fallback files worth trying for `ch`, by the script of its first scalar with one.
    static func candidateFiles(for ch: Character, bold: Bool) -> [String] {
        func pair(_ name: String) -> [String] {
            bold ? ["\(name)-Bold.ttf", "\(name)-Regular.ttf"] : ["\(name)-Regular.ttf", "\(name)-Bold.ttf"]
        }
        let cjk = "NotoSansCJKsc-Regular.otf", emoji = "NotoColorEmoji.ttf"
        let symbols = ["NotoSansSymbols-Regular.ttf", "NotoSansSymbols2-Regular.ttf"]
        switch script(of: ch) {
        case HB_SCRIPT_ARABIC: return pair("NotoSansArabic")
        case HB_SCRIPT_HEBREW: return pair("NotoSansHebrew")
        case HB_SCRIPT_DEVANAGARI: return pair("NotoSansDevanagari")
        case HB_SCRIPT_THAI: return pair("NotoSansThai")
        case HB_SCRIPT_HAN, HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA, HB_SCRIPT_HANGUL, HB_SCRIPT_BOPOMOFO: return [cjk]
        case HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED, HB_SCRIPT_UNKNOWN: return symbols + [cjk, emoji]
        default: return BundledFonts.fallbackFileNames
        }
    }

    /// The script of the first scalar of `ch` that has one (Common when none has).
    static func script(of ch: Character) -> hb_script_t {
        let funcs = hb_unicode_funcs_get_default()
        for s in ch.unicodeScalars {
            let sc = hb_unicode_script(funcs, s.value)
            if sc != HB_SCRIPT_COMMON && sc != HB_SCRIPT_INHERITED { return sc }
        }
        return HB_SCRIPT_COMMON
    }

    /// True when `ch` belongs to no script of its own (spaces, punctuation, digits, marks), so
    /// it may stay in the fallback face of the character before it.
    static func isCommon(_ ch: Character) -> Bool { script(of: ch) == HB_SCRIPT_COMMON }

    /// A bundled fallback face by file name, loaded on first use (nil if the file is unreadable).
    static func candidate(file: String) -> FontFace? {
        state.lock.lock()
        if let f = state.faces[file] { state.lock.unlock(); return f }
        state.lock.unlock()
        let face = BundledFonts.url(forFile: file).flatMap { try? FontRegistry.shared.face(atPath: $0.path) }
        state.lock.lock(); defer { state.lock.unlock() }
        state.faces[file] = face
        return face
    }

    private struct Key: Hashable { var face: ObjectIdentifier; var character: Character }
    private struct Choice { var face: FontFace? }
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var choices: [Key: Choice] = [:]
        var faces: [String: FontFace?] = [:]
    }
    private static let state = State()
}
