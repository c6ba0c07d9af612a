import Foundation
import Testing
@testable import ViewRasterViews

/// What a user sees after an edited constant, where the edit pass writes the root's part and
/// takes the scale without going through a planned entry or a second read: the root's margins
/// guide keeps its frame and a view pinned to it moves by the edit; a view on a screen of
/// scale 3 is put on that screen's grid (thirds of a point), not on another scale's.
/// Round twenty-seven (issue 22) made those two parts of the edit pass shorter.
@MainActor
struct EditedConstantRootAndScaleTests {
    /// root (300 × 100, margins 8 all round) ⊃ v, 40 × 20, its leading `constant` after the
    /// root's leading margin and its top at the top margin; laid out once.
    func marginRow(constant: CGFloat) -> (root: View, view: View, leading: LayoutConstraint) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let leading = v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: constant)
        LayoutConstraint.activate([leading, v.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                                   v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        return (root, v, leading)
    }

    /// The leading constant edited from 10 to 30: the view moves from x 18 to 38 (8 + 30), at
    /// the top margin, unresized, by an edit pass; the root's margins guide stays 8 in on every
    /// side (8, 8, 284, 84).
    @Test func aViewPinnedToTheRootsMarginMovesAndTheGuideStays() {
        Stage(.frame, scale: 2).within {
            let t = marginRow(constant: 10)
            #expect(t.view.frame == CGRect(x: 18, y: 8, width: 40, height: 20))
            t.leading.constant = 30
            t.root.layoutIfNeeded()
            #expect(t.root.layoutEngine.passCounts.constantsOnly == 1)
            #expect(t.view.frame == CGRect(x: 38, y: 8, width: 40, height: 20))
            #expect(t.root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 84))
        }
    }

    /// On a screen of scale 3, the leading constant edited to 10.1: 8 + 10.1 = 18.1 pt is
    /// 54.3 px, rounded to 54 px = 18 pt; the far edge 58.1 pt = 174.3 px → 174 px = 58 pt.
    /// Edited to 10.2: 18.2 pt = 54.6 px → 55 px = 55/3 pt, and the far edge 58.2 pt =
    /// 174.6 px → 175 px = 175/3 pt, so the width is 120/3 = 40 (on scale 2 both edits would
    /// give x 18: 36.2 and 36.4 px round to 36).
    @Test func anEditedConstantSnapsToTheScreensScale() {
        Stage(.frame, scale: 3).within {
            let t = marginRow(constant: 10)
            t.leading.constant = 10.1
            t.root.layoutIfNeeded()
            #expect(t.view.frame.minX == 18)
            t.leading.constant = 10.2
            t.root.layoutIfNeeded()
            #expect(t.root.layoutEngine.passCounts.constantsOnly == 2)
            // (The view keeps a centre and a size: its frame is read back within 1e-9.)
            #expect(abs(t.view.frame.minX - 55.0 / 3) < 1e-9)
            #expect(abs(t.view.frame.width - 40) < 1e-9)
        }
    }
}
