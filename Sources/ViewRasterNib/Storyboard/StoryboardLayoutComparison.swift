import Foundation
import ViewRasterViews

/// Every scene of a storyboard laid out as IB's canvas does (the file's device, each scene's
/// simulated bars, see `StoryboardDocument.simulatedBars(for:)`) and compared with the frames
/// IB stored, as `NibLayoutComparison` does for a xib.
public struct StoryboardLayoutComparison: Sendable {
    /// The storyboard's file name, as errors and warnings name it (`document.file`).
    public var file: String
    /// Each scene with a view: its scene id and its comparison.
    public var scenes: [(sceneID: String, comparison: NibLayoutComparison)]
    /// Views compared in all scenes.
    public var total: Int { scenes.reduce(0) { $0 + $1.comparison.total } }
    /// Of `total`, those within the tolerance.
    public var agree: Int { scenes.reduce(0) { $0 + $1.comparison.agree } }

    /// Loads every scene's view tree from `storyboard` (its controller made as for
    /// instantiation, so outlets connect), lays it out with `traits` and compares.
    @MainActor
    public static func run(_ storyboard: Storyboard, intrinsic: NibIntrinsicSizes = .fonts,
                           traits: TraitCollection = TraitCollection()) throws -> StoryboardLayoutComparison {
        let scenes = try layOutScenes(storyboard, intrinsic: intrinsic, traits: traits)
        return StoryboardLayoutComparison(file: storyboard.document.file, scenes: scenes.map {
            ($0.sceneID, NibLayoutComparison($0.result, metrics: $0.canvas.metrics))
        })
    }

    /// Every scene's view tree loaded and laid out as IB's canvas, with that canvas: what `run`
    /// compares (the system-font width test reads labels from it too).
    @MainActor
    public static func layOutScenes(_ storyboard: Storyboard, intrinsic: NibIntrinsicSizes = .fonts,
                                    traits: TraitCollection = TraitCollection()) throws
        -> [(sceneID: String, result: NibLoadResult, canvas: NibCanvas)] {
        var out: [(sceneID: String, result: NibLoadResult, canvas: NibCanvas)] = []
        for scene in storyboard.document.scenes where scene.view != nil {
            let owner = try StoryboardInstantiator(storyboard: storyboard).makeController(scene)
            guard let result = try storyboard.loadSceneView(scene, owner: owner) else { continue }
            var canvas = NibCanvas(result, intrinsic: intrinsic)
            canvas.traits = traits
            canvas.viewControllerRootID = scene.view?.id
            canvas.rootSafeAreaInsets = canvas.metrics.safeAreaInsets(forScene: scene, in: storyboard.document)
            if storyboard.document.simulatedBars(for: scene).top > 0 { canvas.tableHeaderInset = canvas.rootSafeAreaInsets?.top }
            if let stored = scene.view?.frame {
                canvas.viewControllerRootFrame = canvas.metrics.sceneViewFrame(stored: stored, scene: scene, in: storyboard.document)
            }
            canvas.layout()
            out.append((scene.sceneID, result, canvas))
        }
        return out
    }

    /// `agree: N/M views within 0.5pt`.
    public var summaryLine: String { "agree: \(agree)/\(total) views within \(NibLayoutComparison.fmt(NibLayoutComparison.tolerance))pt" }

    /// Every mismatch (with its scene), then the summary.
    public var report: String {
        let lines = scenes.flatMap { s in s.comparison.mismatches.map { "scene \(s.sceneID): " + NibLayoutComparison.describe($0) } }
        return (lines + [summaryLine]).joined(separator: "\n")
    }

    /// Every view of every scene, with its scene and its marker (top-level, misplaced, DIFFERS).
    public var listing: String {
        let lines = scenes.flatMap { s in
            s.comparison.views.map { v -> String in "scene \(s.sceneID): " + NibLayoutComparison.listingLine(v) }
        }
        return (lines + [summaryLine]).joined(separator: "\n")
    }

    /// The frames `storyboard`'s instantiated scenes have now (as laid out and drawn), next to
    /// the frames IB stored, for the scenes whose view is in a window (`render --frames-json`).
    @MainActor
    public static func drawn(_ storyboard: Storyboard) -> StoryboardLayoutComparison {
        var out: [(String, NibLayoutComparison)] = []
        for (scene, result) in storyboard.loadedScenes {
            guard let id = scene.view?.id, let root = result.objectsByID[id] as? View, root.window != nil else { continue }
            out.append((scene.sceneID, result.drawnFrames(under: root)))
        }
        return StoryboardLayoutComparison(file: storyboard.document.file, scenes: out)
    }

    /// One JSON object: `views` of every scene (each with `scene`), one `summary`, `warnings`, `timings`.
    public func json(warnings: [NibWarning], parseMilliseconds: Double, layoutMilliseconds: Double) throws -> String {
        let object = jsonObject(warnings: warnings, parseMilliseconds: parseMilliseconds, layoutMilliseconds: layoutMilliseconds)
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
        return String(decoding: data, as: UTF8.self)
    }

    /// `json`'s object before it is written.
    public func jsonObject(warnings: [NibWarning], parseMilliseconds: Double, layoutMilliseconds: Double) -> [String: Any] {
        var views: [[String: Any]] = []
        for s in scenes {
            let object = s.comparison.jsonObject(warnings: [], parseMilliseconds: 0, layoutMilliseconds: 0)
            for case var v as [String: Any] in object["views"] as? [Any] ?? [] {
                v["scene"] = s.sceneID
                views.append(v)
            }
        }
        func ms(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        let object: [String: Any] = ["file": file, "views": views, "summary": ["agree": agree, "total": total],
                                     "scenes": scenes.map(\.sceneID), "warnings": warnings.map(\.description),
                                     "timings": ["parse_ms": ms(parseMilliseconds), "layout_ms": ms(layoutMilliseconds)]]
        return object
    }
}
