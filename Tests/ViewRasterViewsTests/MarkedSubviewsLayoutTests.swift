import Foundation
import Testing
@testable import ViewRasterViews

/// After a solve that resized some views (an edited constant), `layoutIfNeeded` runs
/// `layoutSubviews` on exactly the marked views, as UIKit does: the superview first, then its
/// marked subviews in subview order — wherever they sit among the subviews, and including a
/// later subview that an earlier one's `layoutSubviews` marked in the same pass. A pass stops
/// looking through the subviews once none is left marked, which these tests would catch if it
/// stopped early (a mark missed) — also after a marked view moved to another superview.
@MainActor
struct MarkedSubviewsLayoutTests {
    /// A view that logs its `layoutSubviews` calls by name, and runs `onLayout` in them.
    final class LoggingView: View {
        let name: String
        let log: Log
        var onLayout: () -> Void = {}
        init(_ name: String, log: Log, frame: CGRect = .zero) {
            self.name = name
            self.log = log
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError("not from nibs") }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.names.append(name)
            onLayout()
        }
    }

    /// The names of the views whose `layoutSubviews` ran, in order.
    final class Log { var names: [String] = [] }

    /// root (500 × 100) ⊃ v0 … v4 in a row: v0 at x 10, each next 10 after the one before,
    /// each 40 wide (`widths`) and 40 high at the top.
    func row(_ log: Log) -> (root: LoggingView, views: [LoggingView], widths: [LayoutConstraint]) {
        let root = LoggingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 500, height: 100))
        var views: [LoggingView] = [], widths: [LayoutConstraint] = [], all: [LayoutConstraint] = []
        for i in 0..<5 {
            let v = LoggingView("v\(i)", log: log)
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            let w = v.widthAnchor.constraint(equalToConstant: 40)
            all += [v.leadingAnchor.constraint(equalTo: i == 0 ? root.leadingAnchor : views[i - 1].trailingAnchor, constant: 10),
                    w, v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 40)]
            views.append(v); widths.append(w)
        }
        LayoutConstraint.activate(all)
        return (root, views, widths)
    }

    /// The first and the last view resized: the root, then those two; the three between only
    /// moved (v1 … v3 20 to the right), so their `layoutSubviews` does not run.
    @Test func theFirstAndLastResizedViewsAreLaidOutAfterTheirSuperview() {
        let log = Log()
        let t = row(log)
        t.root.layoutIfNeeded()
        #expect(log.names == ["root", "v0", "v1", "v2", "v3", "v4"])
        log.names = []
        t.widths[0].constant = 60
        t.widths[4].constant = 30
        t.root.layoutIfNeeded()
        #expect(log.names == ["root", "v0", "v4"])
        #expect(t.views[0].frame == CGRect(x: 10, y: 0, width: 60, height: 40))
        // v0 ends at 70; v1, v2, v3 start 10 after the one before: 80, 130, 180.
        #expect(t.views[3].frame == CGRect(x: 180, y: 0, width: 40, height: 40))
        #expect(t.views[4].frame == CGRect(x: 230, y: 0, width: 30, height: 40))
    }

    /// `row(log)` after its first pass, with `log` emptied.
    func laidOutRow(_ log: Log) -> (root: LoggingView, views: [LoggingView], widths: [LayoutConstraint]) {
        let t = row(log)
        t.root.layoutIfNeeded()
        log.names = []
        return t
    }

    /// Only the last view resized: it is found behind four unmarked siblings.
    @Test func aResizedLastViewIsLaidOut() {
        let log = Log()
        let t = laidOutRow(log)
        t.widths[4].constant = 20
        t.root.layoutIfNeeded()
        #expect(log.names == ["root", "v4"])
    }

    /// v0's width edited to 0 (a size the moved-view shortcut does not take: not positive):
    /// v0 is resized to an empty frame and laid out, the views after it only move 40 to the left
    /// (v1 at 20, v4 at 170) and are not laid out.
    @Test func aViewResizedToZeroWidthIsLaidOutAndTheOthersOnlyMove() {
        let log = Log()
        let t = laidOutRow(log)
        t.widths[0].constant = 0
        t.root.layoutIfNeeded()
        #expect(log.names == ["root", "v0"])
        #expect(t.views[0].frame == CGRect(x: 10, y: 0, width: 0, height: 40))
        #expect(t.views[1].frame == CGRect(x: 20, y: 0, width: 40, height: 40))
        #expect(t.views[4].frame == CGRect(x: 170, y: 0, width: 40, height: 40))
    }

    /// v1's `layoutSubviews` marks v3, which comes later among the subviews: v3 is laid out in
    /// the same pass, after v1 (each subview's mark is read when the pass reaches it).
    @Test func aLaterSiblingMarkedDuringThePassIsLaidOutInIt() {
        let log = Log()
        let t = laidOutRow(log)
        t.views[1].onLayout = { [weak v3 = t.views[3]] in v3?.setNeedsLayout() }
        t.widths[1].constant = 45
        t.root.layoutIfNeeded()
        #expect(log.names == ["root", "v1", "v3"])
        #expect(!t.views[3].needsLayout)
    }

    /// root ⊃ a, b; a ⊃ x (pinned to a's top left, 20 × `side`). x is marked and moved into b
    /// before a pass: that pass (a tree with a mark by hand, walked whole) lays it out under b;
    /// then an edit that resizes x lays out root, b and x (b counted x's mark when x joined it).
    @Test func aMarkedViewMovedToAnotherSuperviewIsLaidOutThere() {
        let log = Log()
        let root = LoggingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = LoggingView("a", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = LoggingView("b", log: log, frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        let x = LoggingView("x", log: log)
        root.addSubview(a); root.addSubview(b); a.addSubview(x)
        root.layoutIfNeeded()
        log.names = []
        x.setNeedsLayout()
        b.addSubview(x)
        x.translatesAutoresizingMaskIntoConstraints = false
        let side = x.widthAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([x.leadingAnchor.constraint(equalTo: b.leadingAnchor), x.topAnchor.constraint(equalTo: b.topAnchor),
                                   side, x.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(log.names == ["root", "a", "b", "x"])
        #expect(x.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        log.names = []
        side.constant = 30
        root.layoutIfNeeded()
        #expect(log.names == ["root", "b", "x"])
        #expect(x.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
    }
}
