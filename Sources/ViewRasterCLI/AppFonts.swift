import Foundation
import ViewRasterText

/// The fonts an app ships (its `UIAppFonts`), registered before a xib or storyboard loads so a
/// `<fontDescription name="…">` finds them by PostScript name or family: the font files directly
/// in each `--font-folder DIR` (not in its subfolders: a repository's `Resources/Fonts/` is
/// named as it is, and nothing else under DIR is read), then those beside the file (its folder
/// and, in `X.lproj/`, its parent: where images are read from, as a bundle's resources sit).
///
/// Each folder's files are taken in name order, folders in that order, so the same faces win
/// whatever order the file system lists them in; every face of a collection (`.ttc`) is
/// registered, as iOS registers them; a PostScript name already registered from another file
/// keeps its first file, with a warning. A font file that will not load, one over
/// `maxFileBytes`, or more than `maxFiles` in all, is an input error naming the file (exit 2)
/// in a folder the user named, and a warning (the file skipped) beside the input, which holds
/// whatever the project keeps there. Registration lasts the process, as on iOS for the app.
enum AppFonts {
    /// `--font-folder DIR`.
    static let fontFolder = Flag("--font-folder", .text("DIR"),
                                 help: "register the fonts (.ttf, .otf, .ttc: every face) directly in DIR before loading, found by PostScript name or family (repeatable; not recursive); fonts beside the file (and in its .lproj's parent folder) are registered too",
                                 repeatable: true)
    /// The file extensions taken as fonts.
    static let extensions: Set<String> = ["ttf", "otf", "ttc"]
    /// At most this many font files in all (the bundled fonts are 31 files).
    static let maxFiles = 256
    /// At most this many bytes in one font file (a full CJK face is about 20 MB).
    static let maxFileBytes = 64 << 20

    /// Font files already looked at, so a command that loads many files (render-all) reads and
    /// warns about each once.
    @MainActor private static var seen: Set<String> = []

    /// The `--font-folder` values, each an existing folder.
    static func folders(_ args: Arguments) throws -> [URL] {
        try args.values(fontFolder).map { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CLIError.usage("--font-folder \(path) is not a folder")
            }
            return URL(fileURLWithPath: path)
        }
    }

    /// The folders beside `file` a bundle's resources would be in: its own, and for a file in
    /// `X.lproj/` the parent too.
    static func folders(beside file: URL) -> [URL] {
        let folder = file.deletingLastPathComponent()
        return folder.pathExtension == "lproj" ? [folder, folder.deletingLastPathComponent()] : [folder]
    }

    /// Registers the fonts of `given` (errors are input errors) and then those beside `file`
    /// (errors are warnings), when a file is given.
    @MainActor static func register(given: [URL], beside file: URL?) throws {
        for folder in given { try register(folder: folder, strict: true) }
        for folder in file.map(folders(beside:)) ?? [] { try register(folder: folder, strict: false) }
    }

    /// Registers the font files directly in `folder`, in name order.
    @MainActor static func register(folder: URL, strict: Bool) throws {
        func fail(_ message: String) throws {
            if strict { throw CLIError.input(message) }
            CLI.printError("viewraster: warning: \(message); skipped")
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        let root = folder.resolvingSymlinksInPath().path
        for name in names {
            let url = folder.appendingPathComponent(name)
            let key = url.standardizedFileURL.path
            if seen.contains(key) { continue }
            // A link to a file elsewhere is not the folder's: nothing outside it is read.
            let real = url.resolvingSymlinksInPath()
            let attributes = try? FileManager.default.attributesOfItem(atPath: real.path)
            guard real.deletingLastPathComponent().path == root, attributes?[.type] as? FileAttributeType == .typeRegular
            else { continue }
            seen.insert(key)
            if seen.count > maxFiles { try fail("\(url.path): more than \(maxFiles) font files"); continue }
            let bytes = attributes?[.size] as? Int ?? 0
            if bytes > maxFileBytes { try fail("\(url.path): font file of \(bytes) bytes, over \(maxFileBytes)"); continue }
            let file = URL(fileURLWithPath: key)
            let names: [String]
            do { names = try FontRegistry.shared.postScriptNames(inFontFileAt: file) } catch {
                try fail("\(url.path) is not a font file")
                continue
            }
            for (index, name) in names.enumerated() {
                if let first = FontRegistry.shared.registeredFace(postScriptName: name), first.path != key {
                    CLI.printError("viewraster: warning: \(url.path): font \(name) is already registered from \(first.path); keeping the first")
                    continue
                }
                // Every face was read above (the registry keeps the first loaded): this cannot fail.
                _ = try? FontRegistry.shared.register(fontFileAt: file, faceIndex: index)
            }
        }
    }
}
