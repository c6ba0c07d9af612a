import Foundation
import Views

/// One view's solved frame next to the frame IB stored.
public struct NibViewComparison: Sendable, Hashable {
    /// The xib id (synthetic `parent.contentView` ids included).
    public var id: String
    /// The class a running app would create (`UILabel`, a custom class, …).
    public var className: String
    /// The solved frame, in the superview's coordinates.
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
    public var file: String
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
    @MainActor
    public init(_ result: NibLoadResult, metrics: NibCanvasMetrics) {
        file = result.document.file
        let tops = Set(result.topLevelObjects.map { ObjectIdentifier($0) })
        views = result.views.compactMap { v in
            guard let id = result.id(of: v) else { return nil }
            let o = result.nibObject(for: v)
            let isTop = tops.contains(ObjectIdentifier(v))
            let misplaced = o?.bool("misplaced") == true
            let stored = misplaced ? nil : o?.frame
            var agrees: Bool?
            if !isTop, let stored { agrees = Self.agrees(v.frame, stored, floorOrigin: metrics.floorsStoredOrigins) }
            return NibViewComparison(id: id, className: o?.displayClass ?? String(describing: type(of: v)),
                                     frame: v.frame, stored: stored, isMisplaced: misplaced, isTopLevel: isTop,
                                     agrees: agrees, location: o?.location ?? NibLocation(file: result.document.file, line: 0, column: 0))
        }
    }

    /// Whether `solved` matches `stored` within `tolerance` on every edge; with `floorOrigin`
    /// the solved origin is first rounded down to whole points, as Xcode 8 stored it.
    public static func agrees(_ solved: CGRect, _ stored: CGRect, floorOrigin: Bool = false) -> Bool {
        var s = solved
        if floorOrigin { s.origin = CGPoint(x: (s.minX + 1e-6).rounded(.down), y: (s.minY + 1e-6).rounded(.down)) }
        let eps = tolerance + 1e-6
        return abs(s.minX - stored.minX) <= eps && abs(s.minY - stored.minY) <= eps
            && abs(s.width - stored.width) <= eps && abs(s.height - stored.height) <= eps
    }
}

extension NibLayoutComparison {
    /// Loads nothing: lays `result` out as IB's canvas (`NibCanvas`) and compares.
    @MainActor
    public static func run(_ result: NibLoadResult, intrinsic: NibIntrinsicSizes = .fonts) -> NibLayoutComparison {
        let canvas = NibCanvas(result, intrinsic: intrinsic)
        canvas.layout()
        return NibLayoutComparison(result, metrics: canvas.metrics)
    }
}
