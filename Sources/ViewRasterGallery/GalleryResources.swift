import Foundation
import ViewRasterViews
import ViewRasterNib
import ViewRasterOutput
import ViewRasterFonts

/// The gallery's nibs and images: its xibs and `spinner@2x.png` are resources of this module,
/// and its custom classes are registered with the nib class registry on first use.
@MainActor
public enum GalleryNibs {
    /// Registers every gallery class under its name and `Gallery.Name`.
    public static func registerClasses(in registry: NibClassRegistry = .shared) {
        registry.register(LoadingView.self, module: "Gallery")
        registry.register(CustomView.self, module: "Gallery")
        registry.register(CustomInstantiatedView.self, module: "Gallery")
        registry.register(MyCustomTimer.self, module: "Gallery")
        registry.register(BActivityIndicator.self, module: "Gallery")
        registry.register(controller: TimersViewController.self, module: "Gallery")
        registry.register(controller: CustomStoryboardViewController.self, module: "Gallery")
    }

    private static var registered = false
    private static var cache: [String: Nib] = [:]

    /// The gallery's folder of xibs and images (the `Resources` folder copied into the module's
    /// resource bundle; where a bundle keeps it differs between platforms).
    public static let resourceFolder: URL = {
        guard let bundle = try? resourceBundle() else {
            return Bundle.main.bundleURL.appendingPathComponent(resourceBundleName)
        }
        let candidates = [bundle.bundleURL.appendingPathComponent("Resources"),
                          bundle.resourceURL?.appendingPathComponent("Resources"),
                          bundle.resourceURL].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("LoadingView.xib").path) }
            ?? candidates[0]
    }()

    /// The name SwiftPM gives the gallery's resource bundle: the package's name, `_`, the target's.
    public static let resourceBundleName = "ViewRaster_ViewRasterGallery.resources"

    /// The gallery's resource bundle. On Linux SwiftPM copies it beside the executable; an
    /// executable copied away without that folder throws `MissingResourceBundle` here, where
    /// SwiftPM's own accessor would stop the process.
    public static func resourceBundle() throws -> Bundle {
        try located.get()
    }

    private static let located = MissingResourceBundle.locate(resourceBundleName) { Bundle.module }

    /// The nib `name` from the gallery's resources (parsed once, instantiated many times).
    /// A missing or broken gallery nib is a packaging error and stops the program.
    public static func nib(_ name: String) -> Nib {
        if !registered { registerClasses(); registered = true }
        if let n = cache[name] { return n }
        do {
            let n = try Nib(named: name, bundle: nil, folders: [resourceFolder],
                            options: NibOptions(imageFolders: [resourceFolder]))
            cache[name] = n
            return n
        } catch {
            fatalError("the gallery's \(name).xib cannot be loaded: \(error)")
        }
    }

    /// `Bundle.main.loadNibNamed(name, owner:, options: nil)`: the nib's top-level objects.
    @discardableResult
    public static func load(_ name: String, owner: AnyObject?) -> [AnyObject] {
        do {
            return try nib(name).instantiate(withOwner: owner, options: nil)
        } catch {
            fatalError("the gallery's \(name).xib cannot be instantiated: \(error)")
        }
    }
}

/// The gallery's storyboards (`Main`: the timers; `Custom`: seed 001's view in a scene).
@MainActor
public enum GalleryStoryboards {
    private static var cache: [String: Storyboard] = [:]

    /// The storyboard `name` from the gallery's resources (parsed once). A missing or broken
    /// gallery storyboard is a packaging error and stops the program.
    public static func storyboard(_ name: String) -> Storyboard {
        _ = GalleryNibs.nib("MyCustomTimerView")   // registers the gallery's classes once
        if let s = cache[name] { return s }
        do {
            let url = GalleryNibs.resourceFolder.appendingPathComponent("\(name).storyboard")
            let s = try Storyboard(contentsOf: url, options: NibOptions(imageFolders: [GalleryNibs.resourceFolder]))
            cache[name] = s
            return s
        } catch {
            fatalError("the gallery's \(name).storyboard cannot be loaded: \(error)")
        }
    }

    /// A new initial view controller of the storyboard `name`.
    public static func initialController(of name: String) -> ViewController {
        do {
            guard let vc = try storyboard(name).instantiateInitialViewController() else {
                fatalError("the gallery's \(name).storyboard has no initial view controller")
            }
            return vc
        } catch {
            fatalError("the gallery's \(name).storyboard cannot be instantiated: \(error)")
        }
    }
}

/// The gallery's images.
@MainActor
public enum GalleryImages {
    /// The HUD's spinner: a three-quarter ring with a head, 37×37 pt @2x.
    public static var spinner: Image {
        let url = GalleryNibs.resourceFolder.appendingPathComponent("spinner@2x.png")
        do {
            return Image(bitmap: try PNG.read(contentsOf: url), name: "spinner")
        } catch {
            fatalError("the gallery's spinner image cannot be loaded: \(error)")
        }
    }
}
