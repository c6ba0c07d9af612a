import Foundation
import ViewRasterFonts
import ViewRasterDisplayList

/// The process-wide cache of loaded font faces, keyed by absolute file path and face index (a
/// collection's faces, `.ttc`, share their file's bytes). Faces are loaded lazily: only the
/// bundled fonts (see `BundledFonts`) and files a display list or a caller names explicitly;
/// never a system font. Thread-safe.
public final class FontRegistry: @unchecked Sendable {
    /// The process-wide registry: `Font(file:size:)` and font name lookups load faces through it.
    public static let shared = FontRegistry()

    /// A face's place: its file and its index in the file.
    private struct FaceKey: Hashable {
        let path: String
        let index: Int
    }

    private let lock = NSLock()
    private var faces: [FaceKey: FontFace] = [:]
    /// The same faces by the absolute path string callers pass, so repeat lookups (every glyph
    /// run) skip resolving the path. (Relative paths always resolve: the working directory may
    /// change.)
    private var byGivenPath: [FaceKey: FontFace] = [:]
    /// The bundled faces that text asks for by name (`BundledFonts.fileNames`), described without
    /// loading them: name and weight matching load only the face they pick.
    private var bundledDescriptorsByName: [String: FaceDescriptor]?
    /// Faces registered by the caller (`register(fontFileAt:)`), by PostScript name: a file's
    /// first face loaded (so a bad file is refused when registered), a collection's other faces
    /// described and loaded when text picks them.
    private var registeredByName: [String: FaceDescriptor] = [:]
    /// How many times `register(fontFileAt:)` ran (caches of name lookups start over when it changes).
    private var registrations = 0

    /// An empty registry apart from `shared`: the faces it loads are its own, not shared's.
    public init() {}

