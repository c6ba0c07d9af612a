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
    /// The frames by their key's hash value, each with its key (keys whose hashes are equal —
    /// the hash leaves colors, faces and paragraphs out — share a bucket). A key is hashed once
    /// a look-up and compared, in place, only with the keys of its own hash. A `[Key: TextFrame]`
    /// compared it with every key its probe met (≈ 1.9 a look-up on the timers screen, each
    /// copied out of the table first, ≈ 430 instructions a comparison).
    private var buckets: [Int: [(key: Key, frame: TextFrame)]] = [:]
    /// How many frames `buckets` holds.
    private var count = 0

    init(capacity: Int = 2048) { self.capacity = capacity }

    /// The cached frame for `key`, else `make()`'s (then kept).
    func frame(_ key: Key, _ make: () -> TextFrame) -> TextFrame {
        let hash = key.hashValue
        lock.lock()
        if let f = cached(key, hash) { lock.unlock(); return f }
        lock.unlock()
        let f = make()
        lock.lock()
        // Another thread may have kept the same key meanwhile: its frame stays (the same one).
        if cached(key, hash) == nil {
            if count >= capacity { buckets.removeAll(keepingCapacity: true); count = 0 }
            buckets[hash, default: []].append((key, f))
            count += 1
        }
        lock.unlock()
        return f
    }

    /// The frame kept for `key` (whose hash value is `hash`), nil when there is none. Call
    /// with the lock held.
    private func cached(_ key: Key, _ hash: Int) -> TextFrame? {
        guard let i = buckets.index(forKey: hash) else { return nil }
        // By index, read in place: a `for … in` would copy every entry (its key's arrays retained).
        return buckets.values[i].withUnsafeBufferPointer { entries in
            guard let base = entries.baseAddress else { return nil }
            for k in 0..<entries.count where base[k].key == key { return base[k].frame }
            return nil
        }
    }
}
