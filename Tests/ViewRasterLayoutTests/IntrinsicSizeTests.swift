import Foundation
import Testing
import ViewRasterLayout

@Suite struct IntrinsicSizeTests {
    /// Two labels in a row between the container edges: [a][b] with 8pt gaps.
    func row(width: CGFloat, a: TestItem, b: TestItem) -> TestItem {
        let root = TestItem.root(width, 40)
        root.add(a, b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return root
    }

    @Test func lowerHuggingStretches() {
        let a = TestItem("a"), b = TestItem("b")
        a.intrinsic = CGSize(width: 50, height: 20)
        b.intrinsic = CGSize(width: 60, height: 20)
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        let root = row(width: 300, a: a, b: b)
        root.solveLayout()
        // 300 - 24 = 276; a hugs more (251 > 250) → keeps 50, b takes 226
        #expect(a.frame == rect(8, 0, 50, 20))
        #expect(b.frame == rect(66, 0, 226, 20))
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)
        b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.solveLayout()
        #expect(a.frame == rect(8, 0, 216, 20))
        #expect(b.frame == rect(232, 0, 60, 20))
    }

    @Test func equalHuggingIsAmbiguous() {
        let a = TestItem("a"), b = TestItem("b")
        a.intrinsic = CGSize(width: 50, height: 20)
        b.intrinsic = CGSize(width: 60, height: 20)
        let root = row(width: 300, a: a, b: b)
        root.solveLayout()
        #expect(a.hasAmbiguousLayout)
        #expect(root.layoutEngine.ambiguousAttributes(of: a) == ["width"])
        #expect(root.layoutEngine.ambiguousAttributes(of: b).contains("minX"))
        let report = root.layoutEngine.ambiguityReport()
        #expect(report?.contains("a: ambiguous width") == true)
        // The check does not move anything.
        let before = (a.frame, b.frame)
        root.solveLayout()
        #expect(a.frame == before.0 && b.frame == before.1)
    }

    @Test func compressionResistanceDecidesWhoShrinks() {
        let a = TestItem("a"), b = TestItem("b")
        a.intrinsic = CGSize(width: 100, height: 20)
        b.intrinsic = CGSize(width: 100, height: 20)
        b.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        let root = row(width: 180, a: a, b: b) // 156 available, 200 wanted
        root.solveLayout()
        #expect(b.frame.width == 100)
        #expect(a.frame.width == 56)
        // Compression (750) beats hugging (250): with room to spare both hug; a stretches first
        // only when hugging is lower.
        b.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        root.solveLayout()
        #expect(a.frame.width == 100 && b.frame.width == 56)
    }

    @Test func invalidationRereadsIntrinsicSize() {
        let root = TestItem.root(300, 100)
        let a = TestItem("a")
        a.intrinsic = CGSize(width: 40, height: 10)
        root.add(a)
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   a.topAnchor.constraint(equalTo: root.topAnchor)])
        root.solveLayout()
        #expect(a.frame == rect(0, 0, 40, 10))
        a.intrinsic = CGSize(width: 70, height: 15)
        root.solveLayout()
        #expect(a.frame == rect(0, 0, 40, 10)) // not invalidated yet: the cached size is used
        a.invalidateIntrinsicContentSize()
        root.solveLayout()
        #expect(a.frame == rect(0, 0, 70, 15))
    }

    @Test func noIntrinsicMetricOnOneAxis() {
        let root = TestItem.root(300, 100)
        let a = TestItem("a")
        a.intrinsic = CGSize(width: TestItem.noIntrinsicMetric, height: 24)
        root.add(a)
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   a.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                   a.topAnchor.constraint(equalTo: root.topAnchor)])
        root.solveLayout()
        #expect(a.frame == rect(0, 0, 300, 24))
        #expect(root.layoutEngine.ambiguousItems().isEmpty)
    }

    @Test func systemLayoutSizeFitting() {
        let card = TestItem("card")
        let title = TestItem("title"), body = TestItem("body")
        title.intrinsic = CGSize(width: 120, height: 20)
        body.intrinsic = CGSize(width: 200, height: 50)
        card.add(title, body)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 5),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        #expect(card.systemLayoutSizeFitting(LayoutFittingCompressedSize) == CGSize(width: 220, height: 95))
        // A required width: body stretches to 280; height stays compressed.
        let wide = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 95))
        // A leaf with only an intrinsic size fits to it.
        #expect(title.systemLayoutSizeFitting(LayoutFittingExpandedSize) == CGSize(width: 120, height: 20))
    }
}
