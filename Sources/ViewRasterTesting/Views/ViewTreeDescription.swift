import Foundation
import Views

/// Describes laid-out view trees for snapshots: `SnapshotTree` entries (frames in the root's
/// coordinates at a virtual time) and a text `recursiveDescription`.
@MainActor
public enum ViewTreeDescription {
    /// One entry per visible view under `root` (root included), in drawing order. Paths are
    /// class names with sibling indexes (`Window/View[0]/Label[2]`); names are accessibility
    /// identifiers; kinds are lower-camel class names (`label`, `imageView`).
    public static func tree(of root: View, at time: TimeInterval) -> SnapshotTree {
        var entries: [SnapshotTree.Entry] = []
        func walk(_ view: View, path: String, toRoot: CGAffineTransform, isRoot: Bool) {
            let s = view.presentationState(at: time)
            guard !view.isHidden, s.alpha > 0 else { return }
            let local = isRoot ? CGAffineTransform(translationX: -s.bounds.minX, y: -s.bounds.minY) : localToParent(s)
            let m = local.concatenating(toRoot)
            entries.append(SnapshotTree.Entry(path: path, kind: kind(of: view), name: view.accessibilityIdentifier,
                                              frame: s.bounds.applying(m)))
            let childToRoot = CGAffineTransform(translationX: 0, y: 0).concatenating(m)
            for (i, sub) in view.subviews.enumerated() {
                walk(sub, path: "\(path)/\(className(sub))[\(i)]", toRoot: childToRoot, isRoot: false)
            }
        }
        walk(root, path: className(root), toRoot: .identity, isRoot: true)
        return SnapshotTree(entries: entries)
    }

    /// UIKit's `recursiveDescription` for our views: one line per view, indented by depth:
    /// `<Label#title frame=(16 40; 120 20) alpha=0.5 bg=#FF0000FF>`, hidden views marked.
    public static func recursiveDescription(of root: View, at time: TimeInterval) -> String {
        var lines: [String] = []
        func walk(_ view: View, depth: Int) {
            let s = view.presentationState(at: time)
            var parts = [className(view) + (view.accessibilityIdentifier.map { "#\($0)" } ?? "")]
            let f = CGRect(x: s.center.x - s.bounds.width / 2, y: s.center.y - s.bounds.height / 2,
                           width: s.bounds.width, height: s.bounds.height)
            parts.append("frame=(\(n(f.minX)) \(n(f.minY)); \(n(f.width)) \(n(f.height)))")
            if s.bounds.origin != .zero { parts.append("bounds.origin=(\(n(s.bounds.minX)) \(n(s.bounds.minY)))") }
            if !s.transform.isIdentity {
                let t = s.transform
                parts.append("transform=[\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty))]")
            }
            if s.alpha != 1 { parts.append("alpha=\(n(s.alpha))") }
            if view.isHidden { parts.append("hidden") }
            if let bg = s.backgroundColor { parts.append("bg=\(bg.hexString)") }
            if view.clipsToBounds { parts.append("clips") }
            if view.layer.cornerRadius > 0 { parts.append("cornerRadius=\(n(view.layer.cornerRadius))") }
            if view.tag != 0 { parts.append("tag=\(view.tag)") }
            lines.append(String(repeating: "   | ", count: depth) + "<" + parts.joined(separator: " ") + ">")
            for sub in view.subviews { walk(sub, depth: depth + 1) }
        }
        walk(root, depth: 0)
        return lines.joined(separator: "\n") + "\n"
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
