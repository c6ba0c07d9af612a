import Foundation

extension SystemFontMetrics {
    /// The advance of a Hangul syllable (U+AC00–U+D7A3) the system font falls back for, in ems:
    /// iOS draws Korean in the system font with Apple SD Gothic Neo, whose syllables are all
    /// one width, narrower than the bundled fallback face's (Noto Sans CJK: 0.92 em). Measured
    /// from Interface Builder's stored widths of one-line system-font labels of Korean text
    /// (set AD: 73 labels of SsgSag and puding, 10 to 24 pt, regular to bold, @2x and @3x):
    /// the pure-Hangul ones bound it to 0.86607–0.86667 em a syllable, untracked, at every size
    /// and weight ("상세정보" at 14 pt stored 49 at @2x, "비밀번호" at 10 pt 34.67 at @3x).
    /// `docs/system-font-metrics.md`, "The read sets' label misses (session 34)".
    public static let hangulSyllableEms: CGFloat = 0.8664

    /// Whether `scalar` is a precomposed Hangul syllable (U+AC00–U+D7A3).
    static func isHangulSyllable(_ scalar: UInt32) -> Bool { (0xAC00...0xD7A3).contains(scalar) }

    /// Gives the Hangul syllables among `glyphs` (shaped from `utf8` in a fallback face at
    /// `pointSize` for a system-font run) Apple SD Gothic Neo's advance, `hangulSyllableEms`;
    /// other glyphs keep the face's. Nothing else of the fallback run changes (no tracking, as
    /// before).
    static func applyHangulSyllableAdvances(_ glyphs: inout [ShapedGlyph], utf8: [UInt8], pointSize: CGFloat) {
        for i in glyphs.indices {
            // A syllable is one glyph of its own cluster; the cluster's last glyph carries the advance.
            guard i == glyphs.count - 1 || glyphs[i + 1].cluster != glyphs[i].cluster,
                  let scalar = Font.scalar(inUTF8: utf8, at: glyphs[i].cluster), isHangulSyllable(scalar) else { continue }
            glyphs[i].advance = hangulSyllableEms * pointSize
        }
    }
}
