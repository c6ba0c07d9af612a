import Testing
import Foundation
@testable import ViewRasterViews

/// A hidden arranged view does not hold its stack open across the axis: UIKit keeps it aligned
/// (centred, or on the leading or trailing edge, as the alignment says) but sizes the stack
/// across the axis by its visible arranged views alone, so a hidden view larger than every
/// visible one sticks out of the stack. Frames derived from that behaviour, not from a file.
@MainActor
struct StackViewHiddenCrossAxisTests {
    /// A stack of `visible` and `hidden` (hidden), pinned only at its top-left corner so its
    /// size is its content's.
    func stack(axis: StackView.Axis, alignment: StackView.Alignment, visible: CGSize,
               hidden: CGSize) -> (StackView, View, View, View) {
        let v = FixedSizeView(size: visible), h = FixedSizeView(size: hidden)
        h.isHidden = true
        let s = StackView(arrangedSubviews: [v, h])
        s.axis = axis
        s.alignment = alignment
        s.translatesAutoresizingMaskIntoConstraints = false
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(s)
        LayoutConstraint.activate([s.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                                   s.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100)])
        root.layoutIfNeeded()
        return (s, v, h, root)
    }

    @Test func aCentredStackIsAsTallAsItsVisibleViewsAndCentresTheHiddenOne() {
        // A horizontal row: a 30 × 20 view and a hidden 30 × 50 one.
        let (s, v, h, _) = stack(axis: .horizontal, alignment: .center,
                                 visible: CGSize(width: 30, height: 20), hidden: CGSize(width: 30, height: 50))
        // The row is the visible view's 20 pt tall (not the hidden view's 50) and 30 wide.
        #expect(s.frame == CGRect(x: 100, y: 100, width: 30, height: 20))
        #expect(v.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        // The hidden view keeps its 50 pt, centred on the row's middle: (20 − 50) / 2 = −15.
        #expect(h.frame.minY == -15 && h.frame.height == 50)
    }

    @Test func aLeadingStackIsAsWideAsItsVisibleViewsAndHangsTheHiddenOneFromItsLeadingEdge() {
        // A column: a 28.5 pt wide view and a hidden 150 pt one.
        let (s, _, h, _) = stack(axis: .vertical, alignment: .leading,
                                 visible: CGSize(width: 28.5, height: 20), hidden: CGSize(width: 150, height: 10))
        #expect(s.frame.width == 28.5 && s.frame.height == 20)
        #expect(h.frame.minX == 0 && h.frame.width == 150)
    }

    @Test func aTrailingStackHangsTheHiddenViewFromItsTrailingEdge() {
        let (s, _, h, _) = stack(axis: .vertical, alignment: .trailing,
                                 visible: CGSize(width: 28.5, height: 20), hidden: CGSize(width: 150, height: 10))
        #expect(s.frame.width == 28.5)
        // Its trailing edge on the stack's: 28.5 − 150 = −121.5.
        #expect(h.frame.minX == -121.5 && h.frame.width == 150)
    }

    @Test func shownAgainTheViewHoldsTheStackOpen() {
        let (s, _, h, root) = stack(axis: .horizontal, alignment: .center,
                                    visible: CGSize(width: 30, height: 20), hidden: CGSize(width: 30, height: 50))
        h.isHidden = false
        root.layoutIfNeeded()
        #expect(s.frame.height == 50 && h.frame.minY == 0)
    }
}
