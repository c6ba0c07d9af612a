import Foundation
import ViewRasterViews

/// One view's solved frame next to the frame IB stored.
public struct NibViewComparison: Sendable, Hashable {
    /// The xib id (synthetic `parent.contentView` ids included).
    public var id: String
    /// The class a running app would create (`UILabel`, a custom class, …).
    public var className: String
    /// The solved frame, in the superview's coordinates (grown by UIKit's alignment insets
    /// for controls that have them, see `NibAlignmentInsets`).
    public var frame: CGRect
    /// The frame IB stored; nil when it stored none or marked the view `misplaced`.
    public var stored: CGRect?
    /// Whether IB marked the view `misplaced` (its stored frame is not the solved layout).
    public var isMisplaced: Bool
    /// Whether the view is a top-level object (laid out at its stored frame, not compared).
    public var isTopLevel: Bool
    /// Whether every edge is within the tolerance of the stored frame; nil when not compared.
    public var agrees: Bool?
    /// Where the view is declared.
    public var location: NibLocation
}

/// Every view's solved frame compared with IB's stored frame.
public struct NibLayoutComparison: Sendable {
    /// The document's file name, as errors and warnings name it (`XIBDocument.file`).
    public var file: String
    /// Every view made that has a nib id, in document order, with its solved and stored frames.
    public var views: [NibViewComparison]
    /// Views with a stored frame, top-level views excluded.
    public var total: Int { views.filter { $0.agrees != nil }.count }
    /// Of `total`, those within the tolerance.
    public var agree: Int { views.filter { $0.agrees == true }.count }
    /// The views that do not agree.
    public var mismatches: [NibViewComparison] { views.filter { $0.agrees == false } }
    /// `agree / total` (1 when nothing is compared).
    public var ratio: Double { total == 0 ? 1 : Double(agree) / Double(total) }

    /// How far a solved edge may be from the stored one (IB snaps to 0.5 pt).
    public static let tolerance: CGFloat = 0.5

    /// Compares the views of a laid-out nib (see `NibCanvas.layout()`) with their stored frames.
    /// A table's footer view is not compared itself (its subviews are): IB stores it where its
    /// canvas's section layout ended, which ours (iOS 17's metrics) does not reproduce.
    @MainActor
    public init(_ result: NibLoadResult, metrics: NibCanvasMetrics) {
        file = result.document.file
        let tops = Set(result.topLevelObjects.map { ObjectIdentifier($0) })
        let uninstalled = Self.uninstalledViews(result)
        views = result.views.compactMap { v in
            guard let id = result.id(of: v) else { return nil }
            let o = result.nibObject(for: v)
            let isTop = tops.contains(ObjectIdentifier(v))
            let misplaced = o?.bool("misplaced") == true
            let stored = misplaced ? nil : o?.frame
            let frame = o.map { NibAlignmentInsets.frame(forAlignmentRect: v.frame, insets: NibAlignmentInsets.insets(for: $0, toolsVersion: metrics.toolsVersion)) } ?? v.frame
            var agrees: Bool?
            if !isTop, !uninstalled.contains(ObjectIdentifier(v)), o?.key != "tableFooterView", let stored {
                agrees = Self.agrees(frame, stored, wholePointEdges: metrics.storesWholePointEdges)
            }
            return NibViewComparison(id: id, className: o?.displayClass ?? String(describing: type(of: v)),
                                     frame: frame, stored: stored, isMisplaced: misplaced, isTopLevel: isTop,
                                     agrees: agrees, location: o?.location ?? NibLocation(file: result.document.file, line: 0, column: 0))
        }
    }

    /// The views the canvas's size classes leave uninstalled — a subview a `<variation>`'s
    /// subviews mask excludes (`<variation key="default">` with no class installing it again),
    /// not in its superview when the canvas laid out — and every view inside them. IB's canvas
    /// neither shows nor lays them out (the document outline greys them), so their stored
    /// frames are not compared: element-ios' MediaPickerViewController keeps a capture view and
    /// its 8 subviews out of the base size class of an iPhone file, and they kept their stored
    /// frames, counted as agreeing though nothing laid them out.
    @MainActor
    static func uninstalledViews(_ result: NibLoadResult) -> Set<ObjectIdentifier> {
        var excluded: Set<String> = []
        for v in result.views {
            guard let o = result.nibObject(for: v) else { continue }
            for variation in o.variations { excluded.formUnion(variation.subviewExcludes) }
        }
        guard !excluded.isEmpty else { return [] }
        var out: Set<ObjectIdentifier> = []
        var pending = result.views.filter { v in v.superview == nil && result.id(of: v).map(excluded.contains) == true }
        while let v = pending.popLast() {
            guard out.insert(ObjectIdentifier(v)).inserted else { continue }
            pending += v.subviews
        }
        return out
    }

    /// Whether `solved` matches `stored` within `tolerance` on every edge. With
    /// `wholePointEdges` (files from Xcode 8 and before, laid out unsnapped) an edge also agrees
    /// when IB stored it at whole points: an origin rounded down, or up from exactly .5 (real
    /// files show both), a far edge likewise (sizes are then the difference).
    public static func agrees(_ solved: CGRect, _ stored: CGRect, wholePointEdges: Bool = false) -> Bool {
        let eps = tolerance + 1e-6
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= eps }
        func whole(_ exact: CGFloat, _ kept: CGFloat) -> Bool {
            wholePointEdges && kept >= (exact + 1e-6).rounded(.down) - 1e-6 && kept <= (exact + 0.5 + 1e-6).rounded(.down) + 1e-6
        }
        let x = near(solved.minX, stored.minX) || whole(solved.minX, stored.minX)
        let y = near(solved.minY, stored.minY) || whole(solved.minY, stored.minY)
        let w = near(solved.width, stored.width) || whole(solved.maxX, stored.maxX)
        let h = near(solved.height, stored.height) || whole(solved.maxY, stored.maxY)
        return x && y && w && h
    }
}

extension NibLayoutComparison {
    /// Loads nothing: lays `result` out as IB's canvas (`NibCanvas`) with `traits` and compares.
    @MainActor
    public static func run(_ result: NibLoadResult, intrinsic: NibIntrinsicSizes = .fonts,
                           traits: TraitCollection = TraitCollection()) -> NibLayoutComparison {
        var canvas = NibCanvas(result, intrinsic: intrinsic)
        canvas.traits = traits
        canvas.layout()
        return NibLayoutComparison(result, metrics: canvas.metrics)
    }
}
