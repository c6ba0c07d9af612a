import Foundation
import ViewRasterViews

/// Describes laid-out view trees for snapshots: `SnapshotTree` entries (frames in the root's
/// coordinates at a virtual time, with alpha, background, text) and a text `recursiveDescription`.
@MainActor
public enum ViewTreeDescription {
    /// One entry per view under `root` (root included), in drawing order — hidden and fully
    /// transparent views too (with `hidden`/`alpha`), but not the subviews of one. Paths are
    /// class names with sibling indexes (`Window/View[0]/Label[2]`); names are, in this order,
    /// the outlet a nib connected, the accessibility identifier, or the stored property of an
    /// enclosing view or its controller that holds the view (`nameLabel`); kinds are
    /// lower-camel class names (`label`, `imageView`).
    public static func tree(of root: View, at time: TimeInterval) -> SnapshotTree {
        let propertyNames = PropertyNames(root: root)
        var entries: [SnapshotTree.Entry] = []
        func walk(_ view: View, path: String, toRoot: CGAffineTransform, isRoot: Bool) {
            let s = view.presentationState(at: time)
            let local = isRoot ? CGAffineTransform(translationX: -s.bounds.minX, y: -s.bounds.minY) : localToParent(s)
            let m = local.concatenating(toRoot)
            let (text, textColor) = shownText(view)
            entries.append(SnapshotTree.Entry(path: path, kind: kind(of: view), name: name(of: view, propertyNames),
                                              frame: s.bounds.applying(m), alpha: Double(s.alpha),
                                              hidden: view.isHidden ? true : nil,
                                              background: s.backgroundColor.map(hex), text: text, textColor: textColor.map(hex)))
            guard !view.isHidden, s.alpha > 0 else { return }
            for (i, sub) in view.subviews.enumerated() {
                walk(sub, path: "\(path)/\(className(sub))[\(i)]", toRoot: m, isRoot: false)
            }
        }
        walk(root, path: className(root), toRoot: .identity, isRoot: true)
        return SnapshotTree(entries: entries)
    }

    /// UIKit's `recursiveDescription` for our views (`View.recursiveDescription(at:)`).
    public static func recursiveDescription(of root: View, at time: TimeInterval) -> String {
        root.recursiveDescription(at: time)
    }

    static func name(of view: View, _ properties: PropertyNames) -> String? {
        if let outlet = ViewNameTable.outletNames(of: view).first, !outlet.isEmpty { return outlet }
        if let id = view.accessibilityIdentifier, !id.isEmpty { return id }
        return properties[view]
    }

    static func shownText(_ view: View) -> (String?, Color?) {
        switch view {
        case let label as Label: return (label.text, label.textColor)
        case let button as Button: return (button.currentTitle, button.titleColor(for: button.state))
        case let field as TextField: return (field.text, field.textColor)
        case let textView as TextView: return (textView.text, textView.textColor)
        default: return (nil, nil)
        }
    }

    static func hex(_ c: Color) -> String {
        let v = c.rgba8
        let rgb = String(format: "#%02X%02X%02X", v.r, v.g, v.b)
        return v.a == 255 ? rgb : rgb + String(format: "%02X", v.a)
    }

    static func localToParent(_ s: PresentationState) -> CGAffineTransform {
        CGAffineTransform(translationX: -s.bounds.minX - s.bounds.width / 2, y: -s.bounds.minY - s.bounds.height / 2)
            .concatenating(s.transform)
            .concatenating(CGAffineTransform(translationX: s.center.x, y: s.center.y))
    }

    static func className(_ view: View) -> String {
        let full = String(describing: type(of: view))
        return full.split(separator: ".").last.map(String.init) ?? full
    }

    static func kind(of view: View) -> String {
        var name = className(view)
        if name.hasPrefix("UI"), name.count > 2 { name.removeFirst(2) }
        guard let first = name.first else { return "view" }
        return first.lowercased() + name.dropFirst()
    }

    static func n(_ v: CGFloat) -> String { SnapshotTree.number(v) }
}

/// The stored properties that hold views, found by reflecting every view of a tree and its
/// controller: `let nameLabel = UILabel()` names that label `nameLabel`. Only views inside the
/// holder (or its controller's view) are named by it; the nearest holder wins.
@MainActor
struct PropertyNames {
    private var names: [ObjectIdentifier: String] = [:]

    init(root: View) {
        func reflect(_ holder: AnyObject, within top: View) {
            var mirror: Mirror? = Mirror(reflecting: holder)
            while let m = mirror {
                for child in m.children {
                    guard var label = child.label, let view = child.value as? View, view !== top,
                          view.isDescendant(of: top) else { continue }
                    if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
                    if label.hasPrefix("_") { label.removeFirst() }
                    guard !label.isEmpty, !label.hasPrefix("$") else { continue }
                    if names[ObjectIdentifier(view)] == nil { names[ObjectIdentifier(view)] = label }
                }
                mirror = m.superclassMirror
            }
        }
        // Nearest holders first: walk bottom-up so a view's own superview names it before a
        // controller further up.
        var order: [View] = []
        func collect(_ v: View) { order.append(v); v.subviews.forEach(collect) }
        collect(root)
        for v in order.reversed() {
            reflect(v, within: v)
            if let c = v.viewController { reflect(c, within: v) }
        }
    }

    subscript(view: View) -> String? { names[ObjectIdentifier(view)] }
}
