import Testing
@testable import ViewRasterViews

/// An edited constant's frames written by views a batch at a time (`View.applyLayoutFramesIfMoved`):
/// a row of views longer than two batches, with a view placed by hand (its autoresizing mask
/// translated: written the general way, which hands over the batch before it) among them.
@MainActor
struct PlannedFrameBatchViewTests {
    /// A 1000×100 root with `n` views in a row (leading = previous trailing + 1, width 5, top
    /// 2, height 10; widths of `widths` set before the first pass) and, after view `n / 2`, a
    /// view with the frame (3.5, 40, 7, 4) set by hand; laid out once on `stage` (@2x).
    func row(_ n: Int, widths: [Int: CGFloat] = [:], on stage: Stage) -> (root: View, views: [View], pinned: View, widths: [LayoutConstraint]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        let pinned = View(frame: CGRect(x: 3.5, y: 40, width: 7, height: 4))
        var views: [View] = [], widthConstraints: [LayoutConstraint] = [], all: [LayoutConstraint] = []
        for i in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            if i == n / 2 { root.addSubview(pinned) }
            let w = v.widthAnchor.constraint(equalToConstant: widths[i] ?? 5)
            all += [v.leadingAnchor.constraint(equalTo: i == 0 ? root.leadingAnchor : views[i - 1].trailingAnchor, constant: 1),
                    w, v.topAnchor.constraint(equalTo: root.topAnchor, constant: 2), v.heightAnchor.constraint(equalToConstant: 10)]
            views.append(v); widthConstraints.append(w)
        }
        LayoutConstraint.activate(all)
        stage.within { root.layoutIfNeeded() }
        return (root, views, pinned, widthConstraints)
    }

    /// 61 views: view 0's width to 9.5, then views 30 and 50 to 2 and 7.25 in one pass — each
    /// an edit pass whose frames are those of a row laid out with those widths from the start
    /// (the last view at 1 + 6 · 60 plus the widths' changes, on the @2x grid: 365.5, then
    /// 364.75 → 365); the view placed by hand keeps its frame.
    @Test func editsWriteEveryViewsFrameAroundAViewPlacedByHand() {
        let n = 61
        let stage = Stage(scale: 2)
        let (root, views, pinned, widths) = row(n, on: stage)
        let engine = root.layoutEngine
        var set: [Int: CGFloat] = [:]
        for (k, step) in [[0: 9.5], [30: 2, 50: 7.25]].enumerated() {
            for (i, w) in step { widths[i].constant = w; set[i] = w }
            stage.within { root.layoutIfNeeded() }
            #expect(engine.passCounts.full == 1 && engine.passCounts.constantsOnly == k + 1)
            let fresh = row(n, widths: set, on: stage)
            #expect(views.map(\.frame) == fresh.views.map(\.frame))
            // Its leading edge 1 + 6 · 60 plus the widths' changes, on the @2x grid (half a
            // pixel rounds away from zero: 364.75 → 365), its trailing edge 5 further.
            let grown = set.values.reduce(0) { $0 + $1 - 5 }
            let x = ((1 + 6 * CGFloat(n - 1) + grown) * 2).rounded(.toNearestOrAwayFromZero) / 2
            #expect(views[n - 1].frame == CGRect(x: x, y: 2, width: 5, height: 10))
            #expect(pinned.frame == CGRect(x: 3.5, y: 40, width: 7, height: 4))
        }
    }
}
