import Foundation
import ViewRasterViews
import ViewRasterNib
import ViewRasterRaster
import ViewRasterOutput

/// Renders one file of a `render-all` run into its card: every top-level view of a xib (as
/// `render --object ID` draws it) or every scene of a storyboard (as `render --object
/// CONTROLLER` draws it), each a full-size PNG and a thumbnail under `OUT/png/PATH/`, with the
/// loader's warnings and the layout agreement of `viewraster layout`. Any error becomes the
/// card's error; the PNGs already written stay.
@MainActor
struct RenderAllRenderer {
    /// The shared flags (`--device`, `--scale`, limits, …), `file` set per file.
    var options: RenderOptions
    /// The scanned folder.
    var root: URL
    /// The output folder.
    var output: URL
    /// The width thumbnails are reduced to (at most), in pixels.
    static let thumbnailWidth = 240

    /// The card of `path` (relative to `root`). Times the work, nothing else reads the clock.
    func card(_ path: String) -> RenderAllCard {
        let start = Date()
        let storyboard = StoryboardLoading.isStoryboard(URL(fileURLWithPath: path))
        var card = RenderAllCard(path: path, kind: storyboard ? "storyboard" : "xib")
        var options = self.options
        options.file = root.appendingPathComponent(path).path
        do {
            if storyboard { try renderStoryboard(options, into: &card) } else { try renderXib(options, into: &card) }
        } catch {
            card.error = CLI.oneLine("\(error)")
        }
        card.unknownClasses = RenderAllCard.unknownClasses(in: card.warnings)
        card.milliseconds = Int((Date().timeIntervalSince(start) * 1000).rounded())
        return card
    }

    private func renderXib(_ options: RenderOptions, into card: inout RenderAllCard) throws {
        let loaded = try XibSource.load(options: options)
        card.warnings = unique(loaded.result.warnings.map(\.description))
        if let storyboard = XibSource.controllerStoryboard(loaded, options: options) {
            // Top-level view controllers only: drawn and compared as storyboard scenes.
            try renderScenes(of: storyboard, options, into: &card)
            card.warnings = unique(loaded.result.document.warnings.map(\.description) + storyboard.warnings.map(\.description))
            return
        }
        let views = loaded.result.topLevelObjects.compactMap { $0 as? View }
        guard !views.isEmpty else { throw XibSource.noTopLevelView(in: loaded.result.document, file: card.path) }
        // The comparison lays views out on IB's canvas: on a load of its own.
        if let again = try? XibSource.load(options: options) {
            let comparison = NibLayoutComparison.run(again.result)
            card.agree = comparison.agree
            card.compared = comparison.total
        }
        for (k, view) in views.enumerated() {
            let name = loaded.result.nibObject(for: view)?.id ?? "view-\(k + 1)"
            let source = XibSource.source(view, loaded: loaded, options: options, first: k == 0)
            card.images.append(try write(try source.displayList(at: 0), card: card, position: k, name: name))
        }
    }

    private func renderStoryboard(_ options: RenderOptions, into card: inout RenderAllCard) throws {
        let storyboard = try StoryboardSource.load(options: options)
        defer { card.warnings = unique(storyboard.warnings.map(\.description)) }
        try renderScenes(of: storyboard, options, into: &card)
    }

    /// Every scene of `storyboard` drawn, and its layout compared with the stored frames.
    private func renderScenes(of storyboard: Storyboard, _ options: RenderOptions, into card: inout RenderAllCard) throws {
        if let comparison = try? StoryboardLayoutComparison.run(storyboard) {
            card.agree = comparison.agree
            card.compared = comparison.total
        }
        let scenes = storyboard.document.scenes
        guard !scenes.isEmpty else { throw CLIError.input("\(card.path): the storyboard has no scenes") }
        for (k, scene) in scenes.enumerated() {
            let source = try StoryboardSource.make(storyboard, scene: scene, options: options)
            card.images.append(try write(try source.displayList(at: 0), card: card, position: k, name: scene.controller.id))
        }
    }

    /// Rasterizes `list` and writes its PNG and thumbnail atomically.
    private func write(_ list: DisplayList, card: RenderAllCard, position: Int, name: String) throws -> RenderAllCard.Image {
        let input = card.path
        try options.limits.checkCanvas(width: list.pixelWidth, height: list.pixelHeight, input: input)
        do { try Canvas.checkSize(width: list.pixelWidth, height: list.pixelHeight) } catch { throw CLIError.input("\(input): \(error)") }
        let canvas = try Renderer.render(list, budget: options.budget)
        let base = "png/\(card.path)/\(position + 1)-\(Self.safe(name))"
        let image = RenderAllCard.Image(name: name, png: base + ".png", thumbnail: base + ".thumb.png",
                                        width: canvas.width, height: canvas.height)
        let folder = output.appendingPathComponent("png/\(card.path)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try PNG.write(canvas, to: output.appendingPathComponent(image.png), options: .fast)
        let factor = max(1, (canvas.width + Self.thumbnailWidth - 1) / Self.thumbnailWidth)
        try PNG.write(try canvas.downsampled(by: factor), to: output.appendingPathComponent(image.thumbnail), options: .fast)
        return image
    }

    /// `name` with anything but letters, digits, `-` and `_` as `_` (ids make file names).
    nonisolated static func safe(_ name: String) -> String {
        String(name.unicodeScalars.map { c -> Character in
            (c.isASCII && (CharacterSet.alphanumerics.contains(c) || c == "-" || c == "_")) ? Character(c) : "_"
        })
    }

    private func unique(_ lines: [String]) -> [String] {
        var seen: Set<String> = []
        return lines.filter { seen.insert($0).inserted }
    }
}
