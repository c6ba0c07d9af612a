import Foundation
import Testing
@testable import ViewRasterViews

/// A constant edited inside an animation block and laid out there (UIKit's way to animate a
/// constraint): the views it moved animate to their new frames, the others are left alone.
@MainActor
struct EditedConstantAnimationTests {
    /// Three 10×8 views under a 100×40 root, not laid out: a at the root's leading + 2 (its
    /// width, returned, 10), b 4 after a, c at the root's trailing − 2; all 5 below the top.
    func row() -> (root: View, a: View, b: View, c: View, width: LayoutConstraint) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let a = View(), b = View(), c = View()
        for v in [a, b, c] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        var all = [a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2), width,
                   b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 4), b.widthAnchor.constraint(equalToConstant: 10),
                   c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -2), c.widthAnchor.constraint(equalToConstant: 10)]
        for v in [a, b, c] {
            all += [v.topAnchor.constraint(equalTo: root.topAnchor, constant: 5), v.heightAnchor.constraint(equalToConstant: 8)]
        }
        LayoutConstraint.activate(all)
        return (root, a, b, c, width)
    }

    /// The first layout animated over 2 s (every view grows from its zero frame), then at once
    /// an edit animated over 1 s: the view the edit does not move keeps its 2-second animation
    /// (a write of its unchanged frame would replace it with a 1-second one while it runs).
    @Test func aViewTheEditDidNotMoveKeepsItsRunningAnimation() {
        let stage = Stage(.size(CGSize(width: 100, height: 40)), scale: 1)
        stage.within {
            let (root, _, b, c, width) = row()
            let start = VirtualClock.current.now
            View.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                width.constant = 20
                root.layoutIfNeeded()
            })
            #expect(root.layoutEngine.passCounts.constantsOnly == 1)
            #expect(b.frame == CGRect(x: 26, y: 5, width: 10, height: 8))
            #expect(c.frame == CGRect(x: 88, y: 5, width: 10, height: 8))
            // A quarter of c's 2 s: centre (0, 0) → (93, 9) at (23.25, 2.25), size 0×0 → 10×8
            // at 2.5×2 (a new 1 s animation would be halfway: (46.5, 4.5), 5×4).
            let state = c.presentationState(at: start + 0.5)
            #expect(state.center == CGPoint(x: 23.25, y: 2.25))
            #expect(state.bounds.size == CGSize(width: 2.5, height: 2))
        }
    }

    /// The views of `row`, a's width edited from 10 to 20 inside an animation block: a and b
    /// animate to their new frames, c (not moved) has no animation.
    @Test func anEditedConstantAnimatesOnlyTheViewsItMoved() {
        let stage = Stage(.size(CGSize(width: 100, height: 40)), scale: 1)
        stage.within {
            let (root, a, b, c, width) = row()
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 2, y: 5, width: 10, height: 8))
            #expect(b.frame == CGRect(x: 16, y: 5, width: 10, height: 8))
            #expect(c.frame == CGRect(x: 88, y: 5, width: 10, height: 8))
            let start = VirtualClock.current.now
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                width.constant = 20
                root.layoutIfNeeded()
            })
            #expect(root.layoutEngine.passCounts.constantsOnly == 1)
            // The model frames at once: a 20 wide, b 10 further right, c where it was.
            #expect(a.frame == CGRect(x: 2, y: 5, width: 20, height: 8))
            #expect(b.frame == CGRect(x: 26, y: 5, width: 10, height: 8))
            #expect(c.frame == CGRect(x: 88, y: 5, width: 10, height: 8))
            // Halfway: b's centre from x 21 to 31 is at 26, a's width from 10 to 20 at 15; c,
            // not moved, has no animation at all.
            let half = start + 0.5
            #expect(b.presentationState(at: half).center == CGPoint(x: 26, y: 9))
            #expect(a.presentationState(at: half).bounds.size == CGSize(width: 15, height: 8))
            #expect(c.propertyAnimations.isEmpty)
            #expect(c.presentationState(at: half).center == CGPoint(x: 93, y: 9))
        }
    }
}
