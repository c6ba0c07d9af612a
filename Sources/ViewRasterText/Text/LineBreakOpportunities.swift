import Foundation
import ViewRasterCUnibreak

/// Where a line may break, by the Unicode line breaking algorithm (UAX #14, through
/// libunibreak): after spaces, after hyphens (not before digits), between ideographs and kana
/// (CJK text wraps between characters), never before closing punctuation or after opening
/// punctuation. Scripts written without spaces that need a dictionary (Thai) break only at
/// spaces; a word wider than the line still breaks between characters.
enum LineBreakOpportunities {
    private static let initialized: Bool = { init_linebreak(); return true }()

    /// Debian's libunibreak 1.1 asserts (aborts) on two inputs: U+FFFF, its end-of-text
    /// marker, and regional indicators (flags), which its pair table lacks. They are replaced
    /// before the call by U+FFFD and by an ideograph, which breaks as flags do (class ID in UAX #14 since Unicode 9).
    static func sanitized(_ v: UInt32) -> UInt32 {
        if v == 0xFFFF { return 0xFFFD }
        if (0x1F1E6...0x1F1FF).contains(v) { return 0x4E00 }
        return v
    }

    /// For each code point of `scalars`, whether a line may break after it (the last one: false).
    static func breaksAfter(_ scalars: [UInt32]) -> [Bool] {
        guard scalars.count > 1 else { return [Bool](repeating: false, count: scalars.count) }
        _ = initialized
        var brks = [CChar](repeating: 0, count: scalars.count)
        let safe = scalars.map(sanitized)
        safe.withUnsafeBufferPointer { s in
            brks.withUnsafeMutableBufferPointer { b in
                set_linebreaks_utf32(s.baseAddress, s.count, nil, b.baseAddress)
            }
        }
        var out = brks.map { $0 == CChar(LINEBREAK_ALLOWBREAK) }
        out[out.count - 1] = false
        return out
    }
}
