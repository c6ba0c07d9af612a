import Foundation

extension NibLayoutComparison {
    static func fmt(_ v: CGFloat) -> String {
        let d = Double(v)
        return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(format: "%g", d)
    }
    static func fmt(_ r: CGRect) -> String { "(\(fmt(r.minX)) \(fmt(r.minY)); \(fmt(r.width))x\(fmt(r.height)))" }

    /// One line for a view that does not agree: where it is declared, its id and class, the
    /// solved and the stored frame.
    public static func describe(_ v: NibViewComparison) -> String {
        var s = "\(v.location): \(v.className) id=\(v.id) frame=\(fmt(v.frame))"
        if let st = v.stored { s += " stored=\(fmt(st))" }
        return s
    }

    /// One line of the full listing: `describe` plus `top-level`, `misplaced` or `DIFFERS`.
    public static func listingLine(_ v: NibViewComparison) -> String {
        var s = describe(v)
        if v.isTopLevel { s += " top-level" } else if v.isMisplaced { s += " misplaced" }
        else if v.agrees == false { s += " DIFFERS" }
        return s
    }

    /// `agree: N/M views within 0.5pt`.
    public var summaryLine: String { "agree: \(agree)/\(total) views within \(Self.fmt(Self.tolerance))pt" }

    /// The text `viewraster layout --compare-stored` prints: every mismatch, then the summary.
    public var report: String {
        (mismatches.map(Self.describe) + [summaryLine]).joined(separator: "\n")
    }

    /// The JSON object `viewraster layout --json` prints: `views`, `summary`, `warnings` and
    /// `timings` (milliseconds).
    public func jsonObject(warnings: [NibWarning], parseMilliseconds: Double, layoutMilliseconds: Double) -> [String: Any] {
        func rect(_ r: CGRect) -> [Double] { [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)] }
        let list: [[String: Any]] = views.map { v in
            var o: [String: Any] = ["id": v.id, "class": v.className, "frame": rect(v.frame),
                                    "stored": v.stored.map(rect) ?? NSNull(),
                                    "agrees": v.agrees ?? NSNull()]
            if v.isMisplaced { o["misplaced"] = true }
            if v.isTopLevel { o["topLevel"] = true }
            return o
        }
        func ms(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        return ["file": file, "views": list, "summary": ["agree": agree, "total": total],
                "warnings": warnings.map(\.description),
                "timings": ["parse_ms": ms(parseMilliseconds), "layout_ms": ms(layoutMilliseconds)]]
    }

    /// `jsonObject` serialised (sorted keys, pretty printed).
    public func json(warnings: [NibWarning], parseMilliseconds: Double, layoutMilliseconds: Double) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: jsonObject(warnings: warnings, parseMilliseconds: parseMilliseconds,
                                                                         layoutMilliseconds: layoutMilliseconds),
                                              options: [.sortedKeys, .prettyPrinted])
        return String(decoding: data, as: UTF8.self)
    }
}
