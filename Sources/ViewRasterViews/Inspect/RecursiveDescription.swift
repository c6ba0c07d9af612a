import Foundation

extension View {
    /// UIKit's `recursiveDescription`: one line per view, indented by depth, with its class,
    /// identifier or nib id, frame, and what differs from the defaults (bounds origin,
    /// transform, alpha, hidden, background, clipping, corner radius, tag), the text of labels
    /// and buttons, and the outlets that point at it (ids and outlets come from the nib load
    /// that made the view, `ViewNameTable`):
    /// `<Label#Dsp-lb-001 frame=(8 8; 144 50) bg=#00FF00FF text="00:04.5" outlets=displayLabel>`.
    /// Values are the presentation values at `time` (default: now).
    public func recursiveDescription(at time: TimeInterval? = nil) -> String {
        let t = time ?? VirtualClock.current.now
        var lines: [String] = []
        func walk(_ view: View, depth: Int) {
            let s = view.presentationState(at: t)
            var name = View.className(of: view)
            if let id = view.accessibilityIdentifier ?? ViewNameTable.objectID(of: view) { name += "#\(id)" }
            var parts = [name]
            let f = CGRect(x: s.center.x - s.bounds.width / 2, y: s.center.y - s.bounds.height / 2,
                           width: s.bounds.width, height: s.bounds.height)
            parts.append("frame=(\(View.number(f.minX)) \(View.number(f.minY)); \(View.number(f.width)) \(View.number(f.height)))")
            if s.bounds.origin != .zero { parts.append("bounds.origin=(\(View.number(s.bounds.minX)) \(View.number(s.bounds.minY)))") }
            if !s.transform.isIdentity {
                let m = s.transform
                parts.append("transform=[\([m.a, m.b, m.c, m.d, m.tx, m.ty].map(View.number).joined(separator: " "))]")
            }
            if s.alpha != 1 { parts.append("alpha=\(View.number(s.alpha))") }
            if view.isHidden { parts.append("hidden") }
            if let bg = s.backgroundColor { parts.append("bg=\(bg.hexString)") }
            if view.clipsToBounds { parts.append("clips") }
            if view.layer.cornerRadius > 0 { parts.append("cornerRadius=\(View.number(view.layer.cornerRadius))") }
            if view.tag != 0 { parts.append("tag=\(view.tag)") }
            if let text = (view as? Label)?.text ?? (view as? Button)?.currentTitle { parts.append("text=\(View.quoted(text))") }
            let outlets = ViewNameTable.outletNames(of: view)
            if !outlets.isEmpty { parts.append("outlets=\(outlets.joined(separator: ","))") }
            lines.append(String(repeating: "   | ", count: depth) + "<" + parts.joined(separator: " ") + ">")
            for sub in view.subviews { walk(sub, depth: depth + 1) }
        }
        walk(self, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The class name without its module.
    public static func className(of view: View) -> String {
        let full = String(describing: type(of: view))
        return full.split(separator: ".").last.map(String.init) ?? full
    }

    /// A number with at most 3 decimals and no trailing zeros.
    static func number(_ v: CGFloat) -> String {
        let r = (v * 1000).rounded() / 1000
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return String(format: "%.3f", Double(r)).replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
    }

    static func quoted(_ s: String) -> String {
        let short = s.count > 40 ? String(s.prefix(39)) + "…" : s
        return "\"" + short.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
