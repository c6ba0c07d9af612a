import Foundation
import ViewRasterViews

extension Bundle {
    /// Loads `name.xib` from this bundle (or `Nib.searchFolders`) and instantiates it with
    /// `owner` (NSBundle.loadNibNamed(_:owner:options:)).
    @MainActor
    public func loadNibNamed(_ name: String, owner: AnyObject?, options: NibOptions? = nil) throws -> [AnyObject] {
        try Nib(named: name, bundle: self, options: options ?? NibOptions()).instantiate(withOwner: owner)
    }
}

extension View {
    /// Instantiates the nib named after the class (or `nibName`) and returns its first
    /// top-level object of this class — the "view loaded from the xib named after its class"
    /// pattern. Throws `.instantiation` when the nib has no such object.
    @MainActor
    public static func loadFromNib(named nibName: String? = nil, bundle: Bundle? = nil, owner: AnyObject? = nil,
                                   options: NibOptions? = nil) throws -> Self {
        let name = nibName ?? String(describing: self)
        let nib = try Nib(named: name, bundle: bundle, options: options ?? NibOptions())
        let result = try nib.load(owner: owner)
        guard let view = result.first(self) else {
            throw NibError(.instantiation,
                           "\(name).xib has no top-level object of class \(String(describing: self)) (top-level: \(result.topLevelObjects.map { String(describing: type(of: $0)) }.joined(separator: ", ")))",
                           at: NibLocation(file: nib.document.file, line: 0, column: 0))
        }
        return view
    }
}
