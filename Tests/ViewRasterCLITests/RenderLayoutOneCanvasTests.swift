import Foundation
import Testing
import ViewRasterNib
import ViewRasterNibModel
import ViewRasterTestSupport

/// `render` and `layout` share one canvas model (issue 16): on a file whose Xcode is the
/// newest, where `layout`'s simulated metrics are the ones `render` draws with, `render
/// --keep-placeholders --intrinsic stored` draws every view at the frame `layout --intrinsic
/// stored` computes (each edge within the half point between IB's 0.5 pt grid and the device's pixels).
/// Whatever else `render` gave up of the canvas (stored or designable intrinsic sizes,
/// simulated bars, freeform sizes, cell content views, root sizes and margins) would show here.
/// Every xib of `Tests/Fixtures/xib` and of the shared corpus (when present), and the scene
/// `render` draws of every storyboard of `Tests/Fixtures/storyboard`, is checked, each with its
/// `toolsVersion` set to a future Xcode's. One difference is `render`'s by design: it draws a
/// top-level view that fits the screen at the screen's top-left, as a running app shows it,
/// where the newest Xcodes' canvas gives it a screen of its own size
/// (`NibCanvasMetrics.placesTopLevelViewsAtTopLeft`, a collection cell's safe area too:
/// `collectionCellInsets(forRootOfSize:)`): a file where that changes a top-level view's safe
/// area (`placedOnlyByRender`) is left out when its frames differ.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct RenderLayoutOneCanvasTests {
    /// The frames by view id in a `layout --json` or `render --frames-json` object. A top-level
    /// view counts by its size only: IB's canvas has a root at its own origin, and where
    /// `render` puts one is its placement on the screen — below an opaque navigation bar a
    /// scene's view starts at y = 64 — not its layout.
    func frames(_ data: Data) throws -> [String: [Double]] {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var byID: [String: [Double]] = [:]
        for v in object["views"] as? [[String: Any]] ?? [] {
            guard let id = v["id"] as? String, let f = v["frame"] as? [Double], f.count == 4 else { continue }
            byID[id] = v["topLevel"] as? Bool == true ? [0, 0, f[2], f[3]] : f
        }
        return byID
    }

    /// Whether a top-level view of the xib `copy` gets another safe area from `render`'s
    /// metrics (placed at the screen's top-left) than from the file's Xcode's canvas (a
    /// collection cell's too: `topLevelSafeArea`).
    func placedOnlyByRender(_ copy: URL) -> Bool {
        guard let data = try? Data(contentsOf: copy),
              let doc = try? XIBDocument(data: data, file: copy.lastPathComponent) else { return false }
        let canvas = NibCanvasMetrics(document: doc), drawn = NibCanvasMetrics.rendering(doc)
        return doc.topLevelObjects.contains { o in
            guard let size = o.frame?.size else { return false }
            if NibCanvasMetrics.elementsWithoutSafeArea.contains(o.element) {
                return canvas.topLevelSafeArea(element: o.element, size: size) != drawn.topLevelSafeArea(element: o.element, size: size)
            }
            return canvas.safeAreaInsets(forRootOfSize: size) != drawn.safeAreaInsets(forRootOfSize: size)
        }
    }

    /// The views of `file` (as a newest-Xcode copy in `folder`) whose drawn frame is not the
    /// laid-out one, as "file id: layout vs render"; nil when the file lays out in neither.
    func differences(_ file: URL, in folder: URL) throws -> (compared: Int, differing: [String])? {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard let range = text.range(of: #"toolsVersion="[0-9.]+""#, options: .regularExpression) else { return nil }
        let copy = folder.appendingPathComponent(file.lastPathComponent)
        try text.replacingCharacters(in: range, with: #"toolsVersion="99999""#).write(to: copy, atomically: true, encoding: .utf8)
        let json = folder.appendingPathComponent("frames.json"), png = folder.appendingPathComponent("out.png")
        let l = try BuiltCLI.run(["layout", copy.path, "--json", "--intrinsic", "stored"])
        let r = try BuiltCLI.run(["render", copy.path, "--keep-placeholders", "--intrinsic", "stored",
                                  "--frames-json", json.path, "-o", png.path])
        if l.status != 0 && r.status != 0 { return nil }
        // A view stored with no width or height draws nothing (ZeroSizeViewCLITests): no frames to compare.
        if l.status == 0 && r.status == 2 && r.stderr.contains("nothing to draw") { return nil }
        try #require(l.status == 0 && r.status == 0, "\(file.lastPathComponent): \(l.stderr) \(r.stderr)")
        let laid = try frames(Data(l.stdout.utf8)), drawn = try frames(Data(contentsOf: json))
        var differing: [String] = []
        for (id, d) in drawn.sorted(by: { $0.key < $1.key }) {
            guard let f = laid[id] else { continue }
            // Edges, not sizes: each edge is rounded to its grid on its own (and a nested view's
            // through its superviews' roundings: OsmAnd's launch screen label, 138.5 laid out on
            // 0.5 pt, 138 drawn on @3x), so up to half a point apart, with float noise.
            let edges = { (r: [Double]) in [r[0], r[1], r[0] + r[2], r[1] + r[3]] }
            guard f.count == 4, d.count == 4 else { continue }
            if zip(edges(f), edges(d)).contains(where: { abs($0 - $1) > 0.5 + 1e-6 }) { differing.append("\(file.lastPathComponent) \(id): \(f) vs \(d)") }
        }
        // `render`'s placement of a short top-level view, by design: such a file counts only
        // where the two agree anyway.
        if !differing.isEmpty && file.pathExtension == "xib" && placedOnlyByRender(copy) { return nil }
        return (drawn.keys.filter { laid[$0] != nil }.count, differing)
    }

    @Test func renderDrawsTheFramesLayoutComputes() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = TestPaths.files(in: TestPaths.fixture("xib"), withExtension: "xib") + TestPaths.xibCorpusFiles
        var compared = 0, differing: [String] = []
        for file in files {
            guard let d = try differences(file, in: folder) else { continue }
            compared += d.compared
            differing += d.differing
        }
        // The fixtures alone hold views laid out by constraints, margins and a top-level cell.
        #expect(compared >= 20)
        #expect(differing.isEmpty, "\(differing.count) of \(compared) views: \(differing.prefix(20).joined(separator: "; "))")
    }

    @Test func renderDrawsTheFramesLayoutComputesForAStoryboardsScene() throws {
        // A storyboard's scene is drawn in a window of its device (a freeform scene in one of
        // its own size with the device's safe area), laid out by the same canvas rules.
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        var compared = 0, differing: [String] = []
        for file in TestPaths.files(in: TestPaths.fixture("storyboard"), withExtension: "storyboard") {
            guard let d = try differences(file, in: folder) else { continue }
            compared += d.compared
            differing += d.differing
        }
        #expect(compared >= 4)
        #expect(differing.isEmpty, "\(differing.count) of \(compared) views: \(differing.joined(separator: "; "))")
    }
}
