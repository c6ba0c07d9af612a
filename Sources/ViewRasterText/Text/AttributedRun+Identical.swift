import Foundation

extension AttributedRun {
    /// Whether the runs at `a` and `b` are equal (`==`) with texts of the same UTF-8 bytes (not
    /// only canonically equivalent: "é" precomposed and e + U+0301 shape to different glyphs),
    /// field by field, read in place (a run passed by value was copied out of its array first).
    /// Every stored property of `AttributedRun` is compared here;
    /// `TextFrameCacheTests.theKeyComparisonNamesEveryStoredProperty` fails when one is added.
    @inline(__always)
    static func identical(_ a: UnsafePointer<AttributedRun>, _ b: UnsafePointer<AttributedRun>) -> Bool {
        a.pointee.kern == b.pointee.kern && a.pointee.underlineStyle == b.pointee.underlineStyle
            && a.pointee.strikethroughStyle == b.pointee.strikethroughStyle
            && sameUTF8(a.pointee.text, b.pointee.text) && a.pointee.font == b.pointee.font
            && a.pointee.color == b.pointee.color && a.pointee.backgroundColor == b.pointee.backgroundColor
            && a.pointee.underlineColor == b.pointee.underlineColor
            && a.pointee.strikethroughColor == b.pointee.strikethroughColor
            && a.pointee.paragraph == b.pointee.paragraph
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
