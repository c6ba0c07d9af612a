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

        static func == (a: Key, b: Key) -> Bool {
            a.width == b.width && a.maxHeight == b.maxHeight && a.registrations == b.registrations && a.layout == b.layout
                && a.layout.runs.indices.allSatisfy { a.layout.runs[$0].text.utf8.elementsEqual(b.layout.runs[$0].text.utf8) }
        }

        /// Hashes a part of what `==` compares (equal keys still hash alike): the runs' texts
        /// and point sizes and the line limit tell a screen's texts apart; hashing the whole
        /// layout (every run's font face, colors, paragraph) cost ≈ 4,000 instructions a lookup.
        func hash(into hasher: inout Hasher) {
            hasher.combine(layout.runs.count)
            for run in layout.runs {
                hasher.combine(run.text)
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
