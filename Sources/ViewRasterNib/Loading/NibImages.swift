import Foundation
import ViewRasterViews

/// Finds and decodes the images a xib names (`image="logo"`): beside the xib and in the
/// folders given, preferring `@2x`, then `@3x`, then 1x files, also inside `*.xcassets`
/// image sets. A missing image (or an SF Symbol, `catalog="system"`) becomes a placeholder
/// of the size `<resources>` records, with a warning.
@MainActor
final class NibImages {
    let folders: [URL]
    let decode: NibOptions.ImageDecoder?
    let resources: NibResources
    private var cache: [String: Image] = [:]
    private var placeholders: [String: Image] = [:]

    init(folders: [URL], decode: NibOptions.ImageDecoder?, resources: NibResources) {
        self.folders = folders; self.decode = decode; self.resources = resources
    }

    /// The image `name` (`catalog` "system" for SF Symbols); warnings go to `warn`.
    func image(named name: String, catalog: String?, warn: (String) -> Void) -> Image {
        let key = "\(catalog ?? "")/\(name)"
        if let img = cache[key] { return img }
        let img: Image
        if catalog == "system" {
            warn("SF Symbol \"\(name)\" is not available on this platform; drawn as a placeholder")
            img = placeholder(name)
        } else if let url = locate(name) {
            if let decode, let bitmap = decode(url) {
                img = Image(bitmap: bitmap, name: name)
            } else {
                warn(decode == nil ? "no image decoder configured for \(url.lastPathComponent); drawn as a placeholder"
                                   : "cannot decode image \(url.path); drawn as a placeholder")
                img = placeholder(name)
            }
        } else {
            warn("image \"\(name)\" not found beside the xib or in the image folders; drawn as a placeholder")
            img = placeholder(name)
        }
        cache[key] = img
        return img
    }

    /// The file for `name`, trying scale variants and asset-catalog image sets.
    func locate(_ name: String) -> URL? {
        let fm = FileManager.default
        let ext = (name as NSString).pathExtension.lowercased()
        let hasExt = ["png", "jpg", "jpeg"].contains(ext)
        let base = hasExt ? (name as NSString).deletingPathExtension : name
        let exts = hasExt ? [ext] : ["png", "jpg", "jpeg"]
        for folder in folders {
            for suffix in ["@2x", "@3x", ""] {
                for e in exts {
                    let u = folder.appendingPathComponent("\(base)\(suffix).\(e)")
                    if fm.fileExists(atPath: u.path) { return u }
                }
            }
            // Asset catalogs: <folder>/*.xcassets/<name>.imageset/*.png
            if let items = try? fm.contentsOfDirectory(atPath: folder.path) {
                for item in items.sorted() where item.hasSuffix(".xcassets") {
                    let set = folder.appendingPathComponent(item).appendingPathComponent("\(base).imageset")
                    guard let files = try? fm.contentsOfDirectory(atPath: set.path) else { continue }
                    let images = files.filter { exts.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
                    if let pick = images.first(where: { $0.contains("@2x") }) ?? images.first(where: { $0.contains("@3x") }) ?? images.first {
                        return set.appendingPathComponent(pick)
                    }
                }
            }
        }
        return nil
    }

    /// The placeholder for `name` at the resource's size (24×24 when unknown), made once.
    func placeholder(_ name: String) -> Image {
        if let p = placeholders[name] { return p }
        let img = NibImages.placeholder(name, size: resources.images[name]?.size ?? CGSize(width: 24, height: 24))
        placeholders[name] = img
        return img
    }

    /// A light-gray box with a darker frame and diagonals of `size` points.
    static func placeholder(_ name: String, size: CGSize) -> Image {
        // Clamped as Doubles: a huge width (1e20) must not trap converting to Int.
        let w = Int(max(1, min(1024, size.width.rounded()))), h = Int(max(1, min(1024, size.height.rounded())))
        var px = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let edge = x == 0 || y == 0 || x == w - 1 || y == h - 1
                let diag = abs(x * h - y * w) < max(w, h) || abs((w - 1 - x) * h - y * w) < max(w, h)
                let v: UInt8 = edge || diag ? 150 : 215
                let i = (y * w + x) * 4
                px[i] = v; px[i + 1] = v; px[i + 2] = v; px[i + 3] = 255
            }
        }
        return Image(bitmap: Bitmap(width: w, height: h, scale: 1, premultipliedPixels: px, source: "placeholder:\(name)"),
                     name: name)
    }
}
