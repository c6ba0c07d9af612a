import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRendering
import ViewRasterRaster

/// A screen built again in the same process is laid out by a fresh engine that takes the kept
/// solver state (`SolverTemplateCache`) instead of adding its constraints one by one; the
/// compiled constraints it then holds are the adopted ones, which every later pass edits in
/// place or compares the recompiled tree with. After each mutation between two renders of the
/// same stage the pixels must be those of UIKit's layout, worked out by hand.
@MainActor
@Suite struct AdoptedLayoutPixelTests {
    struct Screen {
        let stage: Stage
        let root: View
        let red: View
        let blue: View
        let width: LayoutConstraint
        let gap: LayoutConstraint
    }

    /// A white 83×41 root drawn bare at scale 1 (the odd size keeps this system apart from
    /// other tests': the cache is the process's): a red box 10 pt from its left and top,
    /// `width` × 20 pt; a blue 10 × 10 pt box `gap` right of it, tops aligned.
    func make(width: CGFloat, gap: CGFloat = 5) -> Screen {
        let root = View(frame: CGRect(x: 0, y: 0, width: 83, height: 41))
        root.backgroundColor = .white
        let red = View(), blue = View()
        red.backgroundColor = .red
        blue.backgroundColor = .blue
        for v in [red, blue] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        let w = red.widthAnchor.constraint(equalToConstant: width)
        let g = blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: gap)
        LayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            red.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            w,
            red.heightAnchor.constraint(equalToConstant: 20),
            g,
            blue.topAnchor.constraint(equalTo: red.topAnchor),
            blue.widthAnchor.constraint(equalToConstant: 10),
            blue.heightAnchor.constraint(equalToConstant: 10),
        ])
        let stage = Stage(.frame, scale: 1)
        stage.mount(root)
        return Screen(stage: stage, root: root, red: red, blue: blue, width: w, gap: g)
    }

    /// Row 15 (through both boxes) and row 25 (below the blue box) as letters: `w` white,
    /// `r` red, `b` blue, `?` anything else.
    func rows(_ c: Canvas) -> (String, String) {
        func letter(_ x: Int, _ y: Int) -> Character {
            switch c.pixel(x: x, y: y) {
            case (255, 255, 255, 255): "w"
            case (255, 0, 0, 255): "r"
            case (0, 0, 255, 255): "b"
            default: "?"
            }
        }
        return (String((0..<c.width).map { letter($0, 15) }), String((0..<c.width).map { letter($0, 25) }))
    }

    /// The two rows of the screen with the red box `redWidth` wide and the blue one `gap`
    /// right of it, by hand: red from x = 10, blue 10 px wide, blue only above row 20.
    func expected(redWidth: Int, gap: Int) -> (String, String) {
        let white = { (n: Int) in String(repeating: "w", count: n) }
        let red = String(repeating: "r", count: redWidth), blue = String(repeating: "b", count: 10)
        let row15 = white(10) + red + white(gap) + blue + white(83 - 10 - redWidth - gap - 10)
        let row25 = white(10) + red + white(83 - 10 - redWidth)
        return (row15, row25)
    }

    @Test func anAdoptedLayoutFollowsEveryLaterMutation() throws {
        // Seen once, then kept: the third screen is the first that takes the state.
        let first = make(width: 20), second = make(width: 20), screen = make(width: 20)
        for s in [first, second, screen] { #expect(rows(try s.stage.render()) == expected(redWidth: 20, gap: 5)) }
        #expect(!first.root.layoutEngine.adoptedTemplate)
        #expect(screen.root.layoutEngine.adoptedTemplate)

        // A constant edited in place in the adopted tableau.
        screen.width.constant = 31
        #expect(rows(try screen.stage.render()) == expected(redWidth: 31, gap: 5))
        #expect(screen.root.layoutEngine.passCounts.constantsOnly == 1)

        // A constraint replaced: a full pass compares the recompiled tree with the adopted
        // constraints, removes the old gap and adds the new one.
        screen.gap.isActive = false
        screen.blue.leadingAnchor.constraint(equalTo: screen.red.trailingAnchor, constant: 12).isActive = true
        #expect(rows(try screen.stage.render()) == expected(redWidth: 31, gap: 12))

        // An edit of a constraint the adoption installed, after that full pass.
        screen.width.constant = 24
        #expect(rows(try screen.stage.render()) == expected(redWidth: 24, gap: 12))

        // Every pixel is the one a screen solved afresh with the same constraints draws.
        let fresh = make(width: 24, gap: 12)
        let a = try screen.stage.render(), b = try fresh.stage.render()
        #expect(a.width == b.width && a.height == b.height)
        var same = true
        for y in 0..<a.height { for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { same = false } }
        #expect(same)
    }
}
