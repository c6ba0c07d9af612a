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

/// A fill-proportionally stack divides by its arranged views' intrinsic sizes and follows them
/// when they change (UIKit re-lays the stack out on `invalidateIntrinsicContentSize`).
@MainActor
struct StackViewProportionalTests {
    @Test func aProportionalStackFollowsItsViewsIntrinsicSizes() {
        let a = View(), b = View()
        a.layoutStorage.intrinsicContentSizeOverride = CGSize(width: 91, height: 20)
        b.layoutStorage.intrinsicContentSizeOverride = CGSize(width: 51, height: 31)
        let s = StackView(arrangedSubviews: [a, b])
        s.distribution = .fillProportionally
        s.spacing = 8
        s.translatesAutoresizingMaskIntoConstraints = false
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(s)
        LayoutConstraint.activate([s.topAnchor.constraint(equalTo: root.topAnchor),
                                   s.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        // 91 + 8 + 51: each view at its own width.
        #expect(s.frame.width == 150 && b.frame.minX == 99 && b.frame.width == 51)
        // The second view's intrinsic width drops to 49 (a switch's alignment rect): the stack
        // divides again, and is 2 pt narrower.
        b.layoutStorage.intrinsicContentSizeOverride = CGSize(width: 49, height: 31)
        b.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(s.frame.width == 148 && b.frame.minX == 99 && b.frame.width == 49)
    }
}
