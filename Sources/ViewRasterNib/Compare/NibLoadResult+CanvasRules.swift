import Foundation
import ViewRasterViews

extension NibLoadResult {
    /// Activates the constraints IB marked `placeholder` ("Remove at build time"): the build
    /// drops them, so a running app never has them, but IB's canvas lays out with them
    /// (`render --keep-placeholders`, as `layout` does).
    public func activatePlaceholderConstraints() {
        for b in allConstraints where b.constraint.isPlaceholder && b.constraint.isInstalled {
            try? b.layoutConstraint.activate()
        }
    }

    /// Gives every view that has an intrinsic size its stored frame's size on that axis (text
    /// measured by the fonts IB had, not ours), so a layout's agreement is the solver's alone
    /// (`render --intrinsic stored`, as `layout --intrinsic stored`).
    public func useStoredIntrinsicSizes() {
        for v in views {
            guard let o = nibObject(for: v) else { continue }
            let designable = designableIntrinsicSize(of: v, o)
            NibCanvas.useStoredIntrinsicSize(v, o, toolsVersion: document.toolsVersionNumber, own: NibCanvas.placeholderIntrinsicSize(v, o, classSize: designable) ?? designable)
        }
    }

    /// The frames `root` and the views below it have now (as laid out and drawn), next to the
    /// frames IB stored, in `layout --json`'s form (`render --frames-json`).
    public func drawnFrames(under root: View) -> NibLayoutComparison {
        var full = NibLayoutComparison(self, metrics: NibCanvasMetrics(document: document))
        var inside = Set<ObjectIdentifier>()
        func walk(_ v: View) { inside.insert(ObjectIdentifier(v)); v.subviews.forEach(walk) }
        walk(root)
        let kept = Set(views.filter { inside.contains(ObjectIdentifier($0)) }.compactMap { id(of: $0) })
        full.views = full.views.filter { kept.contains($0.id) }
        return full
    }

    /// Puts `root`, drawn bare at its stored frame, on the canvas `render` draws: the safe
    /// area and margins IB gives a top-level view (`NibCanvasMetrics.applyRootMetrics`) with
    /// the newest iOS's metrics (`NibCanvasMetrics.rendering`), and the frames IB keeps
    /// (`keepStoredFrames`) and the top-level size that gives way to a conflict through it
    /// (`LayoutEngine.rootSizeYieldsToContent`), so `render` draws what `layout` computes but for the metrics'
    /// iOS release and the placeholder constraints. A top-level collection cell's content view
    /// takes the cell's margins where larger (`applyCollectionCellContentMetrics`), as on IB's
    /// canvas. A top-level table cell's content view gets
    /// the margins IB's canvas gives it (`applyCellContentMetrics`: a table's, not a bare
    /// view's 8 pt) and the whole height of the cell where the stored one is stale, and then its
    /// width where stored wider (`NibCanvas.fitStaleContentView`). A view that is not top-level gets the frame
    /// stays only. Stopped activity indicators keep their places in stacks as on IB's canvas
    /// (`showStoppedActivityIndicators`).
    public func applyRenderCanvas(to root: View) {
        if let object = nibObject(for: root), topLevelObjects.contains(where: { $0 === root }) {
            // A conflict through the top-level size: the size gives way, as in `NibCanvas.layout`.
            root.layoutEngine.rootSizeYieldsToContent = true
            let metrics = NibCanvasMetrics.rendering(document)
            metrics.applyRootMetrics(
                to: root, simulated: NibSimulatedMetrics(object),
                fileMargins: NibCanvasMetrics.fileLayoutMargins(of: object),
                safeArea: metrics.topLevelSafeArea(element: object.element, size: root.bounds.size))
            for v in root.subviews {
                guard let o = nibObject(for: v) else { continue }
                if o.element == "collectionViewCellContentView" { metrics.applyCollectionCellContentMetrics(to: v) }
                guard o.element == "tableViewCellContentView" else { continue }
                metrics.applyCellContentMetrics(to: v, topLevelCell: true, setsMargins: NibCanvas.setsLayoutMargins(o))
                NibCanvas.fitStaleContentView(v, cell: root, object, toolsVersion: metrics.toolsVersion)
            }
        }
        showStoppedActivityIndicators(under: root)
        applyStandardSpacing()
        keepStoredFrames(except: [root])
    }

    /// Shows the stopped activity indicators below `root` that IB's canvas shows and a stack
    /// arranges (`NibCanvas.showsStoppedActivityIndicator`), so `render` keeps their places as
    /// `layout` does; stopped, they draw nothing.
    func showStoppedActivityIndicators(under root: View) {
        func walk(_ v: View) {
            NibCanvas.showStoppedActivityIndicator(v)
            v.subviews.forEach(walk)
        }
        walk(root)
    }
}
