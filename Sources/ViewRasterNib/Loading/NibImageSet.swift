import Foundation

/// An asset catalog's `<name>.imageset`: the files its `Contents.json` lists with their scales.
/// Xcode names the scale in `Contents.json` (`"scale" : "3x"`), not in the file name, so a
/// `logo.png` listed as 3x is a 3x image.
struct NibImageSet {
    /// A listed file and the pixels per point its entry gives (1 when it names none).
    struct Entry { var file: URL; var scale: CGFloat }
    let entries: [Entry]

    /// Reads the set in `folder`; files in the folder that `Contents.json` does not list (or
    /// every file, without a readable `Contents.json`) take the scale their `@2x`/`@3x` suffix gives.
    init?(folder: URL, extensions: [String]) {
        let fm = FileManager.default
        guard let files = try? fm.contentsOfDirectory(atPath: folder.path) else { return nil }
        let images = files.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        var listed: [String: CGFloat] = [:]
        if let data = fm.contents(atPath: folder.appendingPathComponent("Contents.json").path),
           let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let items = json["images"] as? [[String: Any]] {
            for item in items {
                guard let name = item["filename"] as? String else { continue }
                let s = (item["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
                listed[name] = s.isFinite && s > 0 ? CGFloat(s) : 1
            }
        }
        entries = images.map { name in
            let suffix: CGFloat = name.contains("@3x") ? 3 : name.contains("@2x") ? 2 : 1
            return Entry(file: folder.appendingPathComponent(name), scale: listed[name] ?? suffix)
        }
        if entries.isEmpty { return nil }
    }

    /// The entry to draw at a 2× render: 2x, then 3x, then 1x.
    var preferred: Entry? { preferred(forScale: 2) }

    /// The entry to draw at a render of `scale`: that scale, then higher, then lower
    /// (`NibImages.scaleOrder`), else the first listed.
    func preferred(forScale scale: CGFloat) -> Entry? {
        for s in NibImages.scaleOrder(for: scale) { if let e = entries.first(where: { $0.scale == s }) { return e } }
        return entries.first
    }
}
