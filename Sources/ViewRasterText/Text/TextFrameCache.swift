import Foundation

/// Laid-out frames by layout (text, fonts, attributes, line limit, modes) and size, per process:
/// a label is measured for Auto Layout and laid out again to draw, a button's title is sized
/// by several callers, and a snapshot test builds the same screen again; line breaking and
/// shaping run once for each. `TextLayout.frame` is a pure function of these inputs, so a hit
/// gives the same frame a fresh layout would. Bounded (cleared when full); thread-safe.
final class TextFrameCache: @unchecked Sendable {
    /// The process's cache.
    static let shared = TextFrameCache()

    /// What a frame depends on. Texts are compared by their UTF-8 bytes, not only as `String`s
    /// (which are equal when canonically equivalent: "é" precomposed or as e + U+0301, which
    /// shape to different glyphs).
    struct Key: Hashable {
        var layout: TextLayout
        var width: CGFloat?
        var maxHeight: CGFloat?
        /// `FontRegistry.shared.registrationCount` when the frame was made: a font registered
        /// later can change the face a name resolves to, so frames made before it are not reused.
        var registrations: Int = FontRegistry.shared.registrationCount

        /// Every input compared in place, cheapest first: the scalars, then each run field by
        /// field (`AttributedRun.identical`) read through the arrays' buffers. The
        /// synthesized `TextLayout ==` copied each run out of its array and compared the texts
        /// as `String`s before their bytes (≈ 1,800 instructions a hit); equal UTF-8 bytes are
        /// equal strings, so this is the same relation.
        static func == (a: Key, b: Key) -> Bool {
            guard a.width == b.width, a.maxHeight == b.maxHeight, a.registrations == b.registrations,
                  a.layout.numberOfLines == b.layout.numberOfLines, a.layout.lineBreakMode == b.layout.lineBreakMode,
                  a.layout.alignment == b.layout.alignment, a.layout.runs.count == b.layout.runs.count,
                  a.layout.font == b.layout.font else { return false }
            return a.layout.runs.withUnsafeBufferPointer { ra in
                b.layout.runs.withUnsafeBufferPointer { rb in
                    guard let pa = ra.baseAddress, let pb = rb.baseAddress else { return true }
                    for i in 0..<ra.count where !AttributedRun.identical(pa + i, pb + i) { return false }
                    return true
                }
            }
        }

        /// Hashes a part of what `==` compares (equal keys still hash alike): the runs' texts
        /// (their UTF-8 bytes, which `==` compares) and point sizes and the line limit tell a
        /// screen's texts apart; hashing the whole layout (every run's font face, colors,
        /// paragraph) cost ≈ 4,000 instructions a lookup, a `String`'s own hash (which
        /// normalizes) ≈ 300 a run.
        func hash(into hasher: inout Hasher) {
            hasher.combine(layout.runs.count)
            for run in layout.runs {
                AttributedRun.hashUTF8(of: run.text, into: &hasher)
                hasher.combine(run.font.pointSize)
            }
            hasher.combine(layout.numberOfLines)
            hasher.combine(width)
            hasher.combine(maxHeight)
            hasher.combine(registrations)
        }
    }

    /// Most frames kept; the cache starts over when it holds this many.
    let capacity: Int
    private let lock = NSLock()
    private var frames: [Key: TextFrame] = [:]

    init(capacity: Int = 2048) { self.capacity = capacity }

    /// The cached frame for `key`, else `make()`'s (then kept).
    func frame(_ key: Key, _ make: () -> TextFrame) -> TextFrame {
        lock.lock()
        if let f = frames[key] { lock.unlock(); return f }
        lock.unlock()
        let f = make()
        lock.lock()
        if frames.count >= capacity { frames.removeAll(keepingCapacity: true) }
        frames[key] = f
        lock.unlock()
        return f
    }
}
