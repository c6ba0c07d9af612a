import Testing
@testable import ViewRasterViews

/// The engine skips passes with nothing changed and edits changed constants in the solver
/// (no recompile), and still recompiles for every other kind of change; frames by hand.
@MainActor
struct IncrementalLayoutTests {
    /// 20 views in a row: leading = previous trailing + 1, width 5, top 2, height 10.
    func row() -> (View, [View], [LayoutConstraint]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        var views: [View] = [], widths: [LayoutConstraint] = [], all: [LayoutConstraint] = []
        for i in 0..<20 {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            let w = v.widthAnchor.constraint(equalToConstant: 5)
            all += [v.leadingAnchor.constraint(equalTo: i == 0 ? root.leadingAnchor : views[i - 1].trailingAnchor, constant: 1),
                    w, v.topAnchor.constraint(equalTo: root.topAnchor, constant: 2), v.heightAnchor.constraint(equalToConstant: 10)]
            views.append(v); widths.append(w)
        }
        LayoutConstraint.activate(all)
        return (root, views, widths)
    }

    @Test func cleanPassDoesNothingAndConstantsEditInPlace() {
        let (root, views, widths) = row()
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        #expect(views[19].frame == CGRect(x: 115, y: 2, width: 5, height: 10)) // 1 + 6 * 19
        let full = engine.passCounts.full
        root.layoutIfNeeded()
        #expect(engine.passCounts.full == full && engine.passCounts.clean >= 1)
        // One width: every view after it moves by the difference, without a recompile.
        widths[0].constant = 9
        root.layoutIfNeeded()
        #expect(engine.passCounts.full == full && engine.passCounts.constantsOnly == 1)
        #expect(views[0].frame == CGRect(x: 1, y: 2, width: 9, height: 10))
        #expect(views[19].frame == CGRect(x: 119, y: 2, width: 5, height: 10)) // 1 + 6 * 19 + 4
        widths[10].constant = 1
        widths[11].constant = 2
        root.layoutIfNeeded()
        #expect(engine.passCounts.full == full && engine.passCounts.constantsOnly == 2)
        // Widths 10 and 11 narrowed by 4 and 3: 1 + 6 * 19 + 4 - 4 - 3.
        let shifted: CGFloat = 112
        #expect(views[19].frame.minX == shifted)
    }

    @Test func prioritiesAndDeactivationsApplyWithoutRecompile() {
        let (root, views, widths) = row()
        let wide = views[0].widthAnchor.constraint(equalToConstant: 20)
        wide.priority = LayoutPriority(rawValue: 500)
        wide.isActive = true
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        let full = engine.passCounts.full
        // The required width 5 beats 20 @500.
        #expect(views[0].frame.width == 5 && views[19].frame.minX == 115)
        // Width 5 @250 now loses to 20 @500: view 0 is 20 wide, the rest move by 15.
        widths[0].priority = .defaultLow
        root.layoutIfNeeded()
        #expect(engine.passCounts.full == full && engine.passCounts.incremental == 1)
        #expect(views[0].frame == CGRect(x: 1, y: 2, width: 20, height: 10))
        #expect(views[1].frame.minX == 22 && views[19].frame.minX == 130) // 1 + 20 + 1 + 6 * 18
        // 20 @500 deactivated: 5 @250 alone, so 5 wide again; with a constant edited in the
        // same pass (view 19's width 5 -> 7).
        wide.isActive = false
        widths[19].constant = 7
        root.layoutIfNeeded()
        #expect(engine.passCounts.full == full && engine.passCounts.incremental == 2)
        #expect(views[0].frame.width == 5 && views[19].frame == CGRect(x: 115, y: 2, width: 7, height: 10))
        // A deactivated constraint's later constant edit changes nothing.
        wide.constant = 40
        root.layoutIfNeeded()
        #expect(engine.passCounts.full == full && views[0].frame.width == 5)
        // Back to required: 5 again (it was already), re-added at 1000 without a recompile.
        widths[0].priority = .required
        root.layoutIfNeeded()
        #expect(engine.passCounts.full == full && engine.passCounts.incremental == 3)
        #expect(views[0].frame.width == 5 && views[19].frame.minX == 115)
    }

    @Test func otherChangesRecompile() {
        let (root, views, widths) = row()
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        var full = engine.passCounts.full
        // A priority: the width becomes optional and loses to a required one.
        widths[0].priority = .defaultHigh
        views[0].widthAnchor.constraint(equalToConstant: 20).isActive = true
        root.layoutIfNeeded()
        #expect(engine.passCounts.full > full)
        #expect(views[0].frame.width == 20 && views[1].frame.minX == 22)
        // The root's size: a trailing pin follows it.
        full = engine.passCounts.full
        let last = views[19].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        widths[19].isActive = false
        last.isActive = true
        root.layoutIfNeeded()
        #expect(engine.passCounts.full > full)
        let x19 = views[19].frame.minX
        #expect(views[19].frame.maxX == 390)
        full = engine.passCounts.full
        root.frame = CGRect(x: 0, y: 0, width: 500, height: 100)
        root.layoutIfNeeded()
        #expect(engine.passCounts.full > full)
        #expect(views[19].frame.minX == x19 && views[19].frame.maxX == 490)
        // A new subview with its own constraints.
        full = engine.passCounts.full
        let extra = View()
        extra.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(extra)
        LayoutConstraint.activate([extra.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
                                   extra.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                                   extra.widthAnchor.constraint(equalToConstant: 7), extra.heightAnchor.constraint(equalToConstant: 8)])
        root.layoutIfNeeded()
        #expect(engine.passCounts.full > full)
        #expect(extra.frame == CGRect(x: 3, y: 50, width: 7, height: 8))
    }

    @Test func intrinsicSizeChangesRecompile() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = Label()
        label.text = "Hi"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
                                   label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)])
        root.layoutIfNeeded()
        let narrow = label.frame.width
        label.text = "Hi there, a longer text"
        root.layoutIfNeeded()
        #expect(label.frame.width > narrow)
    }
}
