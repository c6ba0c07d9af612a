import Foundation
import ViewRasterViews

/// Finds and decodes the images a xib names (`image="logo"`): beside the xib (for a xib in
/// `X.lproj/`, in its parent too) and in the folders given, preferring `@2x`, then `@3x`, then
/// 1x files, also inside `*.xcassets` image sets found there. An image is read only from
/// inside those folders: a name that is absolute or holds `..`, or a file that is a link
/// leaving them, is refused with a warning, as a missing image (or an SF Symbol,
/// `catalog="system"`) is: drawn as a placeholder of the size `<resources>` records.
@MainActor
final class NibImages {
    let folders: [URL]
    let decode: NibOptions.ImageDecoder?
    let resources: NibResources
    private var cache: [String: Image] = [:]
    private var placeholders: [String: Image] = [:]
    /// Decoded files by resolved path: names that find the same file share one bitmap.
    private var decoded: [String: Bitmap] = [:]

    /// The scale variant looked for first: the current stage's render scale (`@3x` files on a
    /// 3× screen), then higher scales, then lower.
    var preferredScale: CGFloat

    init(folders: [URL], decode: NibOptions.ImageDecoder?, resources: NibResources) {
        self.folders = folders; self.decode = decode; self.resources = resources
        self.preferredScale = Stage.current.scale
    }

    /// The scales to try for a render at `scale`, best first: that scale, the higher ones
    /// (downsampling stays sharp), then the lower ones.
    nonisolated static func scaleOrder(for scale: CGFloat) -> [CGFloat] {
        let target = max(1, min(3, scale.rounded()))
        return [target] + [1, 2, 3].filter { $0 > target } + [3, 2, 1].filter { $0 < target }
    }

    /// The folders images are looked up in for a xib in `folder`: the folder and, when it is a
    /// localization (`Base.lproj`, `en.lproj`), its parent, where Xcode keeps shared resources.
    static func folders(besideXibIn folder: URL) -> [URL] {
        folder.pathExtension == "lproj" ? [folder, folder.deletingLastPathComponent()] : [folder]
    }

    /// The image `name` (`catalog` "system" for SF Symbols); warnings go to `warn`.
    func image(named name: String, catalog: String?, warn: (String) -> Void) -> Image {
        let key = "\(catalog ?? "")/\(name)"
        if let img = cache[key] { return img }
        let img: Image
        if catalog == "system" {
            warn("SF Symbol \"\(name)\" is not available on this platform; drawn as a placeholder")
            // At a symbol's real size (20 pt for body text), with the artwork's aspect that
            // `<resources>` records (Xcode writes symbols there 128 pt on their longer side).
            let recorded = resources.images[name]?.size ?? CGSize(width: 1, height: 1)
            let aspect = recorded.width > 0 && recorded.height > 0 && recorded.width.isFinite && recorded.height.isFinite ? recorded.width / recorded.height : 1
            img = Image(symbolPlaceholder: name, aspect: min(8, max(0.125, aspect)))
        } else if !NibImages.staysInside(name) {
            warn("image \"\(name)\" is refused: an image name cannot be absolute or hold '..' (images are read only inside the xib's folder and the image folders); drawn as a placeholder")
            img = placeholder(name)
        } else {
            switch locate(name) {
            case .found(let url, let scale):
                let key = url.resolvingSymlinksInPath().standardizedFileURL.path
                if let decode, let bitmap = decoded[key] ?? decode(url) {
                    decoded[key] = bitmap
                    img = Image(bitmap: scale.map { bitmap.scale == $0 ? bitmap : bitmap.withScale($0) } ?? bitmap, name: name)
                } else {
                    warn(decode == nil ? "no image decoder configured for \(url.lastPathComponent); drawn as a placeholder"
                                       : "cannot decode image \(url.path); drawn as a placeholder")
                    img = placeholder(name)
                }
            case .leaves(let url):
                warn("image \"\(name)\" is refused: \(url.path) is a link leaving the image folders; drawn as a placeholder")
                img = placeholder(name)
            case .missing:
                warn("image \"\(name)\" not found beside the xib or in the image folders; drawn as a placeholder")
                img = placeholder(name)
            }
        }
        cache[key] = img
        return img
    }

    /// Whether a name stays below the folder it is looked up in: relative, without `..`
    /// components or NUL bytes, and not empty.
    static func staysInside(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/") && !name.hasPrefix("~") && !name.contains("\0")
            && !name.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    /// What looking an image up found.
    enum Lookup: Equatable {
        /// A file inside the folders searched; for an image-set file, the scale its `Contents.json` gives.
        case found(URL, scale: CGFloat?)
        /// A file that resolves (through symbolic links) outside every folder; nothing else was found.
        case leaves(URL)
        case missing
    }

    /// The file for `name`, trying scale variants and image sets (beside the xib or in an asset catalog), skipping files
    /// whose resolved path leaves every folder searched.
    func locate(_ name: String) -> Lookup {
        let fm = FileManager.default
        let ext = (name as NSString).pathExtension.lowercased()
        let hasExt = ["png", "jpg", "jpeg"].contains(ext)
        let base = hasExt ? (name as NSString).deletingPathExtension : name
        let exts = hasExt ? [ext] : ["png", "jpg", "jpeg"]
        var leaving: URL?
        let roots = folders.map { folder -> String in
            let root = folder.resolvingSymlinksInPath().standardizedFileURL.path
            return root.hasSuffix("/") ? root : root + "/"
        }
        func inside(_ u: URL) -> Bool {
            let resolved = u.resolvingSymlinksInPath().standardizedFileURL.path
            if roots.contains(where: { resolved.hasPrefix($0) }) { return true }
            if leaving == nil { leaving = u }
            return false
        }
        for folder in folders {
            for suffix in NibImages.scaleOrder(for: preferredScale).map({ $0 == 1 ? "" : "@\(Int($0))x" }) {
                for e in exts {
                    let u = folder.appendingPathComponent("\(base)\(suffix).\(e)")
                    if fm.fileExists(atPath: u.path), inside(u) { return .found(u, scale: nil) }
                }
            }
            // Image sets: <folder>/<name>.imageset, <folder>/*.xcassets/<name>.imageset
            let catalogs = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted()
            for set in [folder] + catalogs.map(folder.appendingPathComponent) {
                let setFolder = set.appendingPathComponent("\(base).imageset")
                if let pick = NibImageSet(folder: setFolder, extensions: exts)?.preferred(forScale: preferredScale), inside(pick.file) {
                    return .found(pick.file, scale: pick.scale)
                }
            }
        }
        return leaving.map { .leaves($0) } ?? .missing
    }

    /// The placeholder for `name` at the resource's size (24×24 when unknown), made once.
    func placeholder(_ name: String) -> Image {
        if let p = placeholders[name] { return p }
        let img = NibImages.placeholder(name, size: resources.images[name]?.size ?? CGSize(width: 24, height: 24))
        placeholders[name] = img
        return img
    }

    /// A light-gray box with a darker frame and diagonals of `size` points (each side clamped
    /// to 1…1024), drawn as paths: it holds no pixels, so 500 missing images cost nothing.
    static func placeholder(_ name: String, size: CGSize) -> Image {
        // Clamped as Doubles: a huge width (1e20) must not trap converting to Int.
        let w = max(1, min(1024, size.width.isNaN ? 1 : size.width.rounded())), h = max(1, min(1024, size.height.isNaN ? 1 : size.height.rounded()))
        return Image(placeholderOfSize: CGSize(width: w, height: h), name: name)
    }
}
