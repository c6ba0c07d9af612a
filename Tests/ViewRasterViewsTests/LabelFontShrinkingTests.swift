import Testing
import Foundation
@testable import ViewRasterViews

/// UILabel's `adjustsFontSizeToFitWidth`: the font shrinks to the largest size at which the
/// text fits, never below `minimumScaleFactor` × the font's size (or `minimumFontSize`), then
/// the text truncates; the intrinsic size stays the unshrunk text's.
@MainActor
struct LabelFontShrinkingTests {
    let font = Font.systemFont(ofSize: 20)
    let text = "Shrink to fit me"

    /// The glyph runs `view` draws (laid out at its frame, which starts at the origin).
    func runs(_ view: View) -> [GlyphRun] {
        view.displayList(scale: 2).ops.compactMap { op -> GlyphRun? in
            if case .glyphs(let run) = op { return run }
            return nil
        }
    }
    func label(width: CGFloat, height: CGFloat = 40, factor: CGFloat = 0.5) -> Label {
        let l = Label(frame: CGRect(x: 0, y: 0, width: width, height: height))
        l.font = font
        l.text = text
        l.adjustsFontSizeToFitWidth = true
        l.minimumScaleFactor = factor
        return l
    }
    func width(_ s: String, _ size: CGFloat) -> CGFloat { font.withSize(size).width(of: s) }

    @Test func aSingleLineShrinksToTheLargestSizeThatFits() throws {
        // The text's width at 15 pt: it shrinks to about 15 pt (not to three quarters of the
        // 20 pt width: SF's display sizes, 20 pt and up, are spaced tighter than its text sizes).
        let w = width(text, 15).rounded()
        let l = label(width: w)
        let drawn = try #require(runs(l).first)
        #expect(runs(l).count == 1)
        #expect(drawn.size < 20 && drawn.size >= 10)
        #expect(abs(drawn.size - 15) < 0.5)
        // The largest size that fits: the whole line fits at it, not 0.05 pt larger.
        #expect(width(text, drawn.size) <= w + 1e-4)
        #expect(width(text, drawn.size + 0.05) > w)
        // Every glyph of the text is drawn: no ellipsis.
        #expect(drawn.glyphs.map(\.id) == font.shape(text).map(\.id))
        // The intrinsic size is the unshrunk text's (on the @2x pixel grid of a bare view's stage).
        #expect(l.intrinsicContentSize == TextLayout(text: text, font: font, lineBreakMode: .byWordWrapping).intrinsicSize(scale: 2))
    }

    @Test func itNeverShrinksBelowTheFactorAndThenTruncates() throws {
        let w = (width(text, 20) * 0.3).rounded()
        let l = label(width: w)
        let drawn = try #require(runs(l).first)
        #expect(drawn.size == 10)
        let shown = TextLayout(text: text, font: font.withSize(10)).frame(width: w).lines[0].text
        #expect(shown.hasSuffix("…"))
        #expect(drawn.glyphs.map(\.id) == font.withSize(10).shape(shown).map(\.id))
    }

    @Test func minimumFontSizeIsTheFloorWhenTheFactorIsZero() throws {
        let w = (width(text, 20) * 0.3).rounded()
        let l = label(width: w, factor: 0)
        l.minimumFontSize = 12
        #expect(try #require(runs(l).first).size == 12)
        // Neither a factor nor a minimum size: UIKit keeps the font's size.
        l.minimumFontSize = 0
        #expect(try #require(runs(l).first).size == 20)
    }

    @Test func textThatFitsAndLabelsThatDoNotAdjustKeepTheirSize() throws {
        let fits = label(width: width(text, 20) + 2)
        #expect(try #require(runs(fits).first).size == 20)
        let fixed = label(width: 60)
        fixed.adjustsFontSizeToFitWidth = false
        #expect(try #require(runs(fixed).first).size == 20)
    }

    /// Where the shrunk line sits in a 40 pt tall label, against the unshrunk line centered in it.
    @Test(arguments: [BaselineAdjustment.alignBaselines, .alignCenters, .none])
    func baselineAdjustmentPlacesTheShrunkLine(_ adjustment: BaselineAdjustment) throws {
        let l = label(width: (width(text, 20) * 0.75).rounded())
        l.baselineAdjustment = adjustment
        let drawn = try #require(runs(l).first)
        let small = font.withSize(drawn.size)
        let top = (40 - font.lineHeight) / 2          // the unshrunk line's top
        let expected: CGFloat
        switch adjustment {
        case .alignBaselines: expected = top + font.ascender
        case .alignCenters: expected = (40 - small.lineHeight) / 2 + small.ascender
        case .none: expected = top + small.ascender
        }
        #expect(drawn.glyphs.allSatisfy { abs($0.y - expected) < 1e-6 }, "\(adjustment)")
    }

    @Test func aMultiLineLabelShrinksUntilItsLinesFit() throws {
        let words = "The quick brown fox jumps over the lazy dog"
        let l = Label(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
        l.font = font
        l.text = words
        l.numberOfLines = 2
        l.lineBreakMode = .byTruncatingTail
        l.adjustsFontSizeToFitWidth = true
        l.minimumScaleFactor = 0.25
        // At 20 pt the words need more than two lines of 150 pt.
        #expect(TextLayout(text: words, font: font, numberOfLines: 0).frame(width: 150).lines.count > 2)
        let drawn = runs(l)
        let size = try #require(drawn.first?.size)
        #expect(size < 20 && size >= 5)
        let shrunk = TextLayout(text: words, font: font.withSize(size), numberOfLines: 0).frame(width: 150)
        #expect(shrunk.lines.count == 2)
        // Every glyph is drawn (no ellipsis), on two baselines.
        #expect(drawn.flatMap(\.glyphs).count == shrunk.lines.flatMap(\.segments).flatMap(\.glyphs).count)
        #expect(Set(drawn.flatMap(\.glyphs).map(\.y)).count == 2)
        // 0.05 pt larger the words need a third line.
        #expect(TextLayout(text: words, font: font.withSize(size + 0.05), numberOfLines: 0).frame(width: 150).lines.count > 2)
    }

    @Test func aTextFieldShrinksToItsMinimumFontSize() throws {
        // 40% of the text's width at 20 pt: under the 55% it takes at 11 pt.
        let field = TextField(frame: CGRect(x: 0, y: 0, width: (width(text, 20) * 0.4).rounded(), height: 30))
        field.font = font
        field.text = text
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 11
        let size = try #require(runs(field).first?.size)
        #expect(size == 11)
        field.text = "Fit"
        #expect(try #require(runs(field).first?.size) == 20)
    }
}
