import Foundation
import ViewRasterCFriBidi

/// The Unicode bidirectional algorithm (UAX #9, through FriBidi) over one paragraph: the
/// embedding level of each code point and the paragraph's direction, which by default comes
/// from its first strong character (rules P2–P3), as `NSWritingDirection.natural` does.
/// Text with no right-to-left character skips FriBidi: every level is 0.
public struct BidiParagraph: Sendable, Hashable {
    /// The level of each code point: even left-to-right, odd right-to-left.
    public var levels: [UInt8]
    /// True when the paragraph's base direction is right-to-left.
    public var isRightToLeft: Bool

    /// The levels of `scalars` (code points); `rightToLeft` forces the base direction, nil
    /// takes it from the first strong character (left-to-right when there is none).
    public init(_ scalars: [UInt32], rightToLeft: Bool? = nil) {
        if rightToLeft != true, !scalars.contains(where: BidiParagraph.mayBeRightToLeft) {
            levels = [UInt8](repeating: 0, count: scalars.count)
            isRightToLeft = false
            return
        }
        var out = [UInt8](repeating: 0, count: scalars.count)
        let base: Int32 = rightToLeft.map { $0 ? 2 : 1 } ?? 0
        let resolved = scalars.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { l in
                vr_fribidi_levels(s.baseAddress, Int32(s.count), base, l.baseAddress)
            }
        }
        if resolved < 0 {   // FriBidi failed (out of memory): lay out left to right
            levels = [UInt8](repeating: rightToLeft == true ? 1 : 0, count: scalars.count)
            isRightToLeft = rightToLeft == true
        } else {
            levels = out
            isRightToLeft = resolved == 1
        }
    }

    /// True for code points of right-to-left scripts and the explicit bidi controls: text
    /// without any of them has only level 0.
    static func mayBeRightToLeft(_ v: UInt32) -> Bool {
        (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
            || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
            || v == 0x200F || v == 0x061C || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// The visual order of runs with `levels` (rule L2): from the highest level down to the
    /// lowest odd one, every maximal sequence at that level or above is reversed. Returns the
    /// run indices left to right.
    public static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let high = levels.max(), let low = levels.min(), high > 0 else { return order }
        let lowestOdd = low | 1
        guard high >= lowestOdd else { return order }
        var level = high
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j < order.count, levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            level -= 1
        }
        return order
    }
}
