import Foundation

/// The sizes of UIKit's bars (iOS 13 and later) for the screen a view is on: a navigation bar
/// is 44 pt tall on an iPhone in portrait, 32 pt in landscape (compact height), 50 pt on an
/// iPad, and 52 pt more with a large title; a tab bar is 49 pt on an iPhone (plus the home
/// indicator's 34 pt on notched phones: 83), 32 pt in landscape, 50 pt on an iPad.
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
    static let largeTitleExtra: CGFloat = 52

    /// The navigation bar's height (without the status bar above it).
    static func navigationBarHeight(for view: View, largeTitle: Bool) -> CGFloat {
        if isCompactHeight(view) { return 32 }
        return (isPad(view) ? 50 : 44) + (largeTitle ? largeTitleExtra : 0)
    }
    /// A navigation controller's toolbar's height above the safe area's bottom inset: 44 pt,
    /// 49 on phones with a home indicator, 32 in landscape, 50 on an iPad.
    static func toolbarHeight(for view: View) -> CGFloat {
        if isCompactHeight(view) { return 32 }
        if isPad(view) { return 50 }
        let device = view.window?.screen?.device ?? Screen.main.device
        return device.portraitSafeArea.bottom > 0 ? 49 : 44
    }
    /// The tab bar's height above the safe area's bottom inset.
    static func tabBarHeight(for view: View) -> CGFloat {
        if isCompactHeight(view) { return 32 }
        return isPad(view) ? 50 : 49
    }
    /// The gray of bar backgrounds (UIKit's default bar appearance, opaque).
    static let background = Color(r8: 248, g8: 248, b8: 248)
    /// The hairline between a bar and the content.
    static let hairline = Color(r8: 0, g8: 0, b8: 0, a8: 77)
}
