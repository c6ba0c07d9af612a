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

    /// The bundled face whose PostScript name is `name` (exact, case-insensitive), if any.
    public func bundledFace(postScriptName name: String) -> FontFace? {
        let map = bundledFacesByPostScriptName()
        if let f = map[name] { return f }
        let lower = name.lowercased()
        return map.first { $0.key.lowercased() == lower }?.value
    }

    static func absolute(_ path: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}
