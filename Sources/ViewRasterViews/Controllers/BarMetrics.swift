import Foundation

/// The sizes of UIKit's bars (iOS 13 and later) for the screen a view is on: a navigation bar
/// is 44 pt tall on an iPhone in portrait, 50 pt on an iPad, and 52 pt more with a large title;
/// a toolbar 44 pt (49 on a phone with a home indicator); a tab bar 49 pt on an iPhone (plus the
/// home indicator's 34 pt on notched phones: 83), 50 pt on an iPad. An iPhone in landscape
/// (compact height, no large title) has UIKit's compact bars — navigation bar, toolbar and tab
/// bar 32 pt — where it is compact-width in landscape too (narrower than 414 pt in portrait:
/// `DeviceMetrics.isCompactInLandscape(portraitWidth:)`, the rule IB's canvas reads); the Plus
/// and Max sizes and the XR/11 (regular width in landscape) keep a 44 pt navigation bar and
/// toolbar and a 49 pt tab bar. Sources: `docs/canvas-rules.md` ("Bars in landscape").
@MainActor
enum BarMetrics {
    /// Whether `view` is on an iPad-sized screen (both sides at least 768 pt).
    static func isPad(_ view: View) -> Bool {
        let size = (view.window?.screen?.device.portraitSize) ?? Screen.main.device.portraitSize
        return min(size.width, size.height) >= 768
    }
    /// Whether `view`'s screen is an iPhone turned to landscape (compact height).
    static func isCompactHeight(_ view: View) -> Bool {
        let bounds = view.window?.bounds ?? Screen.main.bounds
        return !isPad(view) && bounds.width > bounds.height
    }
    /// Whether `view`'s bars are UIKit's compact ones (32 pt): an iPhone in landscape that is
    /// compact-width there too, not a Plus, Max or XR/11-sized one.
    static func hasCompactBars(_ view: View) -> Bool {
        guard isCompactHeight(view) else { return false }
        let size = (view.window?.screen?.device.portraitSize) ?? Screen.main.device.portraitSize
        return DeviceMetrics.isCompactInLandscape(portraitWidth: min(size.width, size.height))
    }
    static let largeTitleExtra: CGFloat = 52

    /// The navigation bar's height (without the status bar above it).
    static func navigationBarHeight(for view: View, largeTitle: Bool) -> CGFloat {
        if isCompactHeight(view) { return hasCompactBars(view) ? 32 : 44 }
        return (isPad(view) ? 50 : 44) + (largeTitle ? largeTitleExtra : 0)
    }
    /// A navigation controller's toolbar's height above the safe area's bottom inset: 44 pt,
    /// 49 on phones with a home indicator, 50 on an iPad; in landscape 32 (compact bars) or 44.
    static func toolbarHeight(for view: View) -> CGFloat {
        if isCompactHeight(view) { return hasCompactBars(view) ? 32 : 44 }
        if isPad(view) { return 50 }
        let device = view.window?.screen?.device ?? Screen.main.device
        return device.portraitSafeArea.bottom > 0 ? 49 : 44
    }
    /// A toolbar's own height (UIToolbar's intrinsic size): 44 pt, 32 with compact bars.
    static func toolbarIntrinsicHeight(for view: View) -> CGFloat {
        hasCompactBars(view) ? 32 : 44
    }
    /// The tab bar's height above the safe area's bottom inset: 49 pt on an iPhone (32 with
    /// compact bars in landscape), 50 on an iPad.
    static func tabBarHeight(for view: View) -> CGFloat {
        if isCompactHeight(view) { return hasCompactBars(view) ? 32 : 49 }
        return isPad(view) ? 50 : 49
    }
    /// The gray of bar backgrounds (UIKit's default bar appearance, opaque).
    static let background = Color(r8: 248, g8: 248, b8: 248)
    /// The hairline between a bar and the content.
    static let hairline = Color(r8: 0, g8: 0, b8: 0, a8: 77)
}
