import Foundation

/// iOS 17's table metrics, in one place with where each comes from.
///
/// - 44 pt rows, a hairline (1 px) separator at the row's bottom inside the cell, 16 pt cell
///   margins, 20 pt on a screen wider than 375 pt once the table is wider than 320 pt
///   (`sideMargin(tableWidth:screenWidth:)`): UIKit's `rowHeight`, `separatorInset` and
///   `layoutMargins` on iPhones.
/// - Plain headers: 28 pt for a title (UIKit's plain `UITableViewHeaderFooterView`), the
///   `.headline` font (17 pt semibold) in `label` color, and iOS 15's `sectionHeaderTopPadding`
///   of 22 pt above every plain header (Apple's "sectionHeaderTopPadding" and the iOS 15 release
///   notes' "padding above section headers"). Plain tables float their headers.
/// - Grouped and inset-grouped headers: `.footnote` (13 pt) uppercased in `secondaryLabel`;
///   35 pt above the first section and 17.5 pt headers and footers between untitled sections
///   (35 pt of space), 38 pt for a titled header; footers' titles in `.footnote`
///   `secondaryLabel`, 7 pt below the section, 10 pt above the next.
/// - Inset grouped: sections inset by the table's layout margins (16/20 pt) with a 10 pt
///   corner radius (UIKit's `insetGrouped`, WWDC19 "Modernizing your UI for iOS 13").
/// - Accessories: the disclosure chevron leaves the content view 14⅓ pt short of the cell's
///   trailing margin (IB's stored content views: 362.67 of a 393 pt cell, Xcode 15).
@MainActor
enum TableViewMetrics {
    static let rowHeight: CGFloat = 44
    static let plainHeaderHeight: CGFloat = 28
    static let plainHeaderTopPadding: CGFloat = 22
    static let groupedFirstHeaderHeight: CGFloat = 35
    static let groupedHeaderHeight: CGFloat = 17.5
    static let groupedTitledHeaderHeight: CGFloat = 38
    static let groupedFooterHeight: CGFloat = 17.5
    static let groupedFooterTop: CGFloat = 7
    static let groupedFooterBottom: CGFloat = 10
    static let insetGroupedCornerRadius: CGFloat = 10
    static let cellContentMargins = LayoutInsets(top: 11, left: 16, bottom: 11, right: 16)

    /// The side margin of cells and of inset-grouped sections for a table `width` wide: 16 pt
    /// up to 375 pt, 20 pt wider. A table's threshold is lower than a controller's root view's
    /// (16 pt up to 393, 20 from 414): IB stores 20 pt cell margins in tables 393 pt wide
    /// (KeePassium's and GoMap's iPhone 15 storyboards) and on a 380 pt top-level cell
    /// (ChatSecure, Xcode 11), 16 in tables 375 pt wide and less (docs/canvas-rules.md).
    nonisolated static func sideMargin(forWidth width: CGFloat) -> CGFloat { width > 375 ? 20 : 16 }

    /// The side margin UIKit gives the cells of a table `tableWidth` points wide on a screen
    /// `screenWidth` points wide (`UITableConstants_IOS._defaultMarginWidthForTableView:`):
    /// 20 pt where the screen wants wide content margins and the table is wider than 320 pt,
    /// 16 pt otherwise. The screens that want them are the ones wider than 375 pt, the threshold
    /// the tables' stored frames give (16 on 375 pt iPhones at every width, 20 in 393 pt tables
    /// on `retina6_12`). Top-level cells on an XR show both halves: checkout's
    /// SavedCardTableViewCell (363 pt, Xcode 13.1) and dgca-verifier's InfoCellDropDown (375 pt,
    /// Xcode 13) store views 20 pt in, 310 and 320 pt cells 16 (QuickBlox, checkout,
    /// pocket-casts, nRF Mesh, dgca-verifier). docs/canvas-rules.md, "Simulated metrics".
    nonisolated static func sideMargin(tableWidth: CGFloat, screenWidth: CGFloat) -> CGFloat {
        sideMargin(forWidth: screenWidth) == 20 && tableWidth > 320 ? 20 : 16
    }
}
