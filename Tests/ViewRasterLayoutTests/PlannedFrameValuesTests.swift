import Foundation
import Testing
@testable import ViewRasterLayout

/// The edit pass reads each planned item's solved frame where the solver keeps the values
/// (`PlannedItem.valueIndices`, `Solver.externalValues`) and puts it on the pixel grid with one
/// loop per kind of grid (`PowerOfTwoPixelGrid`, `PixelGridOfAnyScale`): the frames UIKit
/// places, the ones a full pass writes.
@Suite struct PlannedFrameValuesTests {
    /// Five boxes in a row under a 200×50 root: leading = previous trailing + 1.2 (the first:
    /// the root's leading + 1.2), width 4.8, top = the root's top + 2.2, height 10.1. No edge of
    /// these (or after the first width becomes 7.2) lies within 0.05 pixel of half a pixel at
    /// the scales below, so each rounds the same whichever way its sum was added up.
    func row() -> (root: ReportingItem, boxes: [ReportingItem], widths: [LayoutConstraint]) {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 200, height: 50))
        var boxes: [ReportingItem] = [], widths: [LayoutConstraint] = [], all: [LayoutConstraint] = []
        for i in 0..<5 {
            let b = ReportingItem()
            root.add(b)
            let w = b.widthAnchor.constraint(equalToConstant: 4.8)
            all += [b.leadingAnchor.constraint(equalTo: i == 0 ? root.leadingAnchor : boxes[i - 1].trailingAnchor, constant: 1.2),
                    w, b.topAnchor.constraint(equalTo: root.topAnchor, constant: 2.2), b.heightAnchor.constraint(equalToConstant: 10.1)]
            boxes.append(b); widths.append(w)
        }
        LayoutConstraint.activate(all)
        return (root, boxes, widths)
    }

    /// `v` on the pixel grid of `scale` as UIKit places an edge: the nearest pixel boundary
    /// (no edge here is half-way between two).
    func snap(_ v: Double, _ scale: Double) -> Double { (v * scale).rounded() / scale }

    /// After the first width goes from 4.8 to 7.2, box 0 spans 1.2…8.4 and every box after it
    /// moves by 2.4 (box i: 3.6 + 6·i, 4.8 wide); top 2.2, bottom 12.3. Each edge on the grid of
    /// the scale (powers of two and not), the same frames as a tree laid out in full with the
    /// edited width.
    @Test(arguments: [1.0, 2.0, 3.0, 1.5, 4.0, 0.5])
    func anEditSnapsEveryMovedBoxAsAFullPass(scale: Double) {
        let (root, boxes, widths) = row()
        root.solveLayout(scale: scale)
        let engine = root.layoutEngine
        widths[0].constant = 7.2
        root.solveLayout(scale: scale)
        #expect(engine.passCounts.full == 1 && engine.passCounts.constantsOnly == 1)
        let top = snap(2.2, scale), bottom = snap(12.3, scale)
        for (i, b) in boxes.enumerated() {
            let x = i == 0 ? 1.2 : 3.6 + 6 * Double(i), far = i == 0 ? 8.4 : x + 4.8
            #expect(b.frame == CGRect(x: snap(x, scale), y: top, width: snap(far, scale) - snap(x, scale), height: bottom - top),
                    "box \(i) at scale \(scale)")
        }
        let fresh = row()
        fresh.widths[0].constant = 7.2
        fresh.root.solveLayout(scale: scale)
        #expect(zip(boxes, fresh.boxes).allSatisfy { $0.frame == $1.frame })
    }

    /// A priority change re-adds the only constraint on a box's width (the solver lets the
    /// width's variable go and takes it in again under another symbol) without a full pass;
    /// the next edit of that width still lays the box out at the new width, as UIKit would.
    @Test func anEditAfterTheSolverRenumberedAVariableReadsItsNewValue() {
        let root = ReportingItem(CGRect(x: 0, y: 0, width: 200, height: 50))
        let box = ReportingItem(), next = ReportingItem()
        root.add(box); root.add(next)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        width.priority = LayoutPriority(999)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20), width,
            box.heightAnchor.constraint(equalToConstant: 30),
            next.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            next.topAnchor.constraint(equalTo: root.topAnchor), next.widthAnchor.constraint(equalToConstant: 5),
            next.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.solveLayout(scale: 2)
        let engine = root.layoutEngine
        #expect(box.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
        let before = engine.solver.valueIndex(of: box.layoutStorage.width)

        width.priority = LayoutPriority(998)
        root.solveLayout(scale: 2)
        #expect(engine.passCounts.full == 1 && engine.passCounts.incremental == 1)
        let after = engine.solver.valueIndex(of: box.layoutStorage.width)
        #expect(before != nil && after != nil && before != after, "the width has another symbol")
        #expect(box.frame == CGRect(x: 10, y: 20, width: 50, height: 30))

        width.constant = 70
        root.solveLayout(scale: 2)
        #expect(engine.passCounts.full == 1 && engine.passCounts.constantsOnly == 1)
        #expect(box.frame == CGRect(x: 10, y: 20, width: 70, height: 30))
        #expect(next.frame == CGRect(x: 100, y: 0, width: 5, height: 5))
    }

    /// The solver's values are the doubles its variables hold, after a full write and after an
    /// edit's partial one.
    @Test func theSolversValuesAreItsVariables() throws {
        let s = Solver()
        var xs: [Variable] = [], ws: [Variable] = [], widths: [Constraint] = []
        for i in 0..<50 {
            let x = Variable("x\(i)"), w = Variable("w\(i)")
            try s.addConstraint(i == 0 ? x == 0.3 : x == xs[i - 1] + ws[i - 1] + 1.1)
            let cw = w == 5.7
            try s.addConstraint(cw)
            xs.append(x); ws.append(w); widths.append(cw)
        }
        func agree() -> Bool { (xs + ws).allSatisfy { s.externalValues[s.valueIndex(of: $0)!].bitPattern == $0.value.bitPattern } }
        s.updateVariables()
        #expect(agree())
        try s.updateConstant(widths[7], to: -2.9)
        s.updateChangedVariables()
        #expect(ws[7].value == 2.9 && agree())
    }

    /// A power of two's grid multiplies by the reciprocal: bit for bit `PixelSnap.snapped`
    /// (signed zeros, halves, infinities, NaN, the largest doubles and random bit patterns);
    /// other scales have no such grid.
    @Test func aPowerOfTwoGridSnapsAsDividing() {
        var g = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.25, -2.75, 1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                                -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, 2_251_799_813_685_248.5, 1.0 / 3]
        for _ in 0..<20_000 { values.append(Double(bitPattern: g.next())) }
        for _ in 0..<20_000 { values.append(Double.random(in: -5000...5000, using: &g)) }
        for scale in [1.0, 2, 4, 8, 0.5, 0.25, 0x1p-1022, 0x1p1023] {
            guard let grid = PowerOfTwoPixelGrid(scale: scale) else { Issue.record("no grid for \(scale)"); continue }
            var differing: [SIMD2<Double>] = []
            for i in stride(from: 0, to: values.count - 1, by: 2) {
                let v = SIMD2(values[i], values[i + 1])
                let a = grid.snapped(v), b = PixelSnap.snapped(v, scale: scale)
                for lane in 0..<2 where a[lane].bitPattern != b[lane].bitPattern && !(a[lane].isNaN && b[lane].isNaN) {
                    differing.append(v)
                }
            }
            #expect(differing.isEmpty, "at scale \(scale): \(differing.prefix(5))")
        }
        for scale in [3.0, 1.5, 0.75, 6, 0x1p-1074, 0, -2, .infinity, .nan] { #expect(PowerOfTwoPixelGrid(scale: scale) == nil) }
    }

    /// A frame's two corners snapped together (four lanes, as the edit pass and the full pass
    /// place a frame) give each corner's doubles snapped alone, on both kinds of grid: signed
    /// zeros, halves, values past 2^51, infinities, NaN and random bit patterns in any lane.
    @Test func bothCornersTogetherSnapAsEachAlone() {
        var g = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.25, -2.75, 2_251_799_813_685_248.5, .infinity, -.infinity, .nan,
                                .greatestFiniteMagnitude, 1.0 / 3]
        for _ in 0..<8_000 { values.append(Double(bitPattern: g.next())) }
        for _ in 0..<8_000 { values.append(Double.random(in: -5000...5000, using: &g)) }
        func same(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool {
            (0..<2).allSatisfy { a[$0].bitPattern == b[$0].bitPattern || (a[$0].isNaN && b[$0].isNaN) }
        }
        func check<G: PixelGrid>(_ grid: G) -> Int {
            var differing = 0
            for i in stride(from: 0, to: values.count - 3, by: 3) {
                let near = SIMD2(values[i], values[i + 1]), far = SIMD2(values[i + 2], values[i + 3])
                let both = grid.snapped(SIMD4(lowHalf: near, highHalf: far))
                if !same(both.lowHalf, grid.snapped(near)) || !same(both.highHalf, grid.snapped(far)) { differing += 1 }
            }
            return differing
        }
        for scale in [1.0, 2, 4, 0.5] {
            guard let grid = PowerOfTwoPixelGrid(scale: scale) else { Issue.record("no grid for \(scale)"); continue }
            #expect(check(grid) == 0, "power of two \(scale)")
        }
        for scale in [3.0, 1.5, 2, 0.75] { #expect(check(PixelGridOfAnyScale(scale: scale)) == 0, "any scale \(scale)") }
    }
}
