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
    /// a placeholder — a rounded outline in the tint color — at the size the symbol has for
    /// its configuration (20×20 pt at the default 17 pt body size, medium scale), reported once
    /// per name through `ViewDiagnostics`. Nil for an empty name.
    @MainActor
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// An SF Symbol placeholder at `configuration`'s size (UIImage(systemName:withConfiguration:)):
    /// 20/17 × the point size (or the text style's size) × 0.8 small, 1 medium, 1.3 large.
    @MainActor
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !name.isEmpty else { return nil }
        if Image.reportedSystemSymbols.insert(name).inserted {
            ViewDiagnostics.report("SF Symbol \"\(name)\" is not available on this platform; drawn as a placeholder")
        }
        self.init(symbolPlaceholder: name, configuration: configuration ?? SymbolConfiguration(scale: .default))
    }
}
