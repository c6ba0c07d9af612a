import Foundation
import Testing
import ViewRasterLayout

/// Every attribute of the general initializer, read off a known item by pinning a zero-size
/// probe item to it: a = (10, 20, 30, 40), margins top 1 left 2 bottom 3 right 4, baselines at
/// 15 (first) and 35 (last) from the top.
@Suite struct AttributeTests {
    static let cases: [(LayoutAttribute, CGFloat, CGFloat)] = [
        // attribute, value left-to-right, value right-to-left
        (.left, 10, 10), (.right, 40, 40), (.top, 20, 20), (.bottom, 60, 60),
        (.leading, 10, 40), (.trailing, 40, 10), (.width, 30, 30), (.height, 40, 40),
        (.centerX, 25, 25), (.centerY, 40, 40), (.firstBaseline, 35, 35), (.lastBaseline, 55, 55),
        (.leftMargin, 12, 12), (.rightMargin, 36, 36), (.topMargin, 21, 21), (.bottomMargin, 57, 57),
        (.leadingMargin, 12, 36), (.trailingMargin, 36, 12),
        (.centerXWithinMargins, 24, 24), (.centerYWithinMargins, 39, 39),
    ]

    func measure(_ attribute: LayoutAttribute, direction: LayoutDirection) -> CGFloat? {
        let root = TestItem.root(100, 100)
        root.layoutStorage.layoutDirection = direction
        let a = TestItem("a"), p = TestItem("probe")
        a.layoutMargins = LayoutInsets(top: 1, left: 2, bottom: 3, right: 4)
        a.baselines = (15, 35)
        root.add(a, p)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 40),
        ])
        let probeAttribute: LayoutAttribute
        switch attribute {
        case .width, .height: probeAttribute = .width
        case .leading, .trailing, .leadingMargin, .trailingMargin: probeAttribute = .leading
        default: probeAttribute = attribute.axis == .horizontal ? .left : .top
        }
        let pin = LayoutConstraint(item: p, attribute: probeAttribute, relatedBy: .equal, toItem: a, attribute: attribute,
                                   multiplier: 1, constant: 0)
        guard (try? pin.activate()) != nil else { return nil }
        var rest = [p.heightAnchor.constraint(equalToConstant: 0)]
        switch probeAttribute {
        case .width: rest += [p.leftAnchor.constraint(equalTo: root.leftAnchor), p.topAnchor.constraint(equalTo: root.topAnchor)]
        case .top: rest += [p.leftAnchor.constraint(equalTo: root.leftAnchor), p.widthAnchor.constraint(equalToConstant: 0)]
        default: rest += [p.topAnchor.constraint(equalTo: root.topAnchor), p.widthAnchor.constraint(equalToConstant: 0)]
        }
        LayoutConstraint.activate(rest)
        root.solveLayout()
        guard root.diagnostics.isEmpty, !p.hasAmbiguousLayout else { return nil }
        switch probeAttribute {
        case .width: return p.frame.width
        case .top: return p.frame.minY
        default: return p.frame.minX
        }
    }

    @Test(arguments: cases)
    func attributeValue(attribute: LayoutAttribute, ltr: CGFloat, rtl: CGFloat) {
        #expect(measure(attribute, direction: .leftToRight) == ltr)
        #expect(measure(attribute, direction: .rightToLeft) == rtl)
    }

    @Test func notAnAttributeIsRejectedAsFirst() {
        let a = TestItem("a")
        let c = LayoutConstraint(item: a, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                 multiplier: 1, constant: 1)
        #expect(throws: LayoutError.self) { try c.validate() }
    }

    @Test func dimensionAnchorForms() {
        let root = TestItem.root(200, 200)
        let a = TestItem("a"), b = TestItem("b")
        root.add(a, b)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leftAnchor.constraint(equalTo: root.leftAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 60),
            a.heightAnchor.constraint(greaterThanOrEqualToConstant: 30), a.heightAnchor.constraint(lessThanOrEqualToConstant: 30),
            b.widthAnchor.constraint(lessThanOrEqualTo: a.widthAnchor, multiplier: 0.5, constant: 5),
            b.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 0.5, constant: 5),
            b.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 1.5),
        ])
        root.solveLayout()
        #expect(a.frame == rect(0, 0, 60, 30))
        #expect(b.frame == rect(0, 0, 35, 90))
        #expect(root.layoutEngine.ambiguousItems().isEmpty)
    }
}
