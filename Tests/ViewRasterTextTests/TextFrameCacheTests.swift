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

    /// Keys the hash does not tell apart (the same text and size, another color or weight)
    /// are kept side by side: each finds its own frame, and none is made twice.
    @Test func keysOfOneHashKeepTheirOwnFrames() {
        let cache = TextFrameCache(capacity: 8)
        let plain = TextLayout(runs: [AttributedRun(text: "00:04.5", font: font, color: .black)], font: font)
        let red = TextLayout(runs: [AttributedRun(text: "00:04.5", font: font, color: .red)], font: font)
        let bold = TextLayout(runs: [AttributedRun(text: "00:04.5", font: .systemFont(ofSize: 17, weight: .bold))], font: font)
        func key(_ l: TextLayout) -> TextFrameCache.Key { .init(layout: l, width: nil, maxHeight: nil, registrations: 0) }
        #expect(key(plain).hashValue == key(red).hashValue && key(plain).hashValue == key(bold).hashValue)
        var made: [String] = []
        func frame(_ name: String, _ l: TextLayout) -> TextFrame {
            cache.frame(key(l)) { made.append(name); return l.layOutFrame(width: nil, maxHeight: nil) }
        }
        for (name, l) in [("plain", plain), ("red", red), ("bold", bold), ("plain", plain), ("bold", bold), ("red", red)] {
            #expect(frame(name, l) == l.layOutFrame(width: nil, maxHeight: nil), "\(name)")
        }
        #expect(made == ["plain", "red", "bold"])
        // A frame's segments carry their run's font and color: a bucket's entries are not
        // handed out for each other.
        let frames = [frame("plain", plain), frame("red", red), frame("bold", bold)]
        #expect(frames[0] != frames[1] && frames[0] != frames[2] && frames[1] != frames[2])
        #expect(made == ["plain", "red", "bold"])
    }

    /// The key compares every input of a frame: a layout that differs in any one field (each
    /// run attribute, the layout's modes, the font) is another key, an equal one the same key
    /// with the same hash.
    @Test func everyFieldOfALayoutIsPartOfTheKey() {
        func key(_ l: TextLayout) -> TextFrameCache.Key { .init(layout: l, width: 100, maxHeight: nil, registrations: 0) }
        var run = AttributedRun(text: "12:34.5", font: font, color: .black)
        let base = TextLayout(runs: [run, AttributedRun(text: " left", font: font)], font: font)
        #expect(key(base) == key(TextLayout(runs: base.runs, font: font)))
        #expect(key(base).hashValue == key(TextLayout(runs: base.runs, font: font)).hashValue)
        var variants: [TextLayout] = []
        func withRun(_ change: (inout AttributedRun) -> Void) {
            var r = run; change(&r); variants.append(TextLayout(runs: [r, base.runs[1]], font: font))
        }
        withRun { $0.text = "12:34.6" }
        withRun { $0.text = "12:34.5 " }
        withRun { $0.font = .systemFont(ofSize: 17, weight: .bold) }
        withRun { $0.font = .systemFont(ofSize: 18) }
        withRun { $0.color = .red }
        withRun { $0.color = nil }
        withRun { $0.backgroundColor = .red }
        withRun { $0.kern = 1 }
        withRun { $0.underlineStyle = .single }
        withRun { $0.underlineColor = .blue }
        withRun { $0.strikethroughStyle = .single }
        withRun { $0.strikethroughColor = .blue }
        withRun { $0.paragraph = ParagraphAttributes() }
        variants.append(TextLayout(runs: [run], font: font))
        variants.append(TextLayout(runs: base.runs, font: .systemFont(ofSize: 12)))
        variants.append(TextLayout(runs: base.runs, font: font, numberOfLines: 2))
        variants.append(TextLayout(runs: base.runs, font: font, lineBreakMode: .byClipping))
        variants.append(TextLayout(runs: base.runs, font: font, alignment: .center))
        for v in variants {
            #expect(key(v) != key(base), "\(v)")
            #expect(key(v) == key(v))
        }
        #expect(key(base) != .init(layout: base, width: 101, maxHeight: nil, registrations: 0))
        #expect(key(base) != .init(layout: base, width: 100, maxHeight: 40, registrations: 0))
        run.text = ""
        #expect(key(TextLayout(runs: [run], font: font)) == key(TextLayout(runs: [run], font: font)))
    }

    /// `AttributedRun.identical` names every stored property of a run and
    /// `TextFrameCache.Key.==` every one of a layout: a property added to either must be added
    /// there too (this count fails until it is).
    @Test func theKeyComparisonNamesEveryStoredProperty() {
        #expect(Mirror(reflecting: AttributedRun(text: "a", font: font)).children.count == 10)
        #expect(Mirror(reflecting: TextLayout(text: "a", font: font)).children.count == 5)
    }
}
