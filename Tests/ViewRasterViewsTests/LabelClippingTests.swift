import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRendering
import ViewRasterRaster

/// UILabel draws its text into a backing store of its bounds' size, so nothing it draws passes
/// its edges, whatever `clipsToBounds` says (the italic-overhang and cut-descender reports
/// about UILabel are this rule).
@MainActor
struct LabelClippingTests {
    /// The rows of `canvas` (1 px per point) that hold any non-white pixel.
    func inkedRows(_ canvas: Canvas) -> [Int] {
        (0..<canvas.height).filter { y in
            (0..<canvas.width).contains { x in canvas.pixel(x: x, y: y).r < 250 }
        }
    }

    @Test func aLabelShorterThanItsLineDrawsNothingAboveOrBelowItself() throws {
        // 30 pt "Hg" centred in a 12 pt tall label: the line box is ~36 pt, so the cap of the
        // H and the descender of the g fall outside and are cut; the label's own rows are inked.
        let host = View(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        host.backgroundColor = .white
        let label = Label(frame: CGRect(x: 10, y: 24, width: 60, height: 12))
        label.font = .systemFont(ofSize: 30)
        label.text = "Hg"
        #expect(label.clipsToBounds == false)
        host.addSubview(label)
        let rows = inkedRows(try host.render(scale: 1, background: .white))
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0 >= 24 && $0 < 36 }, "\(rows)")
    }

    @Test func aClippingLineStopsAtTheLabelsTrailingEdge() throws {
        let host = View(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        host.backgroundColor = .white
        let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.text = "Truncation keeps the start"
        label.lineBreakMode = .byClipping
        host.addSubview(label)
        let canvas = try host.render(scale: 1, background: .white)
        let inkedColumns = (0..<canvas.width).filter { x in (0..<canvas.height).contains { canvas.pixel(x: x, y: $0).r < 250 } }
        #expect(inkedColumns.max() ?? 0 >= 50 && inkedColumns.max() ?? 100 < 60, "\(inkedColumns.max() ?? -1)")
    }
}
