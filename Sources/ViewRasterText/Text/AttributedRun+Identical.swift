import Foundation

extension AttributedRun {
    /// Whether the two runs are equal (`==`) with texts of the same UTF-8 bytes (not only
    /// canonically equivalent: "é" precomposed and e + U+0301 shape to different glyphs), field
    /// by field and without copying either run. Every stored property of `AttributedRun` is
    /// compared here; `AttributedRunIdentityTests` fails when one is added without it.
    @inline(__always)
    func isIdentical(to o: AttributedRun) -> Bool {
        kern == o.kern && underlineStyle == o.underlineStyle && strikethroughStyle == o.strikethroughStyle
            && font == o.font && color == o.color && backgroundColor == o.backgroundColor
            && underlineColor == o.underlineColor && strikethroughColor == o.strikethroughColor
            && paragraph == o.paragraph && Self.sameUTF8(text, o.text)
    }

    /// Whether `a` and `b` are the same UTF-8 bytes: counts, then one `memcmp` over the
    /// strings' contiguous storage (a small string's is copied to the stack).
    static func sameUTF8(_ a: String, _ b: String) -> Bool {
        let n = a.utf8.count
        guard n == b.utf8.count else { return false }
        if let same = a.utf8.withContiguousStorageIfAvailable({ pa in
            b.utf8.withContiguousStorageIfAvailable { pb in
                n == 0 || memcmp(pa.baseAddress!, pb.baseAddress!, n) == 0
            }
        }), let same { return same }
        return a.utf8.elementsEqual(b.utf8)
    }

    /// Feeds `text`'s UTF-8 bytes and their count to `hasher`: texts `sameUTF8` calls equal
    /// hash alike.
    static func hashUTF8(of text: String, into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        if text.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }
}
