import Foundation
import ViewRasterViews

extension NibCanvasMetrics {
    /// The safe area IB's canvas gives a top-level view of `element` at `size`, where it is not a
    /// screen's (`safeAreaInsets(forRootOfSize:)`): nil for every view but the cells and reusable
    /// views of `elementsWithoutSafeArea`, which get none (`.zero`) — except a collection cell on
    /// a device without a home button, whose safe area is the insets its margins hold
    /// (`collectionCellInsets(forRootOfSize:)`, `safeAreaInMargins`): UIKit measures a view's margins from
    /// its safe area (`insetsLayoutMarginsFromSafeArea`), so a cell whose margins hold the status
    /// bar has it in its safe area too. Set AF's idusClone (18122, `retina6_1`): a 306 × 124 cell's
    /// image pinned 44 pt above its safe area's top is stored at y = 0, and a 201 × 248 cell's
    /// label sized 0.102941 × its safe area's height is stored 21 pt tall (204 = 248 − 44); with
    /// vocable-ios' cells (set R: margins 44 pt down) two repositories (docs/canvas-rules.md).
    public func topLevelSafeArea(element: String, size: CGSize) -> EdgeInsets? {
        guard Self.elementsWithoutSafeArea.contains(element) else { return nil }
        return element == "collectionViewCell" && hasNotch ? collectionCellInsets(forRootOfSize: size) : .zero
    }

    /// The insets a top-level collection cell of `size` holds in its safe area and its margins
    /// on a device without a home button: on IB's canvas its margins' (`marginInsets(forRootOfSize:)`,
    /// the whole screen's from Xcode 14); in `render` (`isRendering`), which draws a running app
    /// and places every top-level view that fits the screen at the screen's top-left
    /// (`placesTopLevelViewsAtTopLeft`), those that reach the placed cell, as UIKit gives a view
    /// the part of the screen's insets that covers it: the status bar, and the home indicator
    /// only for a cell that reaches the screen's bottom. Set AP's Ios_proj_communei
    /// HelperDeskCell and FrequentGuestEntryCell (16097.2, 209 × 171 and 137 × 157 on an XR): a
    /// card pinned inside each cell holds a button 2 pt above its bottom margin, which the home
    /// indicator's 34 pt in the cell's safe area turned into a required conflict
    /// (docs/nib-layout-agreement.md, "Set AP (session 43, layoutAP)").
    public func collectionCellInsets(forRootOfSize size: CGSize) -> EdgeInsets {
        guard isRendering else { return marginInsets(forRootOfSize: size) }
        return Self.insets(fullScreenInsets(forRootOfSize: size, simulated: .none), reaching: size, placedOn: screenSize)
    }

    /// The height IB's canvas gives a navigation bar of the file's own (a `<navigationBar>` in a
    /// view, not a navigation controller's) where the view's own (iOS 17's: 44 pt on an iPhone,
    /// 50 on an iPad) is not the canvas's: nil but on an iPad in files of Xcode 9 and earlier
    /// (`toolsVersion` below 14000), whose canvas drew iOS 11's 44 pt bar — iOS 12 made the
    /// iPad's 50 pt — as it drew navigation controllers' bars
    /// (`DeviceMetrics.navigationBarHeight(toolsVersion:)`). Every such bar in the corpus and
    /// sets AD–AF is stored 44 pt tall (8 bars in 5 files of 3 repositories, 3084 … 12120: aijianmei,
    /// bachma0507, MonitoringIOSProject); the views pinned to the bottoms of MonitoringIOSProject's
    /// misplaced bars, whose own stored frames say nothing, are stored as if the bars were 44 pt.
    public var standaloneNavigationBarHeight: CGFloat? {
        guard device.isPad, toolsVersion > 0, toolsVersion < 14000 else { return nil }
        return device.metrics.navigationBarHeight(toolsVersion: toolsVersion)
    }
}
