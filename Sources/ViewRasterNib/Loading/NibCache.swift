import Foundation

/// Parsed xib documents kept for the life of the process, as UIKit keeps the nibs it has
/// loaded: `Nib(contentsOf:)` and `Nib(named:)` of a file parsed before instantiate from the
/// cached `XIBDocument` (a value: every `instantiate` still makes fresh objects) and its
/// instantiation plan (`NibInstantiationPlan`, compiled with the parse). An entry is
/// used only while the file keeps its size and modification date, so a xib rewritten at the
/// same path is parsed again; the parser limits and asset folders are part of the key.
@MainActor
public enum NibCache {
    struct Key: Hashable {
        let path: String
        let limits: XIBParserLimits
        let assetFolders: [String]
    }
    struct Entry {
        let size: Int
        let modified: Date
        let document: XIBDocument
        let plan: NibInstantiationPlan
    }

    private static var entries: [Key: Entry] = [:]
    /// Most documents kept (when full, half of them go, by path).
    static let capacity = 256

    /// Number of documents parsed since the process started (for tests).
    public private(set) static var parseCount = 0

    /// Forgets every cached document.
    public static func removeAll() { entries = [:] }

    /// The parsed document at `url` with its plan: cached, or parsed now (and cached; a file
    /// whose size or date cannot be read is not cached, and its plan is made by its nib).
    static func document(contentsOf url: URL, limits: XIBParserLimits, assetFolders: [URL]) throws
        -> (document: XIBDocument, plan: NibInstantiationPlan?) {
        let path = url.standardizedFileURL.path
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue
        let modified = attributes?[.modificationDate] as? Date
        let key = Key(path: path, limits: limits, assetFolders: assetFolders.map(\.standardizedFileURL.path))
        if let size, let modified, let e = entries[key], e.size == size, e.modified == modified {
            return (e.document, e.plan)
        }
        let document = try XIBDocument(contentsOf: url, limits: limits, assetFolders: assetFolders)
        parseCount += 1
        if let size, let modified {
            if entries.count >= capacity {
                for k in entries.keys.sorted(by: { $0.path < $1.path }).prefix(capacity / 2) { entries[k] = nil }
            }
            let plan = NibInstantiationPlan(document: document)
            entries[key] = Entry(size: size, modified: modified, document: document, plan: plan)
            return (document, plan)
        }
        return (document, nil)
    }
}
