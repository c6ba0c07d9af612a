/// A compact line diff for text snapshots.
enum TextDiff {
    /// The lines that differ, `−` for the reference and `+` for the actual text, with line
    /// numbers; at most `limit` lines of output.
    static func describe(reference: String, actual: String, limit: Int = 40) -> String {
        let r = reference.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        // Trim the common prefix and suffix, then show the middle of each side.
        var start = 0
        while start < r.count, start < a.count, r[start] == a[start] { start += 1 }
        var endR = r.count, endA = a.count
        while endR > start, endA > start, r[endR - 1] == a[endA - 1] { endR -= 1; endA -= 1 }
        var out = ["Text differs at line \(start + 1) (reference \(r.count) lines, actual \(a.count) lines):"]
        for i in start..<endR { out.append("−\(i + 1)\t\(r[i])") }
        for i in start..<endA { out.append("+\(i + 1)\t\(a[i])") }
        if out.count > limit + 1 { out = Array(out.prefix(limit + 1)) + ["… \(out.count - limit - 1) more lines"] }
        return out.joined(separator: "\n")
    }
}
