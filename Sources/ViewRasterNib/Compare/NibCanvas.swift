import Foundation
import ViewRasterViews

/// Where leaf controls' intrinsic sizes come from when a nib is laid out as IB's canvas.
public enum NibIntrinsicSizes: String, Sendable, CaseIterable {
    /// Measured by the views themselves (text with our fonts, images, control metrics).
    case fonts
    /// Taken from the frames IB stored, so the solver's agreement is told apart from font
    /// metrics: every axis on which a view has an intrinsic size gets its stored size.
    case stored
}

/// Lays out an instantiated nib the way Interface Builder's canvas did when it saved the
/// frames: every top-level view at its stored frame, `placeholder` constraints active, the
/// file's `<device>` and the simulated metrics IB applies (see `NibCanvasMetrics`).
@MainActor
public struct NibCanvas {
    public var result: NibLoadResult
    public var metrics: NibCanvasMetrics
    public var intrinsic: NibIntrinsicSizes
    /// Bars IB simulates above and below a storyboard scene's view (a navigation bar, a tab
    /// bar), added to the top-level views' safe area.
    public var simulatedBarInsets: EdgeInsets = .zero

    public init(_ result: NibLoadResult, intrinsic: NibIntrinsicSizes = .fonts) {
        self.result = result
        self.metrics = NibCanvasMetrics(document: result.document)
        self.intrinsic = intrinsic
    }

    /// The top-level views, each the root of its own tree.
    public var roots: [View] { result.topLevelObjects.compactMap { $0 as? View } }

    /// Applies the canvas state (placeholder constraints, margins, safe areas, intrinsic
    /// overrides) and lays every top-level view out at the pixel grid IB saves (0.5 pt).
    public func layout() {
        for b in result.allConstraints where b.constraint.isPlaceholder && b.constraint.isInstalled {
            try? b.layoutConstraint.activate()
        }
        for root in roots {
            if let f = result.nibObject(for: root)?.frame { root.frame = f }
            metrics.applyRootMetrics(to: root)
            if simulatedBarInsets != .zero {
                var i = root.ownSafeAreaInsets
                i.top += simulatedBarInsets.top; i.bottom += simulatedBarInsets.bottom
                root.ownSafeAreaInsets = i
            }
        }
        for v in result.views {
            guard let o = result.nibObject(for: v) else { continue }
            if o.element == "tableViewCellContentView" { metrics.applyCellContentMetrics(to: v) }
            if intrinsic == .stored { Self.useStoredIntrinsicSize(v, o) }
        }
        let screen = Screen(size: metrics.screenSize, scale: metrics.layoutScale)
        screen.within {
            for root in roots { root.layoutIfNeeded() }
        }
    }

    /// Replaces `v`'s intrinsic size on each axis it has one with the stored frame's size.
    static func useStoredIntrinsicSize(_ v: View, _ o: NibObject) {
        guard let frame = o.frame, o.bool("misplaced") != true, !(v is StackView) else { return }
        let stored = frame.inset(by: NibAlignmentInsets.insets(for: o))
        v.layoutStorage.intrinsicContentSizeOverride = nil
        let own = v.intrinsicContentSize
        guard own.width >= 0 || own.height >= 0 else { return }
        v.layoutStorage.intrinsicContentSizeOverride = CGSize(width: own.width >= 0 ? stored.width : own.width,
                                                              height: own.height >= 0 ? stored.height : own.height)
    }
}
