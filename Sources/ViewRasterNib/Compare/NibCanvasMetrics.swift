import Foundation
import ViewRasterViews

/// The simulated metrics of IB's canvas for one document, as real files show them:
/// - files from Xcode 9 on (toolsVersion ≥ 13000): top-level views get a view-controller
///   root's layout margins (0 top and bottom, 16 pt sides, 20 pt when wider than 375), plus
///   the device's full-screen insets on notched devices whatever the view's size (an older
///   device's status bar is in the safe area but not in the margins); table-cell content
///   views get 11 pt top and bottom margins;
/// - the safe area is the device's full-screen insets (a 20 pt status bar on older devices,
///   44/34 on a portrait iPhone X class) where the top-level view, placed at the screen's
///   top-left, reaches the screen's edges (a short freeform view has no bottom inset);
/// - files from Xcode 8 and before (toolsVersion < 13000) stored edges at whole points
///   (rounded down, or up from exactly .5): they are laid out unsnapped and compared so.
public struct NibCanvasMetrics: Sendable {
    /// The document's device (a 375×667 iPhone when the file names none).
    public var device: NibDevice
    /// The document's `toolsVersion` as a number.
    public var toolsVersion: Int

    /// Whether the device has a notch or a home indicator (full-screen insets beyond a 20 pt
    /// status bar): only then do the top-level views' margins include the safe area.
    public var hasNotch: Bool {
        let i = device.safeAreaInsets
        return i.top > 20 || i.bottom > 0 || i.left > 0 || i.right > 0
    }

    public init(document: XIBDocument) {
        device = document.device ?? NibDevice(id: "retina4_7")
        toolsVersion = document.toolsVersionNumber
    }

    /// Whether the file was saved by Xcode 9 or later (view-controller margins, safe areas).
    public var isXcode9OrLater: Bool { toolsVersion >= 13000 }
    /// Whether IB stored edges at whole points (Xcode 8 era and before).
    public var storesWholePointEdges: Bool { toolsVersion > 0 && toolsVersion < 13000 }
    /// The pixel grid the canvas snaps to: IB's 0.5 pt, or (for whole-point files) a fine
    /// grid standing for the unsnapped solution that IB then rounded.
    public var layoutScale: CGFloat { storesWholePointEdges ? 256 : 2 }

    public var screenSize: CGSize { device.screenSize }

    /// The device's full-screen safe-area insets.
    public var safeAreaInsets: EdgeInsets {
        let i = device.safeAreaInsets
        return EdgeInsets(top: CGFloat(i.top), left: CGFloat(i.left), bottom: CGFloat(i.bottom), right: CGFloat(i.right))
    }

    /// The safe area of a top-level view of `size`: IB places it at the screen's top-left, so
    /// the device's insets reach it only where its edges come near the screen's (a 300×370
    /// freeform view on an iPhone X class gets the 44 pt top but no bottom inset).
    public func safeAreaInsets(forRootOfSize size: CGSize) -> EdgeInsets {
        let s = safeAreaInsets, screen = screenSize
        return EdgeInsets(top: s.top, left: s.left,
                          bottom: max(0, s.bottom - max(0, screen.height - size.height)),
                          right: max(0, s.right - max(0, screen.width - size.width)))
    }

    /// A view-controller root's system minimum side margin for a view `width` wide.
    public static func sideMargin(forWidth width: CGFloat) -> CGFloat { width > 375 ? 20 : 16 }

    /// The safe area and (from Xcode 9 on) margins IB gives a top-level view.
    @MainActor
    public func applyRootMetrics(to root: View) {
        root.ownSafeAreaInsets = safeAreaInsets(forRootOfSize: root.bounds.size)
        let safe = safeAreaInsets
        guard isXcode9OrLater else { return }
        let side = Self.sideMargin(forWidth: root.bounds.width)
        let inset = hasNotch ? safe : .zero
        root.layoutMargins = EdgeInsets(top: inset.top, left: inset.left + side, bottom: inset.bottom, right: inset.right + side)
    }

    /// A table-cell content view's margins from Xcode 9 on (11 pt top and bottom).
    @MainActor
    public func applyCellContentMetrics(to contentView: View) {
        guard isXcode9OrLater else { return }
        var m = contentView.layoutMargins
        m.top = 11; m.bottom = 11
        contentView.layoutMargins = m
    }
}
