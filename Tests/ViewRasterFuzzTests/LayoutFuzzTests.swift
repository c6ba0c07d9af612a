import Foundation
import Testing
import ViewRasterLayout
import ViewRasterViews
import ViewRasterFuzz

/// Random constraint systems on view trees: a required constraint that conflicts is not
/// installed and is reported naming the views; every other required constraint holds;
/// ambiguity is found per view.
@Suite @MainActor struct LayoutFuzzTests {
    enum Attr: CaseIterable { case leading, trailing, top, bottom, width, height, centerX, centerY }

    struct Built {
        var root: View
        var views: [View]
        var constraints: [LayoutConstraint]
        var diagnostics: LayoutDiagnostics
    }

    /// A root with `n` subviews named v0…, sizes at least 0: v0 pinned by four required constraints, v1 left
    /// alone, the rest (and v0) then tied by random required and optional constraints, added
    /// one at a time with a layout pass after each. `check` runs after each addition.
    func build(seed: UInt64, index: Int, n: Int = 6,
               check: (Built, LayoutConstraint, [LayoutConstraint]) -> Void = { _, _, _ in }) -> Built {
        var r = FuzzRandom(seed: seed, index: index)
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let diagnostics = LayoutDiagnostics()
        root.layoutStorage.diagnostics = diagnostics
        var views: [View] = []
        for i in 0..<n {
            let v = View(frame: .zero)
            v.accessibilityIdentifier = "v\(i)"
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            views.append(v)
        }
        let pin = [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                   views[0].topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                   views[0].widthAnchor.constraint(equalToConstant: 30), views[0].heightAnchor.constraint(equalToConstant: 20)]
        // Sizes stay non-negative (a view's bounds cannot hold a negative size).
        let sizes = views.flatMap { [$0.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
                                     $0.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)] }
        LayoutConstraint.activate(pin + sizes)
        root.layoutIfNeeded()
        var built = Built(root: root, views: views, constraints: pin + sizes, diagnostics: diagnostics)
        let others = Array(views[2...]) + [views[0]]
        for _ in 0..<(4 + r.below(14)) {
            guard let a = r.pick(others), let b = r.pick(others + [root]) else { continue }
            let c = randomConstraint(a, b, &r)
            if r.chance(0.25) { c.priority = LayoutPriority(Float(1 + r.below(998))) }
            let brokenBefore = root.layoutEngine.brokenConstraints
            c.isActive = true
            built.constraints.append(c)
            root.layoutIfNeeded()
            check(built, c, brokenBefore)
        }
        return built
    }

    func randomConstraint(_ a: View, _ b: View, _ r: inout FuzzRandom) -> LayoutConstraint {
        let k = CGFloat(r.int(in: -40...80))
        switch r.below(6) {
        case 0: return a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: k)
        case 1: return a.trailingAnchor.constraint(lessThanOrEqualTo: b.trailingAnchor, constant: k)
        case 2: return a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: k)
        case 3: return a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: CGFloat(r.int(in: 1...3)) / 2, constant: k)
        case 4: return a.heightAnchor.constraint(greaterThanOrEqualToConstant: abs(k))
        default: return a.widthAnchor.constraint(equalToConstant: abs(k))
        }
    }

    /// The value of `attr` of `view` in the root's coordinates (the root's own are its bounds).
    func value(_ view: View?, _ attr: LayoutAttribute, root: View) -> CGFloat {
        guard let view else { return 0 }
        // Raw origin and size: a solved size may be negative, which CGRect's min/max hide.
        let f = view === root ? CGRect(origin: .zero, size: root.bounds.size) : view.layoutFrame
        let x = f.origin.x, y = f.origin.y, w = f.size.width, h = f.size.height
        switch attr {
        case .leading, .left: return x
        case .trailing, .right: return x + w
        case .top: return y
        case .bottom: return y + h
        case .width: return w
        case .height: return h
        case .centerX: return x + w / 2
        case .centerY: return y + h / 2
        default: return .nan
        }
    }

    func holds(_ c: LayoutConstraint, root: View) -> Bool {
        let lhs = value(c.firstItem as? View, c.firstAttribute, root: root)
        let rhs = (c.secondItem == nil ? 0 : value(c.secondItem as? View, c.secondAttribute, root: root)) * c.multiplier + c.constant
        let tolerance: CGFloat = 1 // frames are snapped to the pixel grid
        switch c.relation {
        case .equal: return abs(lhs - rhs) <= tolerance
        case .lessThanOrEqual: return lhs <= rhs + tolerance
        case .greaterThanOrEqual: return lhs >= rhs - tolerance
        }
    }

    @Test func conflictsAreBrokenReportedAndEverythingElseHolds() {
        var conflicts = 0
        for index in 0..<100 {
            let b = build(seed: 21, index: index) { b, added, brokenBefore in
                let broken = b.root.layoutEngine.brokenConstraints
                // Only the constraint being added may be newly broken (UIKit's rule).
                let newly = broken.filter { c in !brokenBefore.contains { $0 === c } }
                #expect(newly.allSatisfy { $0 === added }, "case \(index): added \(added), newly broken \(newly)")
                if newly.contains(where: { $0 === added }) {
                    #expect(added.priority.isRequired, "case \(index): only required constraints are broken: \(added)")
                    conflicts += 1
                    let m = b.diagnostics.messages.last ?? ""
                    #expect(m.hasPrefix("Unable to simultaneously satisfy constraints."), "case \(index)")
                    #expect(m.contains("Will attempt to recover by breaking constraint\n\(added)"), "case \(index): \(m)")
                    // The report names views by their identifiers.
                    #expect(b.views.contains { m.contains($0.accessibilityIdentifier! + ".") }, "case \(index): \(m)")
                }
            }
            let broken = b.root.layoutEngine.brokenConstraints
            let reports = b.diagnostics.messages.filter { $0.hasPrefix("Unable to simultaneously satisfy constraints.") }
            #expect(reports.count == broken.count, "case \(index): each broken constraint reported once")
            for v in b.views {
                let f = v.layoutFrame
                #expect(f.origin.x.isFinite && f.size.width.isFinite && f.origin.y.isFinite && f.size.height.isFinite)
            }
            // Every required constraint that was not broken holds.
            for c in b.constraints where c.priority.isRequired && c.isActive && !broken.contains(where: { $0 === c }) {
                #expect(holds(c, root: b.root), "case \(index): \(c) with \(b.views.map(\.layoutFrame))")
            }
            // The pins were installed first: they hold, whatever came later.
            #expect(b.views[0].frame == CGRect(x: 10, y: 5, width: 30, height: 20), "case \(index)")
        }
        #expect(conflicts > 20, "the random systems produce conflicts (\(conflicts))")
    }

    @Test func ambiguityIsReportedByView() {
        var ambiguousSeen = 0
        for index in 0..<60 {
            let b = build(seed: 5, index: index)
            b.root.layoutIfNeeded()
            #expect(!b.views[0].hasAmbiguousLayout, "case \(index): the pinned view is determined")
            #expect(b.views[1].hasAmbiguousLayout, "case \(index): the untouched view is ambiguous")
            let report = b.root.layoutEngine.ambiguityReport() ?? ""
            #expect(report.contains("v1: ambiguous minX, minY, width, height"), "case \(index): \(report)")
            #expect(!report.contains("v0:"))
            ambiguousSeen += b.views.filter(\.hasAmbiguousLayout).count
            // The report and the per-view answer agree.
            for v in b.views {
                #expect(report.contains("\(v.accessibilityIdentifier!): ambiguous") == v.hasAmbiguousLayout, "case \(index) \(v.debugName)")
            }
        }
        #expect(ambiguousSeen > 60)
    }
}
