import Foundation
import Testing
@testable import ViewRasterViews

/// Attributed text under Dynamic Type, as UIKit: with `adjustsFontForContentSizeCategory` a
/// label, button, text field or text view rescales the runs of its attributed text whose
/// fonts are text-style (`preferredFont(forTextStyle:)`) or `FontMetrics`-scaled fonts when
/// the category changes; runs with fixed fonts keep their size, and without the flag the runs
/// keep the size of the first layout's category.
@MainActor
struct AttributedDynamicTypeTests {
    /// "Title" in the body style, then " 12 pt" in a fixed 12 pt font and " footnote" in a
    /// 20 pt font scaled like footnote.
    func attributed() -> NSAttributedString {
        let s = NSMutableAttributedString(string: "Title", attributes: [.font: Font.preferredFont(forTextStyle: .body)])
        s.append(NSAttributedString(string: " 12 pt", attributes: [.font: Font.systemFont(ofSize: 12)]))
        s.append(NSAttributedString(string: " footnote",
                                    attributes: [.font: FontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 20))]))
        return s
    }

    func sizes(_ runs: [AttributedRun]?) -> [CGFloat] { (runs ?? []).map(\.font.pointSize) }

    /// A label laid out at `large`, then moved to accessibilityExtraLarge.
    func label(adjusts: Bool) -> (Label, Stage) {
        let stage = Stage(.frame, scale: 2, traits: TraitCollection(preferredContentSizeCategory: .large))
        let l = Label(frame: CGRect(x: 0, y: 0, width: 600, height: 100))
        l.adjustsFontForContentSizeCategory = adjusts
        l.attributedText = attributed()
        stage.mount(l)
        stage.layout()
        return (l, stage)
    }

    /// accessibilityExtraLarge: body 40 pt (17 at large); footnote 33 pt (13 at large), so a
    /// 20 pt footnote-scaled font is 20 × 33 / 13 = 50.8 → 51 pt.
    @Test func anAdjustingLabelRescalesTextStyleRuns() {
        let (l, stage) = label(adjusts: true)
        #expect(sizes(l.attributedRuns) == [17, 12, 20])
        let before = l.intrinsicContentSize
        stage.traits = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        stage.layout()
        #expect(sizes(l.attributedRuns) == [40, 12, 51])
        #expect(l.intrinsicContentSize.height > before.height * 2)
        // The attributedText read back carries the rescaled fonts.
        let font = l.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? Font
        #expect(font?.pointSize == 40)
    }

    @Test func aLabelThatDoesNotAdjustKeepsItsRuns() {
        let (l, stage) = label(adjusts: false)
        stage.traits = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        stage.layout()
        #expect(sizes(l.attributedRuns) == [17, 12, 20])
    }

    /// The first layout takes the stage's category whatever the flag (a preferred font is made
    /// at the current category): at extraSmall body is 14 pt and footnote 12 (13 at large), so
    /// the footnote-scaled run is 20 × 12 / 13 = 18.46 → 18 pt.
    @Test func theFirstLayoutTakesTheCategory() {
        let stage = Stage(.frame, scale: 2, traits: TraitCollection(preferredContentSizeCategory: .extraSmall))
        let l = Label(frame: CGRect(x: 0, y: 0, width: 600, height: 100))
        l.attributedText = attributed()
        stage.mount(l)
        stage.layout()
        #expect(sizes(l.attributedRuns) == [14, 12, 18])
    }

    /// A button's attributed title, a text field's and a text view's attributed text follow the
    /// same rule (a button by its title label's flag).
    @Test func buttonsFieldsAndTextViewsRescaleToo() {
        let stage = Stage(.frame, scale: 2, traits: TraitCollection(preferredContentSizeCategory: .large))
        let root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let b = Button(type: .system)
        b.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        b.titleLabel.adjustsFontForContentSizeCategory = true
        b.setAttributedTitle(attributed(), for: .normal)
        let f = TextField(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        f.adjustsFontForContentSizeCategory = true
        f.attributedText = attributed()
        let t = TextView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        t.adjustsFontForContentSizeCategory = true
        t.attributedText = attributed()
        for v in [b, f, t] as [View] { root.addSubview(v) }
        stage.mount(root)
        stage.layout()
        let buttonBefore = b.intrinsicContentSize
        stage.traits = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        stage.layout()
        func first(_ s: NSAttributedString?) -> [CGFloat] {
            guard let s else { return [] }
            return [0, 5, 11].map { (s.attribute(.font, at: $0, effectiveRange: nil) as? Font)?.pointSize ?? 0 }
        }
        #expect(first(b.attributedTitle(for: .normal)) == [40, 12, 51])
        #expect(first(f.attributedText) == [40, 12, 51])
        #expect(first(t.attributedText) == [40, 12, 51])
        #expect(b.intrinsicContentSize.height > buttonBefore.height)
    }
}
