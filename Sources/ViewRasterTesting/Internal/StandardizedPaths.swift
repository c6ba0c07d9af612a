import Foundation

/// `URL.standardizedFileURL.path`, remembered per URL: every assertion names its reference
/// and package root again, and standardizing a URL costs ≈ 30,000 instructions. The result is
/// a function of the URL alone (`.` and `..` are removed lexically; no file is read), so a
/// remembered one is always right.
enum StandardizedPaths {
    /// URLs remembered at most (the table is emptied when full).
    static let capacity = 512
    private static let table = Locked<[URL: String]>([:])

    /// The standardized path of `url`.
    static func path(of url: URL) -> String {
        if let known = table.withLock({ $0[url] }) { return known }
        let path = url.standardizedFileURL.path
        table.withLock { t in
            if t.count >= capacity { t.removeAll(keepingCapacity: true) }
            t[url] = path
        }
        return path
    }
}
