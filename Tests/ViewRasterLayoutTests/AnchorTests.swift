import Foundation
import Testing
import ViewRasterLayout

@Suite struct AnchorTests {
    @Test func containerPinnedByFourAnchors() {
        let root = TestItem.root(320, 480)
        let box = TestItem("box")
        root.add(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -30),
        ])
        root.solveLayout()
        #expect(box.frame == rect(16, 20, 288, 430))
        #expect(root.frame == rect(0, 0, 320, 480))
        #expect(!box.hasAmbiguousLayout)
        #expect(root.diagnostics.isEmpty)
    }

    @Test func everyPositionAnchorOnASmallTree() {
        let root = TestItem.root(200, 100)
        let a = TestItem("a"), b = TestItem("b"), c = TestItem("c")
        root.add(a, b, c)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 40),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            // b right of a with 8 points, same centerY, width twice a's minus 10
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2, constant: -10),
            b.heightAnchor.constraint(equalToConstant: 10),
            // c centred in root, bottom-aligned spacing
            c.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            c.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -4),
            c.widthAnchor.constraint(equalToConstant: 50),
            c.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 30),
        ])
        root.solveLayout()
        #expect(a.frame == rect(10, 5, 40, 20))
        // b: x = 58, w = 70, centerY = 15 → y = 10
        #expect(b.frame == rect(58, 10, 70, 10))
        // c: x = 100 - 25, bottom = 96, top = 20 + 30 = 50 → h = 46
        #expect(c.frame == rect(75, 50, 50, 46))
        #expect(root.layoutEngine.ambiguousItems().isEmpty)
    }

    @Test func generalInitializerWithRightAndInequalities() {
        let root = TestItem.root(300, 200)
        let a = TestItem("a")
        root.add(a)
        LayoutConstraint.activate([
            LayoutConstraint(item: a, attribute: .right, relatedBy: .equal, toItem: root, attribute: .right, multiplier: 1, constant: -20),
            LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1, constant: 0),
            LayoutConstraint(item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 60),
            LayoutConstraint(item: a, attribute: .width, relatedBy: .lessThanOrEqual, toItem: root, attribute: .width, multiplier: 0.5, constant: 0),
            LayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30),
        ])
        let prefer = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 500)
        prefer.priority = .defaultLow
        prefer.isActive = true
        root.solveLayout()
        // width wants 500 weakly, limited to 150 by the required <= half of root
        #expect(a.frame == rect(130, 100, 150, 30))
        prefer.constant = 10 // now the >= 60 bound wins
        root.solveLayout()
        #expect(a.frame == rect(220, 100, 60, 30))
    }

    @Test func baselineAnchors() {
        let root = TestItem.root(300, 200)
        let label = TestItem("label"), other = TestItem("other")
        label.intrinsic = CGSize(width: 80, height: 20)
        label.baselines = (16, 16)
        root.add(label, other)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            other.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            other.widthAnchor.constraint(equalToConstant: 10),
            other.heightAnchor.constraint(equalToConstant: 40),
            // other has no baseline → its bottom is its baseline
            other.lastBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        root.solveLayout()
        #expect(label.frame == rect(0, 10, 80, 20))
        #expect(other.frame == rect(80, -14, 10, 40)) // bottom at 26 = 10 + 16
        label.baselines = (12, 12)
        label.invalidateIntrinsicContentSize()
        root.solveLayout()
        #expect(other.frame == rect(80, -18, 10, 40))
    }

    @Test func marginsAndWithinMargins() {
        let root = TestItem.root(200, 100)
        root.layoutMargins = LayoutInsets(top: 10, left: 20, bottom: 5, right: 15)
        let a = TestItem("a"), b = TestItem("b")
        root.add(a, b)
        LayoutConstraint.activate([
            LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
            LayoutConstraint(item: a, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin, multiplier: 1, constant: 0),
            LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
            a.heightAnchor.constraint(equalToConstant: 10),
            LayoutConstraint(item: b, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            LayoutConstraint(item: b, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
            b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.solveLayout()
        #expect(a.frame == rect(20, 10, 165, 10))
        // margins box: x 20...185 (centre 102.5), y 10...95 (centre 52.5)
        #expect(b.frame == rect(98, 48, 10, 10)) // 97.5 and 47.5 snap away from zero
        #expect(root.layoutMarginsGuide.layoutFrame == rect(20, 10, 165, 85))
        // Margins changes follow.
        root.layoutMargins = LayoutInsets(all: 0)
        root.solveLayout()
        #expect(a.frame == rect(0, 0, 200, 10))
        let c = TestItem("c")
        root.add(c)
        LayoutConstraint.activate([
            c.leftAnchor.constraint(equalTo: root.layoutMarginsGuide.leftAnchor),
            LayoutConstraint(item: c, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1, constant: 0),
            c.widthAnchor.constraint(equalToConstant: 5), c.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutMargins = LayoutInsets(top: 0, left: 7, bottom: 9, right: 0)
        root.solveLayout()
        #expect(c.frame == rect(7, 86, 5, 5))
    }

    @Test func safeAreaGuide() {
        let root = TestItem.root(100, 200)
        root.safeInsets = LayoutInsets(top: 44, left: 0, bottom: 34, right: 0)
        let a = TestItem("a")
        root.add(a)
        let g = root.safeAreaLayoutGuide
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: g.topAnchor), a.bottomAnchor.constraint(equalTo: g.bottomAnchor),
            a.leadingAnchor.constraint(equalTo: g.leadingAnchor), a.trailingAnchor.constraint(equalTo: g.trailingAnchor),
        ])
        root.solveLayout()
        #expect(a.frame == rect(0, 44, 100, 122))
    }

    @Test func userLayoutGuideSpacing() {
        let root = TestItem.root(300, 50)
        let a = TestItem("a"), b = TestItem("b")
        root.add(a, b)
        let gap = LayoutGuide()
        root.addLayoutGuide(gap)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor), b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gap.widthAnchor.constraint(equalTo: b.widthAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
        ] + [a, b].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 50)] })
        root.solveLayout()
        #expect(b.frame == rect(200, 0, 100, 50))
        #expect(gap.layoutFrame == rect(100, 0, 100, 1))
    }

    @Test func rightToLeftSwapsLeadingAndTrailing() {
        let root = TestItem.root(200, 100)
        root.layoutStorage.layoutDirection = .rightToLeft
        let a = TestItem("a"), b = TestItem("b")
        root.add(a, b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.widthAnchor.constraint(equalToConstant: 30),
            // left/right stay absolute
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.solveLayout()
        // leading = right edge, constants measured leftwards
        #expect(a.frame == rect(140, 0, 50, 10))
        #expect(b.frame == rect(105, 0, 30, 10))
        root.layoutStorage.layoutDirection = .leftToRight
        root.solveLayout()
        #expect(a.frame == rect(10, 0, 50, 10))
        #expect(b.frame == rect(65, 0, 30, 10))
    }

    @Test func nestedItemsGetFramesInSuperitemCoordinates() {
        let root = TestItem.root(400, 400)
        let outer = TestItem("outer"), inner = TestItem("inner")
        root.add(outer)
        outer.add(inner)
        LayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            outer.widthAnchor.constraint(equalToConstant: 200), outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 20),
            // a cross-level constraint, installed on root
            inner.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -300),
            inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
        ])
        // Installed on the nearest common ancestor (an item itself for constant-only ones).
        #expect(outer.constraints.count == 5)
        #expect(root.constraints.count == 3)
        root.solveLayout()
        #expect(outer.frame == rect(50, 60, 200, 100))
        #expect(inner.frame == rect(10, 20, 40, 80))
    }

    @Test func pixelSnappingAtScale() {
        let root = TestItem.root(100, 100)
        let a = TestItem("a")
        root.add(a)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.3),
            a.widthAnchor.constraint(equalToConstant: 20.4),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 0.2),
            a.heightAnchor.constraint(equalToConstant: 0.2),
        ])
        root.solveLayout(scale: 2)
        // x0 = 10.3 → 10.5, x1 = 30.7 → 30.5; y0 = 0.2 → 0, y1 = 0.4 → 0.5
        #expect(a.frame == rect(10.5, 0, 20, 0.5))
        root.solveLayout(scale: 1)
        #expect(a.frame == rect(10, 0, 21, 0))
    }

    /// A multiplier on positions works in the coordinates of the item the constraint is
    /// installed on: a quarter of the container's width, wherever the container is.
    @Test func positionMultiplierIsRelativeToTheInstallingItem() {
        let root = TestItem.root(400, 400)
        let container = TestItem("container"), child = TestItem("child")
        root.add(container)
        container.add(child)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 100),
            LayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                             multiplier: 0.5, constant: 0),
            LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .bottom,
                             multiplier: 0.25, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.solveLayout()
        // centerX = 0.5 · 100 = 50 → x = 40; top = 0.25 · 100 = 25 (container coordinates)
        #expect(child.frame == rect(40, 25, 20, 10))
    }
}
