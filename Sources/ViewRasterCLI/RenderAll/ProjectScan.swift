import Foundation

/// The xibs and storyboards of a project folder, and the folders its images are in: a walk of
/// the tree in name order that skips build folders (`.build`, `build`, `DerivedData`),
/// dependency checkouts (`Pods`, `Carthage`), hidden folders, symbolic links and the output
/// folder. Paths are relative to the root, with `/`, sorted.
struct ProjectScan {
    /// Folder names never entered.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage"]
    /// Image file extensions that make their folder an image folder.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// The `.xib` and `.storyboard` files, relative to the root, sorted.
    var files: [String] = []
    /// Folders holding images or `*.xcassets` catalogs (where `NibImages` looks), sorted.
    var imageFolders: [URL] = []
    /// The folders holding a font file (.ttf, .otf, .ttc), sorted: an app's fonts (`AppFonts`).
    var fontFolders: [URL] = []

    /// Walks `root`, leaving out `excluded` (the output folder when it lies inside).
    /// Throws `CLIError.usage` when `root` is not a folder.
    static func scan(_ root: URL, excluding excluded: URL?) throws -> ProjectScan {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.usage("\(root.path) is not a folder")
        }
        var scan = ProjectScan()
        var images: Set<String> = [], fonts: Set<String> = []
        let excludedPath = excluded.map { OutputPathKey.key($0) }
        func walk(_ folder: URL, _ relative: String) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names {
                let url = folder.appendingPathComponent(name)
                let rel = relative.isEmpty ? name : relative + "/" + name
                guard let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    if name.hasSuffix(".xcassets") { images.insert(folder.path); continue }
                    if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                    if let excludedPath, OutputPathKey.key(url) == excludedPath { continue }
                    walk(url, rel)
                } else if type == .typeRegular {
                    let ext = url.pathExtension.lowercased()
                    if ext == "xib" || ext == "storyboard" { scan.files.append(rel) }
                    if imageExtensions.contains(ext) { images.insert(folder.path) }
                    if AppFonts.extensions.contains(ext) { fonts.insert(folder.path) }
                }
            }
        }
        walk(root, "")
        scan.files.sort()
        scan.imageFolders = images.sorted().map { URL(fileURLWithPath: $0) }
        scan.fontFolders = fonts.sorted().map { URL(fileURLWithPath: $0) }
        return scan
    }
}

/// A comparable form of a folder's path: absolute, standardized, links resolved.
enum OutputPathKey {
    static func key(_ url: URL) -> String { url.standardizedFileURL.resolvingSymlinksInPath().path }
}
