import Testing
import Foundation
@testable import ViewRasterViews

/// `setCustomSpacing(_:after:)`: the gap after one arranged view replaces `spacing`; it goes
/// with the view when the view is hidden or stops being arranged.
@MainActor
struct StackViewSpacingTests {
    /// A horizontal stack of three 10 pt views with 5 pt spacing, pinned only at its top-left
    /// so its width is its content's.
    func stack() -> (StackView, [View], View) {
        let views = (0..<3).map { _ in FixedSizeView(size: CGSize(width: 10, height: 10)) as View }
        let s = StackView(arrangedSubviews: views)
        s.spacing = 5
        s.translatesAutoresizingMaskIntoConstraints = false
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(s)
        LayoutConstraint.activate([s.topAnchor.constraint(equalTo: root.topAnchor),
                                   s.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        return (s, views, root)
    }

    @Test func customSpacingReplacesTheSpacingAfterOneView() {
        let (s, v, root) = stack()
        s.setCustomSpacing(20, after: v[0])
        root.layoutIfNeeded()
        // 10 + 20 + 10 + 5 + 10.
        #expect(v.map(\.frame.minX) == [0, 30, 45] && s.frame.width == 55)
        #expect(s.customSpacing(after: v[0]) == 20 && s.customSpacing(after: v[1]) == StackView.spacingUseDefault)
        // Hidden, the view takes its custom gap with it.
        v[0].isHidden = true
        root.layoutIfNeeded()
        #expect(v[1].frame.minX == 0 && v[2].frame.minX == 15 && s.frame.width == 25)
        // spacingUseDefault removes the custom value.
        v[0].isHidden = false
        s.setCustomSpacing(StackView.spacingUseDefault, after: v[0])
        root.layoutIfNeeded()
        #expect(v.map(\.frame.minX) == [0, 15, 30])
    }

    @Test func customSpacingBelongsToArrangedViewsOnly() {
        let (s, v, root) = stack()
        let stranger = View()
        s.setCustomSpacing(40, after: stranger)
        #expect(s.customSpacing(after: stranger) == StackView.spacingUseDefault)
        // A view that stops being arranged forgets its custom spacing.
        s.setCustomSpacing(40, after: v[1])
        s.removeArrangedSubview(v[1])
        s.insertArrangedSubview(v[1], at: 1)
        root.layoutIfNeeded()
        #expect(s.customSpacing(after: v[1]) == StackView.spacingUseDefault && v[2].frame.minX == 30)
    }
}
