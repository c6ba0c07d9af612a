import Foundation
import ViewRasterViews

extension NibCanvasMetrics {
    /// Where IB's canvas began storing a table's header at the table's top under a navigation
    /// bar (`toolsVersion`): between 11201, the last file seen storing it below the bar
    /// (ssumobile), and 11762, the first seen storing it at 0 under one (involve-it).
    public static let tableHeadersAtTopFrom = 11700

    /// Whether IB's canvas showed a table's header view below the navigation bar that covers the
    /// table, and stored it there: Xcode 5 to 8 (`toolsVersion` below `tableHeadersAtTopFrom`). A table
    /// view controller's table laid out under a translucent navigation bar (stored at y = 0) has
    /// its `tableHeaderView` stored at the bars' height in the table (y = 64 under the status
    /// bar and a navigation bar) in 17 headers of 8 repositories of the sets (Xcode 5.0's 4510
    /// to 8.1's 11201: clientelle, Qata, wepay, webim, doorbell, shotvibe, ETSMobile,
    /// ssumobile); under the status bar alone, below an opaque bar, and from 11762 (
    /// involve-it's four, then every Xcode 9 on) headers are stored at 0, as UIKit places them
    /// (docs/canvas-rules.md, "Scenes").
    public var storesTableHeadersBelowTopBars: Bool { toolsVersion > 0 && toolsVersion < Self.tableHeadersAtTopFrom }
}

extension NibCanvas {
    /// Moves the header of a view controller's root table to `tableHeaderInset` (the part of
    /// the root's safe area a navigation bar and the status bar cover), as IB's canvas of
    /// Xcode 5 to 8 drew and stored it (`NibCanvasMetrics.storesTableHeadersBelowTopBars`).
    /// Runs after the layout pass: the header keeps its size, so its own subviews stay where
    /// the pass laid them out.
    func placeTableHeadersBelowTopBars() {
        guard metrics.storesTableHeadersBelowTopBars, let inset = tableHeaderInset, inset > 0 else { return }
        for root in roots {
            guard let table = root as? TableView, result.nibObject(for: root)?.id == viewControllerRootID,
                  root.frame.minY == 0, let header = table.tableHeaderView else { continue }
            header.frame.origin.y = inset
        }
    }
}
