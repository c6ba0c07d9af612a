import Testing
import Foundation
import ViewRasterDisplayList
@testable import ViewRasterText

/// Laid-out frames are cached per process; a cached frame is the one a fresh layout gives, and
/// texts that are only canonically equivalent are not confused.
@Suite struct TextFrameCacheTests {
    let font = Font.systemFont(ofSize: 17)

    @Test func aCachedFrameIsTheFreshLayout() {
        let layout = TextLayout(text: "The quick brown fox jumps over the lazy dog", font: font, numberOfLines: 0,
                                lineBreakMode: .byWordWrapping)
        let first = layout.frame(width: 120)
        let again = layout.frame(width: 120)
        let fresh = layout.layOutFrame(width: 120, maxHeight: nil)
        #expect(first == fresh && again == fresh)
        // Another width is another frame: 120 pt wraps the sentence, 2,000 pt does not.
        #expect(layout.frame(width: 2000).lines.count == 1 && fresh.lines.count > 1)
    }

    @Test func canonicallyEquivalentTextsAreDifferentKeys() {
        let composed = TextLayout(text: "caf\u{E9}", font: font)
        let decomposed = TextLayout(text: "cafe\u{301}", font: font)
        #expect(composed == decomposed) // String equality is canonical
        let a = TextFrameCache.Key(layout: composed, width: nil, maxHeight: nil, registrations: 0)
        let b = TextFrameCache.Key(layout: decomposed, width: nil, maxHeight: nil, registrations: 0)
        #expect(a != b)
        #expect(a == TextFrameCache.Key(layout: TextLayout(text: "caf\u{E9}", font: font), width: nil, maxHeight: nil, registrations: 0))
        #expect(composed.frame(width: nil) == composed.layOutFrame(width: nil, maxHeight: nil))
        #expect(decomposed.frame(width: nil) == decomposed.layOutFrame(width: nil, maxHeight: nil))
    }

    @Test func aFontRegisteredLaterIsAnotherKey() {
        // A registration can change the face a font name resolves to: frames made before it
        // are not reused after it.
        let layout = TextLayout(text: "Hi", font: font)
        let before = TextFrameCache.Key(layout: layout, width: nil, maxHeight: nil, registrations: 3)
        #expect(before != TextFrameCache.Key(layout: layout, width: nil, maxHeight: nil, registrations: 4))
        #expect(before == TextFrameCache.Key(layout: layout, width: nil, maxHeight: nil, registrations: 3))
    }

    @Test func aFullCacheStartsOver() {
        let cache = TextFrameCache(capacity: 2)
        var made = 0
        func frame(_ text: String) -> TextFrame {
            let layout = TextLayout(text: text, font: font)
            return cache.frame(.init(layout: layout, width: nil, maxHeight: nil)) { made += 1; return layout.layOutFrame(width: nil, maxHeight: nil) }
        }
        _ = frame("a"); _ = frame("b"); _ = frame("a")
        #expect(made == 2)
        _ = frame("c"); _ = frame("a")
        #expect(made == 4)
    }
}
