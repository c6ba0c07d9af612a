import Foundation
import ViewRasterViews
import ViewRasterNib
import ViewRasterRaster
import ViewRasterOutput

/// Runs one input through its loader, layout and renderer in this process, on a small canvas,
/// and says how it ended. A crash or hang here takes the process with it: the fuzzer calls
/// this only inside worker subprocesses (and tests call it on inputs already fixed).
@MainActor
public enum CaseRunner {
    /// Largest side, in points, of the canvas a case renders into (the renderer is exercised,
    /// not the memory bandwidth).
    public static let canvasSide: CGFloat = 96

    /// Runs the file at `url`; its last path component is the name errors must mention.
    public static func run(fileAt url: URL, kind: FuzzKind, limits: InputLimits = .default) -> CaseOutcome {
        let name = url.lastPathComponent
        do {
            switch kind {
            case .xib: try runXib(url, limits: limits)
            case .storyboard: try runStoryboard(url, limits: limits)
            case .png: try runPNG(url, limits: limits)
            case .font: try runFont(url, limits: limits)
            case .displayList: try runDisplayList(url, limits: limits)
            }
            return .ok
        } catch {
            return classify(error, file: name, kind: kind)
        }
    }

    /// A clean error names the input; a xib error from the XML (malformed, refused, invalid
    /// value) also names a line.
    public static func classify(_ error: Error, file: String, kind: FuzzKind) -> CaseOutcome {
        let message = String(describing: error)
        if let nib = error as? NibError {
            let needsLine: Set<NibError.Kind> = [.malformedXML, .refused, .invalidValue]
            if nib.file != file || (needsLine.contains(nib.kind) && nib.line <= 0) { return .unlocatedError(message) }
            return .cleanError(message)
        }
        return message.contains(file) ? .cleanError(message) : .unlocatedError(message)
    }

    /// Loads what every case shares (the bundled fonts) so a worker's first case is not charged
    /// for it. Classes a xib names are whatever the caller registered with `NibClassRegistry`
    /// (the `viewraster fuzz-case` worker registers the gallery's, whose xibs are seeds).
    public static func warmUp() {
        _ = Font.systemFont(ofSize: 12).lineHeight
    }

    // MARK: Kinds

    static func runXib(_ url: URL, limits: InputLimits) throws {
        let file = url.lastPathComponent
        let data = try Data(contentsOf: url)
        let parserLimits = limits.xib
        let decoder: NibOptions.ImageDecoder = { u in
            guard u.pathExtension.lowercased() == "png" else { return nil }
            return try? PNG.read(contentsOf: u, maxPixels: limits.imagePixels)
        }
        let nib = try Nib(data: data, name: file, baseURL: url.deletingLastPathComponent(),
                          options: NibOptions(imageFolders: [], imageDecoder: decoder), limits: parserLimits)
        _ = nib.document.outline() // what `viewraster inspect` prints
        let stage = Stage(.frame, scale: 1)
        let result = try stage.within { try nib.load(owner: nil) }
        guard let root = result.topLevelObjects.lazy.compactMap({ $0 as? View }).first else {
            throw LimitError(message: "\(file): the file has no top-level view")
        }
        let diagnostics = LayoutDiagnostics()
        root.layoutStorage.diagnostics = diagnostics
        let f = root.frame
        func side(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? min(v, canvasSide) : canvasSide }
        root.frame = CGRect(x: 0, y: 0, width: side(f.width), height: side(f.height))
        stage.mount(root)
        let list = stage.displayList(at: 0.25, background: .white)
        _ = stage.within { root.hasAmbiguousLayout }
        try render(list, file: file, limits: limits)
    }

    static func runStoryboard(_ url: URL, limits: InputLimits) throws {
        let file = url.lastPathComponent
        let data = try Data(contentsOf: url)
        let decoder: NibOptions.ImageDecoder = { u in
            guard u.pathExtension.lowercased() == "png" else { return nil }
            return try? PNG.read(contentsOf: u, maxPixels: limits.imagePixels)
        }
        let storyboard = try Storyboard(data: data, name: file, baseURL: url.deletingLastPathComponent(),
                                        options: NibOptions(imageFolders: [], imageDecoder: decoder), limits: limits.xib)
        _ = StoryboardInspection.report(storyboard.document, warnings: storyboard.warnings) // what `viewraster inspect` prints
        guard let scene = storyboard.document.initialScene ?? storyboard.document.scenes.first else {
            throw LimitError(message: "\(file): the storyboard has no scenes")
        }
        let stage = Stage(.size(CGSize(width: canvasSide, height: canvasSide)), scale: 1)
        let controller = try stage.within { try storyboard.instantiate(scene) }
        stage.mount(controller)
        let list = stage.displayList(at: 0.25, background: .white)
        try render(list, file: file, limits: limits)
    }

    static func runPNG(_ url: URL, limits: InputLimits) throws {
        let bitmap = try PNG.read(contentsOf: url, maxPixels: limits.imagePixels)
        let rect = CGRect(x: 3, y: 2, width: 40, height: 30)
        var list = DisplayList(width: 48, height: 36, scale: 1, background: .white,
                               ops: [.image(bitmap, rect, tint: nil)])
        try render(list, file: url.lastPathComponent, limits: limits)
        list.ops = [.concat(CGAffineTransform(rotationAngle: 0.3)), .image(bitmap, rect, tint: Color(red: 1, green: 0, blue: 0, alpha: 0.5))]
        try render(list, file: url.lastPathComponent, limits: limits)
        _ = try PNG.encode(bitmap)
    }

    static func runFont(_ url: URL, limits: InputLimits) throws {
        let face = try FontRegistry().face(atPath: url.path)
        let file = url.lastPathComponent
        var ops: [DisplayOp] = []
        for (size, text) in [(12.0, "Hello, fi ffl Ωé 123"), (min(40, limits.fontSize), "Wg"), (3.5, "tiny ✓")] {
            let font = Font(face: face, size: CGFloat(size))
            let layout = TextLayout(text: text, font: font, numberOfLines: 2)
            for run in layout.draw(in: CGRect(x: 2, y: 2, width: 90, height: 44)) { ops.append(.glyphs(run)) }
        }
        let list = DisplayList(width: 96, height: 48, scale: 1, background: .white, ops: ops)
        try render(list, file: file, limits: limits)
    }

    static func runDisplayList(_ url: URL, limits: InputLimits) throws {
        let file = url.lastPathComponent
        var list = try DisplayList(json: try Data(contentsOf: url), baseURL: url, source: file)
        try limits.checkCanvas(width: list.pixelWidth, height: list.pixelHeight, input: file)
        // Shrink to a small canvas: same ops, fewer pixels.
        let longest = max(list.width, list.height) * list.scale
        if longest.isFinite, longest > canvasSide, list.width > 0, list.height > 0 {
            list.scale = max(0.01, list.scale * canvasSide / longest)
        }
        try render(list, file: file, limits: limits)
    }

    static func render(_ list: DisplayList, file: String, limits: InputLimits) throws {
        do {
            try limits.checkCanvas(width: list.pixelWidth, height: list.pixelHeight, input: file)
            try Canvas.checkSize(width: list.pixelWidth, height: list.pixelHeight)
            _ = try Renderer.render(list)
        } catch let e as LimitError {
            throw e
        } catch {
            throw LimitError(message: "\(file): cannot render: \(error)")
        }
    }
}