    /// Face `faceIndex` (0: the first or only one) of the font file at `path` (absolute, or
    /// relative to the working directory), loaded on first use; the faces of one collection
    /// share the file's bytes, read once. Throws `RasterError.font` naming the file when it is
    /// missing or corrupt or has no such face.
    public func face(atPath path: String, faceIndex: Int = 0) throws -> FontFace {
        let given = FaceKey(path: path, index: faceIndex)
        lock.lock()
        if let f = byGivenPath[given] { lock.unlock(); return f }
        lock.unlock()
        let key = FaceKey(path: FontRegistry.absolute(path), index: faceIndex)
        lock.lock()
        if let f = faces[key] { if path.hasPrefix("/") { byGivenPath[given] = f }; lock.unlock(); return f }
        let sibling = faceIndex == 0 ? nil : faces.first(where: { $0.key.path == key.path })?.value
        lock.unlock()
        // Loaded outside the lock; first insert wins.
        let face = try sibling.map { try FontFace(path: key.path, faceIndex: faceIndex, file: $0.file) }
            ?? FontFace(path: key.path, faceIndex: faceIndex)
        lock.lock(); defer { lock.unlock() }
        let winner = faces[key] ?? face
        faces[key] = winner
        if path.hasPrefix("/") { byGivenPath[given] = winner }
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

    /// Makes the font file at `url` available by name — each face's PostScript name and family
    /// — to `Font(name:size:)` and to nib fonts, as an app's `UIAppFonts` entry does on iOS (a
    /// custom font the app ships draws in its own face, not in the Helvetica fallback). A font
    /// collection (`.ttc`, `.otc`) makes every face available, as iOS registers every face of
    /// one. Registering the same file again is harmless; a later file with the same PostScript
    /// name replaces the earlier one. Returns the first face's PostScript name; throws
    /// `RasterError.font` naming the file when it is missing or not a font.
    @discardableResult
    public func register(fontFileAt url: URL) throws -> String {
        let described = try descriptions(ofFontFileAt: url)
        lock.lock(); defer { lock.unlock() }
        for face in described { registeredByName[face.postScriptName] = face }
        registrations += 1
        return described[0].postScriptName
    }

    /// Makes face `faceIndex` of the font file at `url` available by name (one face of a
    /// collection: `register(fontFileAt:)` takes them all). Returns its PostScript name; throws
    /// `RasterError.font` naming the file when it is missing, not a font, or has no such face.
    @discardableResult
    public func register(fontFileAt url: URL, faceIndex: Int) throws -> String {
        let described = try description(ofFontFileAt: url, faceIndex: faceIndex)
        lock.lock(); defer { lock.unlock() }
        registeredByName[described.postScriptName] = described
        registrations += 1
        return described.postScriptName
    }

    /// The PostScript names of the faces in the font file at `url`, in the file's order: one for
    /// a single-face file, each face's for a collection. Loads the first face (throws as
    /// `face(atPath:faceIndex:)` does) and describes the others without loading them (a face
    /// FreeType cannot open is an error naming the file and the face).
    public func postScriptNames(inFontFileAt url: URL) throws -> [String] {
        try descriptions(ofFontFileAt: url).map(\.postScriptName)
    }

    /// The file and face index a registered PostScript name comes from, if `register(fontFileAt:)`
    /// registered a face of that name.
    public func registeredFace(postScriptName name: String) -> (path: String, faceIndex: Int)? {
        lock.lock(); defer { lock.unlock() }
        return registeredByName[name].map { ($0.path, $0.faceIndex) }
    }

    /// Every face of the file at `url` described, in the file's order (`description(ofFontFileAt:faceIndex:)`).
    private func descriptions(ofFontFileAt url: URL) throws -> [FaceDescriptor] {
        let first = try face(atPath: url.path)
        var described = [first.descriptor]
        for index in 1..<max(1, first.facesInFile) {
            described.append(try description(ofFontFileAt: url, faceIndex: index))
        }
        return described
    }

    /// Face `faceIndex` of the file at `url` described: the first face loaded (a bad file fails
    /// here, not when text first asks for it), the others read from the file's tables.
    private func description(ofFontFileAt url: URL, faceIndex: Int) throws -> FaceDescriptor {
        if faceIndex == 0 { return try face(atPath: url.path).descriptor }
        let path = FontRegistry.absolute(url.path)
        guard (1...GlyphRun.maximumFaceIndex).contains(faceIndex),
              let described = FaceDescriptor.read(fileAt: path, faceIndex: faceIndex) else {
            throw RasterError.font("font file \(path) has no face \(faceIndex) FreeType can read")
        }
        return described
    }

    /// The absolute paths of the faces this registry has loaded so far.
    var loadedPaths: Set<String> {
        lock.lock(); defer { lock.unlock() }
        return Set(faces.keys.map(\.path))
    }

    /// How many times `register(fontFileAt:)` ran: text measured while it is unchanged
    /// resolves its fonts to the same faces (a font registered later may change them).
    public var registrationCount: Int {
        lock.lock(); defer { lock.unlock() }
        return registrations
    }

    /// The faces `register(fontFileAt:)` made available, by PostScript name (loads each: a
    /// collection's faces are otherwise loaded only when text picks them; a face that fails to
    /// load is left out).
    public func registeredFacesByPostScriptName() -> [String: FontFace] {
        registeredDescriptors().compactMapValues { try? face(atPath: $0.path, faceIndex: $0.faceIndex) }
    }

    /// The registered faces' descriptions, by PostScript name.
    private func registeredDescriptors() -> [String: FaceDescriptor] {
        lock.lock(); defer { lock.unlock() }
        return registeredByName
    }

    /// Every face a font name can resolve to, described: the registered ones over the bundled ones.
    func namedDescriptors() -> [String: FaceDescriptor] {
        bundledDescriptors().merging(registeredDescriptors()) { _, registered in registered }
    }

    /// The registered or bundled face whose PostScript name is `name` (exact, then
    /// case-insensitive), if any; loads only that face.
    func namedFace(postScriptName name: String) -> FontFace? {
        if let d = Self.descriptor(named: name, in: namedDescriptors()) { return try? face(atPath: d.path, faceIndex: d.faceIndex) }
        return bundledFace(postScriptName: name)
    }

    /// The bundled face whose PostScript name is `name` (exact, case-insensitive), if any; loads
    /// only that face.
    public func bundledFace(postScriptName name: String) -> FontFace? {
        if let d = Self.descriptor(named: name, in: bundledDescriptors()) { return try? face(atPath: d.path, faceIndex: d.faceIndex) }
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
