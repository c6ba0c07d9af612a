import Testing
@testable import ViewRasterViews

/// What points at a view without owning it — its layer's `view`, its subviews' `superview`,
/// its constraints' items and host, its guides' owner, name tables — does not keep it alive and
/// reads nil once the view has gone, as UIKit's weak references do. These references are not
/// Swift `weak` references (the view clears them from its `deinit`), so a view gets no runtime
/// side table and its retains and releases stay on the fast path; the last test checks that.
@MainActor
struct ViewBackReferenceTests {
    @Test func aLayerKeptPastItsViewHasNoView() {
        var layer: Layer?
        weak var gone: View?
        do {
            let v = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            #expect(v.layer.view === v)
            layer = v.layer
            gone = v
        }
        #expect(gone == nil)
        #expect(layer?.view == nil)
        // Its geometry is its own now: a frame of 30 × 40 centred where the view was.
        #expect(layer?.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        layer?.frame = CGRect(x: 0, y: 0, width: 8, height: 6)
        #expect(layer?.bounds.size == CGSize(width: 8, height: 6))
    }

    @Test func aSubviewKeptPastItsSuperviewHasNoSuperview() {
        let child = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        weak var gone: View?
        do {
            let parent = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            parent.addSubview(child)
            #expect(child.superview === parent)
            gone = parent
        }
        #expect(gone == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
        let other = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        other.addSubview(child)
        #expect(child.superview === other)
        child.removeFromSuperview()
        #expect(child.superview == nil)
        #expect(other.subviews.isEmpty)
    }

    @Test func aConstraintDoesNotKeepItsViewsAlive() {
        var kept: [LayoutConstraint] = []
        var guide: LayoutGuide?
        weak var goneRoot: View?
        weak var goneChild: View?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            kept = [child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 2),
                    child.topAnchor.constraint(equalTo: root.topAnchor, constant: 3),
                    child.widthAnchor.constraint(equalToConstant: 10),
                    child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5)]
            LayoutConstraint.activate(kept)
            root.layoutIfNeeded()
            // 8 pt of default margin + 2.
            #expect(child.frame == CGRect(x: 10, y: 3, width: 10, height: 50))
            #expect(kept[1].firstItem === child && kept[1].secondItem === root)
            #expect(kept[1].installedOn === root)
            guide = root.layoutMarginsGuide
            #expect(guide?.owningItem === root)
            goneRoot = root; goneChild = child
        }
        #expect(goneRoot == nil)
        #expect(goneChild == nil)
        for c in kept {
            #expect(c.firstItem == nil)
            #expect(c.installedOn == nil)
        }
        #expect(kept[0].secondItem === guide) // a guide is not a view: the constraint holds it weakly, as before
        #expect(kept[1].secondItem == nil)
        #expect(kept[3].secondItem == nil)
        #expect(guide?.owningItem == nil)
        // Described and changed without its views: no crash, nothing to lay out.
        _ = kept.map(\.description)
        kept[2].constant = 12
        #expect(kept[2].constant == 12)
    }

    @Test func aNameTableKeptPastItsViewsNamesNothing() {
        let table = ViewNameTable()
        weak var gone: View?
        let kept = View()
        table.setObjectID("kept-1", for: kept)
        do {
            let v = View()
            table.setObjectID("gone-1", for: v)
            table.addOutlet("goneOutlet", to: v)
            #expect(table.objectID(of: v) == "gone-1")
            gone = v
        }
        #expect(gone == nil)
        #expect(table.objectID(of: kept) == "kept-1")
        let fresh = View()
        #expect(table.objectID(of: fresh) == nil)
        #expect(table.outletNames(of: fresh).isEmpty)
    }

    /// Whether `object` has a weak-reference side table: on 64-bit platforms the Swift runtime
    /// marks an inline reference count that has been replaced by a side-table pointer with its
    /// two top bits (`UseSlowRC` and `SideTableMark`).
    func hasSideTable(_ object: AnyObject) -> Bool {
        let word = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()).load(fromByteOffset: 8, as: UInt64.self)
        return word >> 62 == 0b11
    }

    @Test func viewsTheTreeAndItsConstraintsReferToHaveNoSideTable() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = Label()
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        label.text = "Hello"
        for v in [label, button] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 4),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        let names = ViewNameTable()
        names.setObjectID("root-1", for: root)
        names.addOutlet("label", to: label)
        root.layoutIfNeeded()
        _ = root.recursiveDescription()
        #expect(label.frame.minX == 8)
        #expect(button.frame.minX > label.frame.maxX)
        for v in [root, label, button, button.titleLabel] as [View] {
            #expect(v.layer.view === v)
            #expect(!hasSideTable(v), "\(type(of: v)) has a side table")
        }
        // The check itself: a Swift weak reference gives a view a side table.
        weak let weakRoot = root
        #expect(weakRoot === root)
        #expect(hasSideTable(root))
    }
}
