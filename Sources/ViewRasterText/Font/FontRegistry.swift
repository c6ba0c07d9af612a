import Foundation
import ViewRasterFonts
import ViewRasterDisplayList

/// The process-wide cache of loaded font faces, keyed by absolute file path. Faces are loaded
/// lazily: only the bundled fonts (see `BundledFonts`) and files a display list or a caller
/// names explicitly; never a system font. Thread-safe.
public final class FontRegistry: @unchecked Sendable {
    /// The process-wide registry: `Font(file:size:)` and font name lookups load faces through it.
    public static let shared = FontRegistry()

    private let lock = NSLock()
    private var faces: [String: FontFace] = [:]
    /// The same faces by the absolute path string callers pass, so repeat lookups (every glyph
    /// run) skip resolving the path. (Relative paths always resolve: the working directory may
    /// change.)
    private var byGivenPath: [String: FontFace] = [:]
    /// The bundled faces that text asks for by name (`BundledFonts.fileNames`), described without
    /// loading them: name and weight matching load only the face they pick.
    private var bundledDescriptorsByName: [String: FaceDescriptor]?
    /// Faces registered by the caller (`register(fontFileAt:)`), by PostScript name.
    private var registeredByName: [String: FontFace] = [:]
    /// How many times `register(fontFileAt:)` ran (caches of name lookups start over when it changes).
    private var registrations = 0

    /// An empty registry apart from `shared`: the faces it loads are its own, not shared's.
    public init() {}

    /// The face for the font file at `path` (absolute, or relative to the working directory),
    /// loaded on first use. Throws `RasterError.font` naming the file when it is missing or corrupt.
    public func face(atPath path: String) throws -> FontFace {
        lock.lock()
        if let f = byGivenPath[path] { lock.unlock(); return f }
        lock.unlock()
        let key = FontRegistry.absolute(path)
        lock.lock()
        if let f = faces[key] { if path.hasPrefix("/") { byGivenPath[path] = f }; lock.unlock(); return f }
        lock.unlock()
        let face = try FontFace(path: key)      // loaded outside the lock; first insert wins
        lock.lock(); defer { lock.unlock() }
        let winner = faces[key] ?? face
        faces[key] = winner
        if path.hasPrefix("/") { byGivenPath[path] = winner }
        return winner
    }

    /// A bundled font file by file name (e.g. "Inter-Bold.otf").
    public func bundledFace(file: String) throws -> FontFace {
        guard let url = BundledFonts.url(forFile: file) else {
            do { _ = try BundledFonts.resourceBundle() } catch { throw RasterError.font(String(describing: error)) }
            throw RasterError.font("no bundled font file named \(file)")
        }
        return try face(atPath: url.path)
    }

    /// Every bundled face by PostScript name (e.g. "RobotoCondensed-Regular"). Loads every one
    /// of them: name and weight matching go through their descriptions and load only what they pick.
    public func bundledFacesByPostScriptName() -> [String: FontFace] {
        bundledDescriptors().compactMapValues { try? face(atPath: $0.path) }
    }

    /// Every bundled face text asks for by name, by PostScript name, described once a process
    /// (FreeType reads each file's `name` and `OS/2` tables; a file it cannot open is left out,
    /// as loading it would fail).
    func bundledDescriptors() -> [String: FaceDescriptor] {
        lock.lock()
        if let m = bundledDescriptorsByName { lock.unlock(); return m }
        lock.unlock()
        var map: [String: FaceDescriptor] = [:]
        for file in BundledFonts.fileNames {
            guard let url = BundledFonts.url(forFile: file),
                  let described = FaceDescriptor.read(fileAt: FontRegistry.absolute(url.path)) else { continue }
            map[described.postScriptName] = described
        }
        lock.lock(); defer { lock.unlock() }
        if let m = bundledDescriptorsByName { return m }     // another thread described them first
        bundledDescriptorsByName = map
        return map
    }

    /// Makes the font file at `url` available by name — its PostScript name and its family —
    /// to `Font(name:size:)` and to nib fonts, as an app's `UIAppFonts` entry does on iOS (a
    /// custom font the app ships draws in its own face, not in the Helvetica fallback).
    /// Registering the same file again is harmless; a later file with the same PostScript name
    /// replaces the earlier one. Returns the PostScript name; throws `RasterError.font` naming
    /// the file when it is missing or not a font.
    @discardableResult
    public func register(fontFileAt url: URL) throws -> String {
        let face = try self.face(atPath: url.path)
        lock.lock(); defer { lock.unlock() }
        registeredByName[face.postScriptName] = face
        registrations += 1
        return face.postScriptName
    }

    /// The absolute paths of the faces this registry has loaded so far.
    var loadedPaths: Set<String> {
        lock.lock(); defer { lock.unlock() }
        return Set(faces.keys)
    }

    /// How many times `register(fontFileAt:)` ran: text measured while it is unchanged
    /// resolves its fonts to the same faces (a font registered later may change them).
    public var registrationCount: Int {
        lock.lock(); defer { lock.unlock() }
        return registrations
    }

    /// The faces `register(fontFileAt:)` made available, by PostScript name.
    public func registeredFacesByPostScriptName() -> [String: FontFace] {
        lock.lock(); defer { lock.unlock() }
        return registeredByName
    }

    /// Every face a font name can resolve to, described: the registered ones over the bundled ones.
    func namedDescriptors() -> [String: FaceDescriptor] {
        let registered = registeredFacesByPostScriptName().mapValues(\.descriptor)
        return bundledDescriptors().merging(registered) { _, registered in registered }
    }

    /// The registered or bundled face whose PostScript name is `name` (exact, then
    /// case-insensitive), if any; loads only that face.
    func namedFace(postScriptName name: String) -> FontFace? {
        if let d = Self.descriptor(named: name, in: namedDescriptors()) { return try? face(atPath: d.path) }
        return bundledFace(postScriptName: name)
    }

    /// The bundled face whose PostScript name is `name` (exact, case-insensitive), if any; loads
    /// only that face.
    public func bundledFace(postScriptName name: String) -> FontFace? {
        if let d = Self.descriptor(named: name, in: bundledDescriptors()) { return try? face(atPath: d.path) }
        // "LiberationSans-Regular" is the file's name for the face named "LiberationSans".
        return name.lowercased().hasSuffix("-regular") ? bundledFace(postScriptName: String(name.dropLast("-regular".count))) : nil
    }

    /// The description in `map` whose PostScript name is `name`: exact, then case-insensitive.
    private static func descriptor(named name: String, in map: [String: FaceDescriptor]) -> FaceDescriptor? {
        if let d = map[name] { return d }
        let lower = name.lowercased()
        return map.first(where: { $0.key.lowercased() == lower })?.value
    }

    static func absolute(_ path: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}
