import Foundation
import ViewRasterFonts
import ViewRasterDisplayList

/// The process-wide cache of loaded font faces, keyed by absolute file path. Faces are loaded
/// lazily: only the bundled fonts (see `BundledFonts`) and files a display list or a caller
/// names explicitly; never a system font. Thread-safe.
public final class FontRegistry: @unchecked Sendable {
    public static let shared = FontRegistry()

    private let lock = NSLock()
    private var faces: [String: FontFace] = [:]
    /// The same faces by the absolute path string callers pass, so repeat lookups (every glyph
    /// run) skip resolving the path. (Relative paths always resolve: the working directory may
    /// change.)
    private var byGivenPath: [String: FontFace] = [:]
    private var bundledByName: [String: FontFace]?
    /// Faces registered by the caller (`register(fontFileAt:)`), by PostScript name.
    private var registeredByName: [String: FontFace] = [:]
    /// How many times `register(fontFileAt:)` ran (caches of name lookups start over when it changes).
    private var registrations = 0

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

    /// Every bundled face by PostScript name (e.g. "RobotoCondensed-Regular"); loads them all once.
    public func bundledFacesByPostScriptName() -> [String: FontFace] {
        lock.lock()
        if let m = bundledByName { lock.unlock(); return m }
        lock.unlock()
        var map: [String: FontFace] = [:]
        for file in BundledFonts.fileNames {
            if let f = try? bundledFace(file: file) { map[f.postScriptName] = f }
        }
        lock.lock(); defer { lock.unlock() }
        bundledByName = map
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

    /// Every face a font name can resolve to: the registered ones over the bundled ones.
    func namedFaces() -> [String: FontFace] {
        bundledFacesByPostScriptName().merging(registeredFacesByPostScriptName()) { _, registered in registered }
    }

    /// The registered or bundled face whose PostScript name is `name` (exact, then
    /// case-insensitive), if any.
    func namedFace(postScriptName name: String) -> FontFace? {
        let map = namedFaces()
        if let f = map[name] { return f }
        let lower = name.lowercased()
        if let f = map.first(where: { $0.key.lowercased() == lower })?.value { return f }
        return bundledFace(postScriptName: name)
    }

    /// The bundled face whose PostScript name is `name` (exact, case-insensitive), if any.
    public func bundledFace(postScriptName name: String) -> FontFace? {
        let map = bundledFacesByPostScriptName()
        if let f = map[name] { return f }
        let lower = name.lowercased()
        if let f = map.first(where: { $0.key.lowercased() == lower })?.value { return f }
        // "LiberationSans-Regular" is the file's name for the face named "LiberationSans".
        return lower.hasSuffix("-regular") ? bundledFace(postScriptName: String(name.dropLast("-regular".count))) : nil
    }

    static func absolute(_ path: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}
