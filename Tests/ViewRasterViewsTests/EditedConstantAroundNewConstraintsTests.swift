import Foundation
import Testing
@testable import ViewRasterViews

/// Constraints activated or deactivated between two edited constants (the edit's walk reads the
/// solver's marks of one-user columns, made by a full pass and dropped by any change of the
/// tableau's columns, round twenty-nine of issue 22): the frames a user sees after the second
/// edit are the full pass's.
@MainActor
struct EditedConstantAroundNewConstraintsTests {
    /// root (500 × 100) ⊃ v0 … v4 in a row: v0 at x 10, each next 10 after the one before, each
    /// 40 × 40 at the top (x 10, 60, 110, 160, 210); and a 20 × 20 view `tag` at y 50, not yet
    /// placed in x.
    func row() -> (root: View, views: [View], widths: [LayoutConstraint], tag: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 500, height: 100))
        var views: [View] = [], widths: [LayoutConstraint] = []
        for i in 0..<5 {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            let w = v.widthAnchor.constraint(equalToConstant: 40)
            LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: i == 0 ? root.leadingAnchor : views[i - 1].trailingAnchor, constant: 10),
                                       w, v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 40)])
            views.append(v); widths.append(w)
        }
        let tag = View()
        tag.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(tag)
        LayoutConstraint.activate([tag.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                                   tag.widthAnchor.constraint(equalToConstant: 20), tag.heightAnchor.constraint(equalToConstant: 20)])
        return (root, views, widths, tag)
    }

    /// `tag` at 400 from the root's leading edge, then pinned 5 after v2 instead between two
    /// edits of v0's width: 60 (v2 at 130, so tag at 175),
    /// then 30 (v1 … v4 at 50, 100, 150, 200, tag at 145).
    @Test func aViewPinnedBetweenTwoEditsMovesWithTheSecond() {
        let t = row()
        let parked = t.tag.leadingAnchor.constraint(equalTo: t.root.leadingAnchor, constant: 400)
        parked.isActive = true
        t.root.layoutIfNeeded()
        #expect(t.tag.frame == CGRect(x: 400, y: 50, width: 20, height: 20))
        t.widths[0].constant = 60
        t.root.layoutIfNeeded()
        #expect(t.views.map(\.frame.minX) == [10, 80, 130, 180, 230])
        parked.isActive = false
        LayoutConstraint.activate([t.tag.leadingAnchor.constraint(equalTo: t.views[2].trailingAnchor, constant: 5)])
        t.root.layoutIfNeeded()
        #expect(t.tag.frame == CGRect(x: 175, y: 50, width: 20, height: 20))
        t.widths[0].constant = 30
        t.root.layoutIfNeeded()
        #expect(t.views.map(\.frame.minX) == [10, 50, 100, 150, 200])
        #expect(t.tag.frame == CGRect(x: 145, y: 50, width: 20, height: 20))
    }

    /// `tag` 5 after v2 (x 155) moved to 300 from the root's leading edge between two edits of
    /// v0's width: 60 (tag at 175), then 30 — v1 … v4 at 50, 100, 150, 200 and tag at 300.
    @Test func aViewUnpinnedBetweenTwoEditsStaysWithTheSecond() {
        let t = row()
        let pin = t.tag.leadingAnchor.constraint(equalTo: t.views[2].trailingAnchor, constant: 5)
        pin.isActive = true
        t.root.layoutIfNeeded()
        #expect(t.tag.frame.minX == 155)
        t.widths[0].constant = 60
        t.root.layoutIfNeeded()
        #expect(t.tag.frame.minX == 175)
        pin.isActive = false
        LayoutConstraint.activate([t.tag.leadingAnchor.constraint(equalTo: t.root.leadingAnchor, constant: 300)])
        t.root.layoutIfNeeded()
        #expect(t.tag.frame == CGRect(x: 300, y: 50, width: 20, height: 20))
        t.widths[0].constant = 30
        t.root.layoutIfNeeded()
        #expect(t.views.map(\.frame.minX) == [10, 50, 100, 150, 200])
        #expect(t.views.map(\.frame.width) == [30, 40, 40, 40, 40])
        #expect(t.tag.frame == CGRect(x: 300, y: 50, width: 20, height: 20))
    }
}
