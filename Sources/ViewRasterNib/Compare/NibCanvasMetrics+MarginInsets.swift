import Foundation
import ViewRasterViews

extension NibCanvasMetrics {
    /// The safe-area insets a top-level view's layout margins hold on IB's canvas when the view
    /// insets its margins from the safe area (UIKit's default), one case per kind of view
    /// (docs/canvas-rules.md, "Top-level views" and "Scenes"):
    /// - a top-level table cell: `tableCellMarginInsets` on a device without a home button, none
    ///   on one with it; a collection cell: the insets that reach it where IB places it
    ///   (`marginInsets(forRootOfSize:)`) without a home button, none with it;
    /// - a scene's root (`isSceneRoot`: a view controller's root whose safe area the scene gives,
    ///   under its containers' bars): from Xcode 9 its own safe area's top, as UIKit gives a
    ///   controller's root (`directionalLayoutMargins`: "the system minimum margins and safe area
    ///   insets"), so a translucent navigation bar, declared or inferred, is in it on every device
    ///   (iGap, beam, 30DaysofSwift, openfoodfacts, mlkit, Bluefruit, BlackBerry's samples), and
    ///   from Xcode 9 its own safe area's bottom too, so a translucent tab bar or toolbar is in
    ///   it (set Y's SuperNews Main, 19529, and embaixadasgv Main, 15505: tabs' views on the
    ///   root's bottom margin stored 83 = 49 + 34 pt above an iPhone's bottom; an opaque bar or
    ///   an edge not extended ends the view, CastVideos' Media scene); the sides keep the full
    ///   screen's insets on a device without a home button and none on one with it. Before
    ///   Xcode 9 the top is the full screen's where its own safe area has it, without a home
    ///   button only, and the bottom the full screen's no more than its own safe area's;
    /// - another view controller's root (a launch screen's; `render`'s scenes, which pass no
    ///   scene safe area): the full screen's insets without a home button; with one, from Xcode 9,
    ///   the status bar where its safe area has it (Fusuma's FusumaViewController, dashwallet's
    ///   Onboarding: views on the top margin stored at y = 20);
    /// - any other top-level view: the insets that reach it where IB places it without a home
    ///   button; with one, from Xcode 9, the status bar where its safe area has it when the view
    ///   is as big as the screen and not freeform (a freeform view's margins leave it out:
    ///   SwiftMessages TacoDialogView).
    @MainActor
    func safeAreaInMargins(of root: View, simulated: NibSimulatedMetrics, isViewControllerRoot: Bool, isSceneRoot: Bool) -> EdgeInsets {
        let own = root.ownSafeAreaInsets
        if root is TableViewCell { return hasNotch ? tableCellMarginInsets : .zero }
        if root is CollectionViewCell { return hasNotch ? collectionCellInsets(forRootOfSize: root.bounds.size) : .zero }
        if isSceneRoot {
            var inset = hasNotch ? safeAreaInsets : .zero
            inset.top = isXcode9OrLater ? own.top : min(inset.top, own.top)
            inset.bottom = isXcode9OrLater ? own.bottom : min(inset.bottom, own.bottom)
            return inset
        }
        if hasNotch { return isViewControllerRoot ? safeAreaInsets : marginInsets(forRootOfSize: root.bounds.size) }
        let isScreen = isViewControllerRoot || (!simulated.isFreeform && root.bounds.size == screenSize)
        guard isXcode9OrLater && isScreen else { return .zero }
        return EdgeInsets(top: min(safeAreaInsets.top, own.top), left: 0, bottom: 0, right: 0)
    }
}
