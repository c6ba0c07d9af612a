import Foundation
import ViewRasterViews
import ViewRasterNib
import ViewRasterGallery
import ViewRasterOutput

/// Renders an object of a xib: loads the file, picks the object, and places it either alone
/// (at its stored size) or filling a screen (`--device`/`--size`).
@MainActor
enum XibSource {
    static func make(options: RenderOptions) throws -> FrameSource {
        let url = URL(fileURLWithPath: options.file!)
        GalleryNibs.registerClasses()
        let nib: Nib
        do {
            let maxPixels = options.limits.imagePixels
            let decoder: NibOptions.ImageDecoder = { u in
                u.pathExtension.lowercased() == "png" ? try? PNG.read(contentsOf: u, maxPixels: maxPixels) : nil
            }
            nib = try Nib(contentsOf: url, options: NibOptions(imageFolders: [url.deletingLastPathComponent()], imageDecoder: decoder),
                          limits: options.limits.xibParserLimits)
        } catch {
            throw CLIError.input("\(error)")
        }
        var screen: Screen?
        if let device = options.device {
            screen = Screen(device: device, orientation: options.landscape ? .landscapeLeft : .portrait, scale: options.scale)
        } else if let size = options.size {
            let s = options.landscape ? CGSize(width: max(size.width, size.height), height: min(size.width, size.height)) : size
            screen = Screen(size: s, scale: options.scale)
        }
        let clock = screen?.clock ?? VirtualClock()
        let result: NibLoadResult
        do {
            result = try (screen.map { s in { try s.within { try nib.load(owner: nil) } } } ?? { try clock.within { try nib.load(owner: nil) } })()
        } catch {
            throw CLIError.input("\(error)")
        }
        for w in result.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
        let root = try pick(result, options: options, file: url.lastPathComponent)
        if let screen {
            root.removeFromSuperview()
            root.frame = screen.bounds
            screen.window.addSubview(root)
            return FrameSource(duration: nil) { t in screen.displayList(at: t, background: .white) }
        }
        let scale = options.scale
        return FrameSource(duration: nil) { t in
            clock.within {
                clock.advance(to: t)
                root.layoutIfNeeded()
                return DisplayListBuilder(scale: scale, time: clock.now).build(root: root, background: nil)
            }
        }
    }

    /// The object asked for: `--object ID`, the first top-level object of `--class NAME`, or
    /// the first top-level view.
    static func pick(_ result: NibLoadResult, options: RenderOptions, file: String) throws -> View {
        if let id = options.objectID {
            guard let object = result.objectsByID[id] else { throw CLIError.input("\(file): no object with id \(id)") }
            guard let view = object as? View else { throw CLIError.input("\(file): object \(id) is a \(type(of: object)), not a view") }
            return view
        }
        let views = result.topLevelObjects.compactMap { $0 as? View }
        if let name = options.className {
            let bare = name.split(separator: ".").last.map(String.init) ?? name
            guard let view = views.first(where: { classNames(of: $0).contains(bare) }) else {
                throw CLIError.input("\(file): no top-level view of class \(name)")
            }
            return view
        }
        guard let first = views.first else { throw CLIError.input("\(file): the file has no top-level view") }
        return first
    }

    /// The view's class and superclass names, with UIKit's spelling as well (`UILabel`).
    static func classNames(of view: View) -> [String] {
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: view)
        while let m = mirror {
            let n = String(describing: m.subjectType)
            names.append(n)
            names.append("UI" + n)
            mirror = m.superclassMirror
        }
        return names
    }
}
