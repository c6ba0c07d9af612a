import Testing
import Foundation
import ViewRasterText

@Suite struct LineBreakingTests {
    let font = Font.systemFont(ofSize: 17)

    func lines(_ text: String, width: CGFloat) -> [String] {
        TextLayout(text: text, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping).frame(width: width).lines.map(\.text)
    }

    /// A negative line limit set after the layout was made means no limit, as the initializer
    /// makes it: "你好世界你好世界" at 60 pt wraps into its three lines of three ideographs.
    @Test func negativeLineLimitSetLaterMeansNoLimit() {
        var layout = TextLayout(text: "你好世界你好世界", font: font, numberOfLines: 1, lineBreakMode: .byWordWrapping)
        layout.numberOfLines = -2
        #expect(layout.numberOfLines == 0)
        #expect(layout.frame(width: 60).lines.map(\.text) == ["你好世", "界你好", "世界"])
    }

    @Test func ideographsWrapBetweenCharacters() {
        // Each ideograph is 17 pt wide: three fit in 60 pt.
        #expect(lines("你好世界你好世界", width: 60) == ["你好世", "界你好", "世界"])
    }

    @Test func cjkAfterLatinBreaksInsideTheCJKText() {
        // "Hi " then ideographs: UAX #14 allows a break between any two ideographs, so the first
        // line takes as many as fit instead of breaking at the space.
        let all = lines("Hi 你好世界", width: 60)
        #expect(all.count == 2)
        #expect(all[0].hasPrefix("Hi 你"))
        #expect(all.joined() == "Hi 你好世界")
    }

    @Test func noBreakBeforeClosingPunctuation() {
        // "。" may not start a line: the break goes before the ideograph in front of it.
        let all = lines("你好世。", width: 60)
        #expect(all == ["你好", "世。"])
    }

    @Test func kanaAndHangulWrap() {
        #expect(lines("こんにちは", width: 40).count == 3)
        // Korean breaks at spaces (between words), as UAX #14 says for Hangul with spaces too.
        #expect(lines("안녕하세요 세계", width: 100).count == 2)
    }

    @Test func latinStillBreaksAtSpacesAndHyphens() {
        #expect(lines("hello world", width: 60) == ["hello", "world"])
        #expect(lines("well-known", width: 60) == ["well-", "known"])
        // No break between a hyphen and a digit.
        #expect(lines("a -5", width: 18).first == "a")
    }
}
