import Foundation
import ViewRasterViews

extension Image {
    /// The SF Symbol names already reported.
    @MainActor private static var reportedSystemSymbols: Set<String> = []

    /// The image `name` from `bundle` (nil: the main bundle) as UIImage(named:in:compatibleWith:)
    /// finds it: a PNG (`@2x`, then `@3x`, then 1x) or an asset-catalog image set at the
    /// bundle's resource root or its `Resources` folder, then in `Nib.searchFolders`. Nil when
    /// there is none or it cannot be decoded (`NibOptions.defaultImageDecoder`).
    @MainActor
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: Any? = nil) {
        var folders: [URL] = []
        if let root = (bundle ?? .main).resourceURL { folders += [root, root.appendingPathComponent("Resources")] }
        let finder = NibImages(folders: folders + Nib.searchFolders, decode: NibOptions.defaultImageDecoder, resources: NibResources())
        guard NibImages.staysInside(name), case .found(let url, let scale) = finder.locate(name),
              let bitmap = NibOptions.defaultImageDecoder?(url) else { return nil }
        self.init(bitmap: scale.map { bitmap.scale == $0 ? bitmap : bitmap.withScale($0) } ?? bitmap, name: name)
    }

    /// An SF Symbol (UIImage(systemName:)). The symbols are Apple's and not bundled, so this is
    /// the placeholder nibs draw for a `catalog="system"` image — a gray box with diagonals, at
    /// the 17 pt body size symbols default to (20×20 pt) — and it is reported once per name
    /// through `ViewDiagnostics`. Nil for an empty name.
    @MainActor
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        if Image.reportedSystemSymbols.insert(name).inserted {
            ViewDiagnostics.report("SF Symbol \"\(name)\" is not available on this platform; drawn as a placeholder")
        }
        self.init(placeholderOfSize: CGSize(width: 20, height: 20), renderingMode: .alwaysTemplate, name: name)
    }
}
