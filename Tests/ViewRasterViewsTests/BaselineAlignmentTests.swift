import Foundation
import Testing
@testable import ViewRasterViews

/// Views aligned by their first baselines draw their text on one line, as in UIKit: a text
/// field's baseline is its text's and a button's its title's, each centred in whatever height
/// the view gets (before, both fell back to their bottom edges).
@MainActor
@Suite struct BaselineAlignmentTests {
    /// The y of every glyph run's first glyph in `root`'s coordinates, by the view that drew it
    /// (the display list's transforms applied).
    func baselines(_ root: View) -> [CGFloat] {
        var stack: [CGAffineTransform] = [], t = CGAffineTransform.identity, ys: [CGFloat] = []
        for op in root.displayList(scale: 3).ops {
            switch op {
            case .save: stack.append(t)
            case .restore: t = stack.popLast() ?? .identity
            case .concat(let m): t = m.concatenating(t)
            case .glyphs(let run): if let g = run.glyphs.first { ys.append(CGPoint(x: g.x, y: g.y).applying(t).y) }
            default: break
            }
        }
        return ys
    }

    func pinned<V: View>(_ v: V, in root: View) -> V {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        return v
    }

    @Test func labelTextFieldAndButtonShareABaseline() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 120))
        let label = pinned(Label(), in: root)
        label.text = "Name"
        label.font = .systemFont(ofSize: 17)
        let field = pinned(TextField(), in: root)
        field.text = "Field"
        let button = pinned(Button(type: .system), in: root)
        button.setTitle("Go", for: .normal)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.widthAnchor.constraint(equalToConstant: 150),
            // Stretched well past its text: the text stays centred, the baseline with it.
            field.heightAnchor.constraint(equalToConstant: 60),
            field.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
            button.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
            button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // The label is 20.5 pt tall (SF's 20.29 pt line at 17 pt on the @2x grid) with its line
        // centred: its baseline 40 + 0.11 + 16.19 (the ascender, 1950/2048 em) = 56.29 down.
        // The field (body style by default, 17 pt) is 60 tall with its line centred: baseline
        // 20.29 / 2 − 16.19 = 6.04 below its centre, so its top is 56.29 − 36.04 = 20.25; the
        // system button's 15 pt title (line 17.90, ascender 14.28) is centred in its 30 pt:
        // top 56.29 − 15 − 5.33 = 35.96. Both on the 0.5 pt grid.
        #expect(abs(field.frame.minY - 20.25) <= 0.25 + 1e-9)
        #expect(abs(button.frame.minY - 35.96) <= 0.25)
        let ys = baselines(root)
        #expect(ys.count == 3)
        // What one sees: the three texts stand on one baseline, to the pixel grid.
        for y in ys { #expect(abs(y - 56.29) <= 0.5) }
    }

    @Test func anEmptyFieldTakesItsBaselineFromItsFont() {
        // UITextField's default font is the body style (17 pt); an empty field still has a
        // baseline, 6.04 pt below its centre, not its bottom edge.
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let field = pinned(TextField(), in: root)
        let guide = pinned(View(), in: root)
        LayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 50),
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor), guide.widthAnchor.constraint(equalToConstant: 10),
            field.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            field.widthAnchor.constraint(equalToConstant: 100), field.heightAnchor.constraint(equalToConstant: 22),
            field.firstBaselineAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(field.font.pointSize == 17)
        // 50 − 11 − 6.04 = 32.96, on the @1x grid of a plain root's layout: 33.
        #expect(abs(field.frame.minY - 32.96) <= 0.5)
    }
}
