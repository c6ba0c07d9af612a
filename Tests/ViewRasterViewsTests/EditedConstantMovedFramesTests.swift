import Foundation
import Testing
@testable import ViewRasterViews

/// What a user sees after an edited constant (the edit pass that writes only what the edit
/// moved): the frames a full pass would give — moved views, a view moved and resized by the
/// same edit, subviews of moved views (unmoved in their superview), and a row whose
/// constraints were activated last view first (its solver rows made in another order).
/// Round twenty-six (issue 22) wrote the root's moved subviews inside the solver's walk of
/// the changed rows; the change was left out, these tests kept.
@MainActor
struct EditedConstantMovedFramesTests {
    /// root (500 × 100) ⊃ v0 … v3 in a row: v0 at x 10, each next 10 after the one before, each
    /// 40 wide (`widths`) and 40 high at the top; each view holds a 10 × 10 child 5 in from its
    /// top left. `reversed`: the views' constraints activated last view first.
    func row(reversed: Bool = false) -> (root: View, views: [View], children: [View], widths: [LayoutConstraint]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 500, height: 100))
        var views: [View] = [], children: [View] = [], widths: [LayoutConstraint] = [], groups: [[LayoutConstraint]] = []
        for i in 0..<4 {
            let v = View(), child = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            v.addSubview(child)
            let w = v.widthAnchor.constraint(equalToConstant: 40)
            groups.append([v.leadingAnchor.constraint(equalTo: i == 0 ? root.leadingAnchor : views[i - 1].trailingAnchor, constant: 10),
                           w, v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 40),
                           child.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 5),
                           child.topAnchor.constraint(equalTo: v.topAnchor, constant: 5),
                           child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10)])
            views.append(v); children.append(child); widths.append(w)
        }
        for g in reversed ? groups.reversed() : groups { LayoutConstraint.activate(g) }
        root.layoutIfNeeded()
        return (root, views, children, widths)
    }

    /// v0 widened from 40 to 60: v1, v2, v3 move 20 right (80, 130, 180), unresized; their
    /// children stay 5 in from their top left.
    @Test func viewsAfterAWidenedViewMoveRightByTheDifference() {
        let t = row()
        t.widths[0].constant = 60
        t.root.layoutIfNeeded()
        #expect(t.views.map(\.frame) == [CGRect(x: 10, y: 0, width: 60, height: 40), CGRect(x: 80, y: 0, width: 40, height: 40),
                                          CGRect(x: 130, y: 0, width: 40, height: 40), CGRect(x: 180, y: 0, width: 40, height: 40)])
        #expect(t.children.allSatisfy { $0.frame == CGRect(x: 5, y: 5, width: 10, height: 10) })
    }

    /// v1 narrowed from 40 to 25: v0 stays at 10, v1 keeps x 60 at width 25, v2 and v3 move 15
    /// left (95, 145).
    @Test func viewsAfterANarrowedViewMoveLeft() {
        let t = row()
        t.widths[1].constant = 25
        t.root.layoutIfNeeded()
        #expect(t.views.map(\.frame.minX) == [10, 60, 95, 145])
        #expect(t.views.map(\.frame.width) == [40, 25, 40, 40])
    }

    /// The same row with its constraints made last view first, v0 widened to 60: the same
    /// frames as the row made first view first.
    @Test func aRowMadeInReverseMovesTheSame() {
        let t = row(reversed: true)
        t.widths[0].constant = 60
        t.root.layoutIfNeeded()
        #expect(t.views.map(\.frame.minX) == [10, 80, 130, 180])
        #expect(t.views.map(\.frame.width) == [60, 40, 40, 40])
        #expect(t.children.allSatisfy { $0.frame == CGRect(x: 5, y: 5, width: 10, height: 10) })
    }

    /// v2's width tied to v1's: v1 widened from 40 to 50 widens v2 too and moves it 10 right
    /// (x 120, width 50), and v3 moves 20 right (180).
    @Test func aViewMovedAndResizedByOneEditTakesBoth() {
        let t = row()
        t.widths[2].isActive = false
        t.views[2].widthAnchor.constraint(equalTo: t.views[1].widthAnchor).isActive = true
        t.root.layoutIfNeeded()
        t.widths[1].constant = 50
        t.root.layoutIfNeeded()
        #expect(t.views.map(\.frame) == [CGRect(x: 10, y: 0, width: 40, height: 40), CGRect(x: 60, y: 0, width: 50, height: 40),
                                          CGRect(x: 120, y: 0, width: 50, height: 40), CGRect(x: 180, y: 0, width: 40, height: 40)])
    }

    /// Two edits in a row, back and forth: v0 to 60, then back to 40, puts every view where
    /// the first pass had it.
    @Test func anEditUndoneRestoresTheFrames() {
        let t = row()
        let before = t.views.map(\.frame)
        t.widths[0].constant = 60
        t.root.layoutIfNeeded()
        t.widths[0].constant = 40
        t.root.layoutIfNeeded()
        #expect(t.views.map(\.frame) == before)
    }
}
