import Foundation

/// The text `viewraster inspect` prints for a xib: the object tree (`XIBDocument.outline()`),
/// every connection with its source and destination named, and the warnings with
/// file:line:column.
public enum NibInspection {
    /// A readable name for the object with `id`: File's Owner / First Responder with their
    /// class, else the class and id.
    public static func name(of id: String, in document: XIBDocument) -> String {
        guard let o = document.object(id: id) else { return "unknown object \(id)" }
        if o.isPlaceholder {
            let base = standardPlaceholderName(o) ?? "placeholder \(o.placeholderIdentifier ?? id)"
            return base + (o.customClass.map { " (\($0))" } ?? "")
        }
        return "\(o.displayClass) id=\(id)"
    }

    /// "File's Owner" or "First Responder" for those two placeholders (by identifier or id), as
    /// IB's outline names them; nil for any other object.
    public static func standardPlaceholderName(_ o: NibObject) -> String? {
        if o.placeholderIdentifier == NibPlaceholderID.filesOwnerIdentifier || o.id == NibPlaceholderID.filesOwner { return "File's Owner" }
        if o.placeholderIdentifier == NibPlaceholderID.firstResponderIdentifier || o.id == NibPlaceholderID.firstResponder { return "First Responder" }
        return nil
    }

    /// One line per outlet, outlet collection and action, in document order.
    public static func connectionLines(_ document: XIBDocument) -> [String] {
        var out: [String] = []
        for o in document.allObjects {
            for c in o.connections {
                let source = name(of: o.id, in: document)
                switch c {
                case .outlet(let p, let d, _, let l):
                    out.append("\(l): outlet \(p) of \(source) → \(name(of: d, in: document))")
                case .outletCollection(let p, let d, _, let l):
                    out.append("\(l): outletCollection \(p) of \(source) ← \(name(of: d, in: document))")
                case .action(let sel, let d, let ev, _, let l):
                    out.append("\(l): action \(sel) from \(source) on \(ev) → target \(name(of: d, in: document))")
                }
            }
        }
        return out
    }

    /// The whole report: outline, connections and warnings sections.
    public static func report(_ document: XIBDocument, warnings: [NibWarning]) -> String {
        var out = [document.outline(), ""]
        let connections = connectionLines(document)
        out.append("connections: \(connections.count)")
        out += connections.map { "  " + $0 }
        out.append("")
        out.append("warnings: \(warnings.count)")
        out += warnings.map { "  \($0)" }
        return out.joined(separator: "\n")
    }
}
