import Foundation
import Testing
import ViewRasterLayout

@Suite struct DiagnosticsTests {
    @Test func conflictingRequiredConstraintIsBrokenAndReported() {
        let root = TestItem.root(300, 100)
        let a = TestItem("a")
        root.add(a)
        let w100 = a.widthAnchor.constraint(equalToConstant: 100)
        let lead = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let trail = a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -150)
        let unrelated = a.heightAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([w100, lead, unrelated, a.topAnchor.constraint(equalTo: root.topAnchor)])
        root.solveLayout()
        trail.isActive = true
        root.solveLayout()
        let messages = root.diagnostics
        #expect(messages.count == 1)
        let m = messages.first ?? ""
        #expect(m.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(m.contains("Probably at least one of the constraints"))
        #expect(m.contains("Will attempt to recover by breaking constraint\n\(trail)"))
        #expect(m.contains(w100.description) && m.contains(lead.description))
        #expect(m.contains("root-width")) // the root's frame is part of the conflict
        #expect(!m.contains(unrelated.description)) // not part of the irreducible set
        #expect(root.layoutEngine.brokenConstraints.count == 1)
        #expect(a.frame == rect(0, 0, 100, 20))
        // Not reported again on the next pass; fixing the constant installs it.
        root.solveLayout()
        #expect(root.diagnostics.count == 1)
        w100.isActive = false
        root.solveLayout()
        #expect(a.frame == rect(0, 0, 150, 20))
        #expect(root.layoutEngine.brokenConstraints.isEmpty)
    }

    @Test func translatedFrameConflictNamesAutoresizingConstraint() {
        let root = TestItem.root(300, 100)
        let a = TestItem("forgotToClearTAMIC", frame: rect(0, 0, 10, 10))
        root.add(a, tamic: true)
        a.widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.solveLayout()
        let m = root.diagnostics.first ?? ""
        #expect(m.contains("AutoresizingMaskLayoutConstraint h=--- v=--- forgotToClearTAMIC.width == 10"))
        #expect(a.frame == rect(0, 0, 10, 10))
    }

    @Test func noCommonAncestorIsReportedNotInstalled() throws {
        let r1 = TestItem.root(10, 10), r2 = TestItem.root(10, 10)
        let a = TestItem("a"), b = TestItem("b")
        r1.add(a); r2.add(b)
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(r1.diagnostics.first?.contains("no common ancestor") == true)
        #expect(throws: LayoutError.self) { try c.activate() }
    }

    @Test func invalidAttributePairsAreRejected() {
        let root = TestItem.root(10, 10)
        let a = TestItem("a")
        root.add(a)
        let bad = [
            LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 0),
            LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0),
            LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0),
            LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5),
        ]
        for c in bad {
            #expect(throws: LayoutError.self) { try c.validate() }
            c.isActive = true
            #expect(!c.isActive)
        }
        #expect(root.diagnostics.count == bad.count)
        let ok = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: root, attribute: .height, multiplier: 2, constant: 0)
        #expect(throws: Never.self) { try ok.validate() }
    }

    @Test func ambiguousPositionIsFound() {
        let root = TestItem.root(100, 100)
        let a = TestItem("a")
        root.add(a)
        LayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
                                   a.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(a.hasAmbiguousLayout)
        #expect(root.layoutEngine.ambiguousAttributes(of: a) == ["minX"])
        #expect(!root.hasAmbiguousLayout)
        // A preferred (non-required) constraint also resolves it.
        let pref = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3)
        pref.priority = .defaultLow
        pref.isActive = true
        #expect(!a.hasAmbiguousLayout)
        root.solveLayout()
        #expect(a.frame == rect(3, 0, 10, 10))
        // An inequality alone leaves a range: still ambiguous.
        pref.isActive = false
        a.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor).isActive = true
        #expect(a.hasAmbiguousLayout)
    }
}

extension DiagnosticsTests {
    /// A chain of 300 fixed-width items pinned at both ends of a narrower root: one conflict
    /// among hundreds of constraints lists a few and counts the rest.
    @Test func aConflictAmongHundredsOfConstraintsIsSummarized() {
        let root = TestItem.root(100, 10)
        var previous: TestItem?
        var constraints: [LayoutConstraint] = []
        for i in 0..<300 {
            let item = TestItem("i\(i)")
            root.add(item)
            constraints.append(item.widthAnchor.constraint(equalToConstant: 10))
            constraints.append(item.topAnchor.constraint(equalTo: root.topAnchor))
            constraints.append(item.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor))
            previous = item
        }
        LayoutConstraint.activate(constraints)
        previous!.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true
        root.solveLayout()
        let lines = root.diagnostics.joined(separator: "\n").split(separator: "\n")
        #expect(root.diagnostics.count >= 1)
        #expect(lines.count <= 20 * root.diagnostics.count, "\(lines.count) lines")
        #expect(root.diagnostics.first?.contains(" more constraints") == true)
    }

    /// UIKit takes priorities in (0, 1000]; one outside — or NaN, which every comparison
    /// lets through unless written for it — is reported and left out of the layout, and the
    /// view keeps the frame its other constraints give.
    @Test(arguments: [Float(0), -1, 1001, .nan, .infinity])
    func priorityOutsideUIKitsRangeIsReportedAndNotLaidOut(priority: Float) {
        let root = TestItem.root(300, 100)
        let a = TestItem("a")
        root.add(a)
        let bad = a.widthAnchor.constraint(equalToConstant: 200)
        bad.priority = LayoutPriority(priority)
        LayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 20),
                                   a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                   a.topAnchor.constraint(equalTo: root.topAnchor), bad])
        root.solveLayout()
        #expect(a.frame == rect(10, 0, 40, 20))
        #expect(root.diagnostics.contains { $0.contains("priority must be in (0, 1000]") }, "\(root.diagnostics)")
    }

    /// An unnamed solver variable reads the same in every run (errors name it).
    @Test func unnamedVariableDescriptionIsTheSameForEveryVariable() {
        let a = Variable(), b = Variable(), named = Variable("x")
        #expect(a.description == "(unnamed)" && b.description == a.description)
        #expect(named.description == "x")
        let c = Constraint(ViewRasterLayout.Expression(a) - 5, .equal)
        #expect("\(c)".contains("(unnamed)"))
    }
}
