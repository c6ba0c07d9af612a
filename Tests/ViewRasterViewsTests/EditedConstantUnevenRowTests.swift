import Foundation
import Testing
@testable import ViewRasterViews

/// An edited constant in a row of views whose solver symbols are not evenly spaced (the edit's
/// walk guesses each next row at the last step's distance, round twenty-eight of issue 22):
/// the frames a user sees are the full pass's.
@MainActor
struct EditedConstantUnevenRowTests {
    /// root (500 × 100) ⊃ v0 … v5 in a row: v0 at x 10, each next 10 after the one before, each
    /// 40 × 40 at the top; view i holds i % 3 children, each 10 × 10 and 5 in from its top left,
    /// made and constrained with it (so each view's symbols take a different number of ids).
    func row() -> (root: View, views: [View], children: [View], widths: [LayoutConstraint]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 500, height: 100))
        var views: [View] = [], children: [View] = [], widths: [LayoutConstraint] = []
        for i in 0..<6 {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            let w = v.widthAnchor.constraint(equalToConstant: 40)
            var group = [v.leadingAnchor.constraint(equalTo: i == 0 ? root.leadingAnchor : views[i - 1].trailingAnchor, constant: 10),
                         w, v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 40)]
            for _ in 0..<(i % 3) {
                let child = View()
                child.translatesAutoresizingMaskIntoConstraints = false
                v.addSubview(child)
                group += [child.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 5),
                          child.topAnchor.constraint(equalTo: v.topAnchor, constant: 5),
                          child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10)]
                children.append(child)
            }
            LayoutConstraint.activate(group)
            views.append(v); widths.append(w)
        }
        root.layoutIfNeeded()
        return (root, views, children, widths)
    }

    /// v0 widened from 40 to 60: v1 … v5 move 20 right (80, 130, 180, 230, 280), unresized;
    /// the children stay 5 in from their views' top left.
    @Test func viewsAfterAWidenedViewMoveRightByTheDifference() {
        let t = row()
        #expect(t.views.map(\.frame.minX) == [10, 60, 110, 160, 210, 260])
        t.widths[0].constant = 60
        t.root.layoutIfNeeded()
        #expect(t.views.map(\.frame.minX) == [10, 80, 130, 180, 230, 280])
        #expect(t.views.map(\.frame.width) == [60, 40, 40, 40, 40, 40])
        #expect(t.views.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 40 })
        #expect(t.children.allSatisfy { $0.frame == CGRect(x: 5, y: 5, width: 10, height: 10) })
    }

    /// v2 narrowed from 40 to 15 and then v4 widened to 70: v3 at 135 and v4 at 185 after the
    /// first edit, v5 at 235, then at 265 after the second (v0 … v4 where they were).
    @Test func twoEditsInTurnMoveOnlyTheViewsAfterEach() {
        let t = row()
        t.widths[2].constant = 15
        t.root.layoutIfNeeded()
        #expect(t.views.map(\.frame.minX) == [10, 60, 110, 135, 185, 235])
        t.widths[4].constant = 70
        t.root.layoutIfNeeded()
        #expect(t.views.map(\.frame.minX) == [10, 60, 110, 135, 185, 265])
        #expect(t.views.map(\.frame.width) == [40, 40, 15, 40, 70, 40])
    }
}
