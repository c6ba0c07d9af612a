import Foundation
import ViewRasterViews

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

    /// UIKit's `recursiveDescription` for our views (`View.recursiveDescription(at:)`).
    public static func recursiveDescription(of root: View, at time: TimeInterval) -> String {
        root.recursiveDescription(at: time)
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
