import Testing
@testable import ViewRasterViews

/// A segmented control laid out at its intrinsic width follows a new `font` on the next layout
/// pass, as UIKit's does after `setTitleTextAttributes` (each segment as wide as the widest
/// title plus 20 pt).
@MainActor
@Suite struct SegmentedControlFontTests {
    @Test func aLargerFontWidensTheControlOnTheNextPass() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let seg = SegmentedControl(items: ["One", "Two"])
        seg.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(seg)
        LayoutConstraint.activate([
            seg.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            seg.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        let before = seg.frame.width
        seg.font = .systemFont(ofSize: 26)
        container.layoutIfNeeded()
        let widest = max(seg.font.width(of: "One"), seg.font.width(of: "Two"))
        #expect(abs(seg.frame.width - 2 * (widest + SegmentedControl.segmentTitlePadding)) <= 1)
        #expect(seg.frame.width > before + 20)
    }
}
