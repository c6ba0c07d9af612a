import Foundation

extension DeviceMetrics {
    /// How far below a sheet's top IB's canvas of the Xcode of `toolsVersion` ends the
    /// navigation bar of a navigation controller presented as a page sheet, in points: 56 pt
    /// from Xcode 11 (iOS 13's sheets: a 56 pt bar at the sheet's top), 70 on an iPhone in
    /// Xcode 26 (iOS 26's 54 pt bar stored 16 pt below the sheet's top: GoMap's MainStoryboard,
    /// 24765 on `retina6_12`, and Delta's Settings, 24128 on `retina4_7`). iPads in Xcode 26
    /// were not seen and keep 56.
    public func sheetNavigationBarBottom(toolsVersion: Int) -> CGFloat {
        family == .phone && Self.isXcode26(toolsVersion) ? Self.xcode26SheetBarTop + navigationBarHeight(toolsVersion: toolsVersion) : 56
    }

    /// The gap Xcode 26's canvas leaves between a page sheet's top and its navigation bar.
    public static let xcode26SheetBarTop: CGFloat = 16
}
