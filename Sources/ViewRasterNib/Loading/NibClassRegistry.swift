import Foundation
import ViewRasterViews

/// Maps the class names a xib writes (`customClass`, with or without `customModule`, and
/// UIKit's own names such as `UIImageView`) to Swift types. Swift on Linux has no
/// `NSClassFromString`, so every custom class a nib uses is registered once:
///
///     NibClassRegistry.shared.register(LoadingView.self)              // "LoadingView"
///     NibClassRegistry.shared.register(CardView.self, module: "App")  // also "App.CardView"
@MainActor
public final class NibClassRegistry {
    /// Creates a view the way UIKit's `init?(coder:)` does (nil: the class declined).
    public typealias ViewFactory = @MainActor (NSCoder) -> View?
    /// Creates a non-view object (a `customObject`, a controller placeholder class).
    public typealias ObjectFactory = @MainActor () -> AnyObject
    /// Creates a view controller the way UIKit's `init?(coder:)` does (storyboard scenes; nil:
    /// the class declined).
    public typealias ControllerFactory = @MainActor (NSCoder) -> ViewController?

    struct Entry {
        let name: String
        let type: AnyObject.Type
        let makeView: ViewFactory?
        let makeObject: ObjectFactory?
        var makeController: ControllerFactory? = nil
    }

    /// The registry nibs use by default.
    public static let shared = NibClassRegistry()

    private var entries: [String: Entry] = [:]

    /// An empty registry plus UIKit's class names for the built-in views.
    public init() {
        for (name, type) in NibElementClasses.uikitNames { registerBuiltIn(type, as: name) }
    }

    private func registerBuiltIn(_ type: View.Type, as name: String) {
        entries[name] = Entry(name: name, type: type, makeView: { type.init(coder: $0) }, makeObject: nil)
    }

    /// Registers a view class under `name` (default: the type's name) and, when given,
    /// `module.name`. The nib creates it through `init?(coder: NSCoder)`.
    public func register<T: View>(_ type: T.Type, as name: String? = nil, module: String? = nil) {
        let n = name ?? String(describing: type)
        let e = Entry(name: n, type: type, makeView: { T(coder: $0) }, makeObject: nil)
        entries[n] = e
        if let module { entries["\(module).\(n)"] = e }
        let reflected = String(reflecting: type)
        if reflected != n, !reflected.contains("<"), !reflected.contains("(") { entries[reflected] = e }
    }

    /// Registers a view controller class under `name` (default: the type's name) and, when
    /// given, `module.name`. A storyboard creates it through `init?(coder: NSCoder)`.
    public func register<T: ViewController>(controller type: T.Type, as name: String? = nil, module: String? = nil) {
        let n = name ?? String(describing: type)
        let e = Entry(name: n, type: type, makeView: nil, makeObject: nil, makeController: { T(coder: $0) })
        entries[n] = e
        if let module { entries["\(module).\(n)"] = e }
    }

    /// Registers a non-view class (File's Owner classes need no registration; this is for
    /// top-level `<customObject>`s).
    public func register<T: AnyObject>(object type: T.Type, as name: String? = nil, module: String? = nil,
                                       make: @escaping @MainActor () -> T) {
        let n = name ?? String(describing: type)
        let e = Entry(name: n, type: type, makeView: nil, makeObject: make)
        entries[n] = e
        if let module { entries["\(module).\(n)"] = e }
    }

    /// The entry for `customClass` in `module` (module-qualified first, then the bare name).
    func entry(named name: String, module: String?) -> Entry? {
        if let module, let e = entries["\(module).\(name)"] { return e }
        if let e = entries[name] { return e }
        // `Module.Class` written into customClass itself.
        if let dot = name.lastIndex(of: "."), let e = entries[String(name[name.index(after: dot)...])] { return e }
        return nil
    }

    /// Whether `name` (in `module`) is registered.
    public func contains(_ name: String, module: String? = nil) -> Bool { entry(named: name, module: module) != nil }

    /// The registered type for `name`, if any.
    public func type(named name: String, module: String? = nil) -> AnyObject.Type? { entry(named: name, module: module)?.type }
}

/// Whether `object`'s class, or one of its superclasses, is named `name` (bare or
/// module-qualified) or is the type registered for `name`.
@MainActor
func objectIsKind(_ object: AnyObject, ofClassNamed name: String, module: String?, registry: NibClassRegistry) -> Bool {
    // The registered type first, by identity (the usual answer: a File's Owner of the class
    // its nib declares); the names, which cost a split and two descriptions per class, only
    // when no class of the chain is it.
    if let registered = registry.type(named: name, module: module) {
        var cls: AnyClass? = type(of: object)
        while let c = cls {
            if ObjectIdentifier(c) == ObjectIdentifier(registered) { return true }
            cls = _getSuperclass(c)
        }
    }
    let bare = name.split(separator: ".").last.map(String.init) ?? name
    var cls: AnyClass? = type(of: object)
    while let c = cls {
        if String(describing: c) == bare || String(reflecting: c) == name { return true }
        cls = _getSuperclass(c)
    }
    return false
}
