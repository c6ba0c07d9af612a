import Testing
@testable import ViewRasterViews

/// Text styles take Apple's Dynamic Type sizes for the traits' content size category.
@MainActor
struct DynamicTypeTests {
    /// A body label laid out on a stage of `category`.
    func bodyLabel(_ category: ContentSizeCategory, adjusts: Bool = false) -> (Label, Stage) {
        let stage = Stage(.frame, scale: 2, traits: TraitCollection(preferredContentSizeCategory: category))
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let l = Label()
        l.font = .preferredFont(forTextStyle: .body)
        l.adjustsFontForContentSizeCategory = adjusts
        l.text = "Hello"
        l.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(l)
        l.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        l.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        stage.mount(root)
        stage.layout()
        return (l, stage)
    }

    /// Body is 14, 15, 16, 17, 19, 21, 23 pt from extraSmall to extraExtraExtraLarge, then 28,
    /// 33, 40, 47, 53 pt; the label is as tall as a fixed label of that size.
    @Test func bodyLabelHeightsPerCategory() {
        let expected: [(ContentSizeCategory, CGFloat)] = [
            (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19), (.extraExtraLarge, 21),
            (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28), (.accessibilityLarge, 33), (.accessibilityExtraLarge, 40),
            (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
        ]
        var last: CGFloat = 0
        for (category, size) in expected {
            let (l, _) = bodyLabel(category)
            #expect(l.font.pointSize == size, "\(category.name)")
            let fixed = Label()
            fixed.font = .systemFont(ofSize: size)
            fixed.text = "Hello"
            #expect(l.intrinsicContentSize.height == fixed.intrinsicContentSize.height, "\(category.name)")
            #expect(abs(l.frame.height - fixed.intrinsicContentSize.height) <= 0.5, "\(category.name): laid out at its text's height")
            #expect(l.frame.height > last, "\(category.name) taller than the one before")
            last = l.frame.height
        }
    }

    @Test func otherStylesFollowTheirOwnRows() {
        let ax5 = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(Font.preferredFont(forTextStyle: .largeTitle, compatibleWith: ax5).pointSize == 60)
        #expect(Font.preferredFont(forTextStyle: .caption2, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 11)
        #expect(Font.preferredFont(forTextStyle: .footnote, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraLarge)).pointSize == 15)
        #expect(Font.preferredFont(forTextStyle: .headline, compatibleWith: ax5).pointSize == 53)
        #expect(Font.preferredFont(forTextStyle: .title1, compatibleWith: nil).pointSize == 28)
    }

    /// A label that adjusts follows a category change; one that does not keeps its first size.
    @Test func adjustsFontForContentSizeCategory() {
        let (fixed, s1) = bodyLabel(.large)
        let (adjusting, s2) = bodyLabel(.large, adjusts: true)
        s1.traits = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        s2.traits = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        s1.layout(); s2.layout()
        #expect(fixed.font.pointSize == 17)
        #expect(adjusting.font.pointSize == 40)
        #expect(adjusting.frame.height > fixed.frame.height)
    }

    @Test func fontMetricsScaleCustomFontsAndValues() {
        let xxxl = TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let metrics = FontMetrics(forTextStyle: .body)
        // Body grows 17 → 23 at extraExtraExtraLarge: 20 pt × 23/17 = 27.06, rounded to 27.
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 20), compatibleWith: xxxl).pointSize == 27)
        #expect(abs(metrics.scaledValue(for: 17, compatibleWith: xxxl) - 23) < 1e-9)
        #expect(FontMetrics.default.scaledValue(for: 10, compatibleWith: TraitCollection(preferredContentSizeCategory: .large)) == 10)
        // A scaled custom font in an adjusting label follows the label's category.
        let stage = Stage(.frame, scale: 2, traits: TraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        let l = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        l.adjustsFontForContentSizeCategory = true
        l.font = metrics.scaledFont(for: .systemFont(ofSize: 34), compatibleWith: TraitCollection(preferredContentSizeCategory: .large))
        l.text = "Big"
        stage.mount(l); stage.layout()
        #expect(l.font.pointSize == 56)   // 34 × 28/17
    }

    @Test func categoryNames() {
        #expect(ContentSizeCategory(name: "accessibilityExtraExtraLarge") == .accessibilityExtraExtraLarge)
        #expect(ContentSizeCategory(name: "AX5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}
