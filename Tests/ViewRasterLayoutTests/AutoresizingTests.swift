import Foundation
import Testing
import ViewRasterLayout

@Suite struct AutoresizingTests {
    let old = CGSize(width: 200, height: 100), new = CGSize(width: 300, height: 160)
    let frame = rect(20, 10, 100, 50) // right margin 80, bottom margin 40

    @Test func noMaskKeepsFrame() {
        #expect(AutoresizingMask().resize(frame, oldSuperSize: old, newSuperSize: new) == frame)
    }

    @Test func flexibleWidthTakesTheWholeChange() {
        let r = AutoresizingMask([.flexibleWidth, .flexibleHeight]).resize(frame, oldSuperSize: old, newSuperSize: new)
        #expect(r == rect(20, 10, 200, 110))
    }

    @Test func flexibleLeftMarginMoves() {
        let r = AutoresizingMask([.flexibleLeftMargin, .flexibleTopMargin]).resize(frame, oldSuperSize: old, newSuperSize: new)
        #expect(r == rect(120, 70, 100, 50))
    }

    /// Both margins flexible: the change is split in proportion to the current margins
    /// (20 : 80 → 20 % and 80 % of +100), so a centred item stays centred.
    @Test func bothMarginsShareProportionally() {
        let r = AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]).resize(frame, oldSuperSize: old, newSuperSize: new)
        #expect(r == rect(40, 10, 100, 50))
        let centred = rect(50, 0, 100, 10)
        let c = AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]).resize(centred, oldSuperSize: old, newSuperSize: new)
        #expect(c.midX == new.width / 2)
    }

    @Test func allThreeFlexibleShareProportionally() {
        let m: AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        // 20 : 100 : 80 of +100 → +10, +50, +40
        #expect(m.resize(frame, oldSuperSize: old, newSuperSize: new).minX == 30)
        #expect(m.resize(frame, oldSuperSize: old, newSuperSize: new).width == 150)
        // All flexible parts zero: equal shares.
        let zero = rect(0, 0, 0, 0)
        let z = m.resize(zero, oldSuperSize: .zero, newSuperSize: CGSize(width: 90, height: 0))
        #expect(z == rect(30, 0, 30, 0))
    }

    @Test func engineKeepsTranslatedFrames() {
        let root = TestItem.root(200, 100)
        let child = TestItem("child", frame: frame)
        root.add(child, tamic: true)
        let pinned = TestItem("pinned")
        root.add(pinned)
        LayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 4),
            pinned.topAnchor.constraint(equalTo: child.bottomAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.solveLayout()
        #expect(child.frame == frame)
        #expect(pinned.frame == rect(124, 60, 10, 10))
        child.frame = rect(0, 0, 30, 30)
        root.solveLayout()
        #expect(pinned.frame == rect(34, 30, 10, 10))
    }

    /// A translated child of a container sized by constraints follows its mask.
    @Test func engineAppliesMaskWhenSuperitemSizeIsSolved() {
        let root = TestItem.root(400, 400)
        let container = TestItem("container", frame: rect(0, 0, 200, 100))
        root.add(container)
        let child = TestItem("child", frame: frame)
        child.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        container.add(child, tamic: true)
        let width = container.widthAnchor.constraint(equalToConstant: 300)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            width, container.heightAnchor.constraint(equalToConstant: 160),
        ])
        root.solveLayout()
        #expect(container.frame == rect(0, 0, 300, 160))
        #expect(child.frame == AutoresizingMask([.flexibleWidth, .flexibleBottomMargin])
            .resize(frame, oldSuperSize: old, newSuperSize: new))
        #expect(child.frame == rect(20, 10, 200, 50))
        width.constant = 250
        root.solveLayout()
        #expect(child.frame == rect(20, 10, 150, 50))
    }
}
