import Testing
@testable import ViewRasterViews

/// `layoutIfNeeded` follows UIKit's marks: `setNeedsLayout` marks a view and its ancestors; a
/// tree with no mark runs no `layoutSubviews`, and after a solve that resized views (an edited
/// constant) only those and their ancestors run it.
@MainActor
struct MarkedPathLayoutTests {
    /// A view that counts its `layoutSubviews` calls.
    final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
    }

    /// root (300 × 100) ⊃ left, right; left ⊃ leaf. Pinned by constraints: left at x 10,
    /// width `leftWidth`; right 10 after left, width 50; leaf fills left inset by 5.
    func tree() -> (root: CountingView, left: CountingView, right: CountingView, leaf: CountingView, leftWidth: LayoutConstraint) {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let left = CountingView(), right = CountingView(), leaf = CountingView()
        for v in [left, right, leaf] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(left); root.addSubview(right); left.addSubview(leaf)
        let leftWidth = left.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), leftWidth,
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 40),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10), right.widthAnchor.constraint(equalToConstant: 50),
            right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 40),
            leaf.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5), leaf.trailingAnchor.constraint(equalTo: left.trailingAnchor, constant: -5),
            leaf.topAnchor.constraint(equalTo: left.topAnchor, constant: 5), leaf.bottomAnchor.constraint(equalTo: left.bottomAnchor, constant: -5),
        ])
        return (root, left, right, leaf, leftWidth)
    }

    func counts(_ views: CountingView...) -> [Int] { views.map(\.layouts) }

    @Test func aCleanTreeRunsNoLayoutSubviews() {
        let t = tree()
        t.root.layoutIfNeeded()
        #expect(counts(t.root, t.left, t.right, t.leaf) == [1, 1, 1, 1])
        t.root.layoutIfNeeded()
        t.leaf.layoutIfNeeded()
        #expect(counts(t.root, t.left, t.right, t.leaf) == [1, 1, 1, 1])
        #expect(!t.root.needsLayout && !t.leaf.needsLayout)
    }

    /// A mark by hand reaches the root; the marked path is laid out again (a tree with a mark
    /// by hand is walked whole, as before: only marks the solve makes are followed alone).
    @Test func setNeedsLayoutMarksTheViewAndItsAncestors() {
        let t = tree()
        t.root.layoutIfNeeded()
        t.leaf.setNeedsLayout()
        #expect(t.leaf.needsLayout && t.left.needsLayout && t.root.needsLayout && !t.right.needsLayout)
        t.root.layoutIfNeeded()
        #expect(t.root.layouts == 2 && t.left.layouts == 2 && t.leaf.layouts == 2)
        #expect(!t.root.needsLayout && !t.left.needsLayout && !t.leaf.needsLayout)
    }

    @Test func anEditedConstantLaysOutWhatItResizedAndMoves() {
        let t = tree()
        t.root.layoutIfNeeded()
        // left 100 → 60 wide: leaf shrinks with it, right only moves (x 120 → 80).
        t.leftWidth.constant = 60
        t.root.layoutIfNeeded()
        #expect(t.left.frame == CGRect(x: 10, y: 0, width: 60, height: 40))
        #expect(t.leaf.frame == CGRect(x: 5, y: 5, width: 50, height: 30))
        #expect(t.right.frame == CGRect(x: 80, y: 0, width: 50, height: 40))
        #expect(counts(t.root, t.left, t.right, t.leaf) == [2, 2, 1, 2])
    }

    @Test func scrollingLaysTheScrollViewOutAgain() {
        final class CountingScrollView: ScrollView {
            var layouts = 0
            override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scroll = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(scroll)
        root.layoutIfNeeded()
        #expect(scroll.layouts == 1)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        root.layoutIfNeeded()
        #expect(scroll.layouts == 2 && scroll.bounds.origin == CGPoint(x: 0, y: 30))
    }

    @Test func aNewScaleLaysOutEverythingAgain() {
        let t = tree()
        Stage(.size(CGSize(width: 300, height: 100)), scale: 2).within { t.root.layoutIfNeeded() }
        Stage(.size(CGSize(width: 300, height: 100)), scale: 3).within { t.root.layoutIfNeeded() }
        #expect(counts(t.root, t.left, t.right, t.leaf) == [2, 2, 2, 2])
    }
}
