import Foundation
import Testing
import ViewRasterLayout
@testable import ViewRasterViews

/// `View.applyLayoutFrameIfMoved(origin:size:)`, the edit pass's frame write (the frame as two
/// pairs, its fast path inlined), leaves a view as the general way does: `applyLayoutFrame`
/// unless `PixelSnap.sameRect` finds the frame unchanged — the same layer position and bounds,
/// bit for bit, over frames that kept or changed their size, zero and negative sizes, signed
/// zeros, fractions of pixels, infinities and NaN.
@MainActor
struct FrameWriteByPairsTests {
    func bitsEqual(_ a: CGFloat, _ b: CGFloat) -> Bool { a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }

    func sameState(_ a: View, _ b: View) -> Bool {
        let pa = a.layer.position, pb = b.layer.position, ba = a.layer.bounds, bb = b.layer.bounds
        return bitsEqual(pa.x, pb.x) && bitsEqual(pa.y, pb.y) && bitsEqual(ba.origin.x, bb.origin.x)
            && bitsEqual(ba.origin.y, bb.origin.y) && bitsEqual(ba.width, bb.width) && bitsEqual(ba.height, bb.height)
    }

    @Test func pairsWriteWhatTheGeneralWayWrites() {
        let coordinates: [CGFloat] = [0, -0.0, 10, -10, 0.5, 1 / 3, 2.25, 1e300, .infinity, -.infinity, .nan]
        let sizes: [CGFloat] = [20, 0, -0.0, 0.5, -4, 1 / 3, .infinity, .nan]
        let start = CGRect(x: 10, y: -10, width: 20, height: 0.5)
        var cases = 0, mismatches = 0, fastWrites = 0, unchanged = 0
        let applying = LayoutPass.applying
        LayoutPass.applying = true
        defer { LayoutPass.applying = applying }
        for x in coordinates {
            for y in [coordinates[2], coordinates[3], x] {
                for w in sizes {
                    for h in [CGFloat(0.5), w] {
                        let rect = CGRect(x: x, y: y, width: w, height: h)
                        let byPairs = View(frame: start), general = View(frame: start)
                        byPairs.applyLayoutFrameIfMoved(origin: SIMD2(Double(x), Double(y)), size: SIMD2(Double(w), Double(h)))
                        if !PixelSnap.sameRect(rect, general.layoutFrame) { general.applyLayoutFrame(rect) }
                        cases += 1
                        if !sameState(byPairs, general) { mismatches += 1 }
                        // Which way each case took: the fast path's move and its unchanged frame both met.
                        if w == 20 && h == 0.5 && x.isFinite && y.isFinite {
                            if x == 10 && y == -10 { unchanged += 1 } else { fastWrites += 1 }
                        }
                    }
                }
            }
        }
        #expect(mismatches == 0, "\(mismatches) of \(cases)")
        #expect(fastWrites > 0 && unchanged > 0)
    }

    /// An edit pass over a row of views writes through the pairs: each moved view's frame is
    /// the one a fresh row laid out with the new width has (and, for whole points, the one
    /// derived here from the gaps and widths), the view before the edit unmoved.
    @Test func anEditPassMovesTheRowAsAFreshLayoutPlacesIt() {
        func row(firstWidth: CGFloat) -> (View, [View], LayoutConstraint) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
            let boxes = (0..<6).map { _ in View() }
            var constraints: [LayoutConstraint] = []
            var widthConstraint: LayoutConstraint?
            for (i, box) in boxes.enumerated() {
                box.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(box)
                let width = box.widthAnchor.constraint(equalToConstant: i == 1 ? firstWidth : 10)
                if i == 1 { widthConstraint = width }
                constraints += [width, box.heightAnchor.constraint(equalToConstant: 5),
                                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 1),
                                i == 0 ? box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1)
                                       : box.leadingAnchor.constraint(equalTo: boxes[i - 1].trailingAnchor, constant: 2)]
            }
            LayoutConstraint.activate(constraints)
            return (root, boxes, widthConstraint!)
        }
        let (root, boxes, width) = row(firstWidth: 4)
        root.layoutIfNeeded()
        let before = boxes[0].frame
        width.constant = 7
        root.layoutIfNeeded()
        #expect(root.layoutEngine.passCounts.constantsOnly >= 1)
        let (fresh, freshBoxes, _) = row(firstWidth: 7)
        fresh.layoutIfNeeded()
        #expect(boxes.map(\.frame) == freshBoxes.map(\.frame))
        #expect(boxes[0].frame == before)
        // Box 2 starts after box 0 (1 + 10), the gaps and box 1's new width: 1 + 10 + 2 + 7 + 2;
        // box 5 three boxes of 10 and gaps of 2 later.
        #expect(boxes[2].frame == CGRect(x: 22, y: 1, width: 10, height: 5))
        #expect(boxes[5].frame == CGRect(x: 58, y: 1, width: 10, height: 5))
        // A fraction of a point, on the pixel grid as a fresh layout puts it.
        width.constant = 7.3
        root.layoutIfNeeded()
        let (fractional, fractionalBoxes, _) = row(firstWidth: 7.3)
        fractional.layoutIfNeeded()
        #expect(boxes.map(\.frame) == fractionalBoxes.map(\.frame))
    }
}
