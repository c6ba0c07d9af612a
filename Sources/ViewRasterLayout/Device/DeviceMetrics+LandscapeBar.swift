import Foundation

extension DeviceMetrics {
    /// Whether this iPhone turned to landscape has a compact width as well as a compact height:
    /// every iPhone narrower than 414 pt in portrait. The 414 pt and wider ones (the Plus and
    /// Max sizes, `retina5_5`, `retina6_1`, `retina6_5`, `retina6_7`, …) are regular-width in
    /// landscape (`NibSizeClasses`), and an iPad is regular both ways.
    public var isCompactInLandscape: Bool {
        family == .phone && Self.isCompactInLandscape(portraitWidth: portraitSize.width)
    }

    /// The portrait width from which an iPhone turned to landscape is regular-width (the Plus
    /// and Max sizes and the XR/11, 414 pt and wider): its bars keep their portrait heights there.
    public static let regularLandscapeWidthMinimum: CGFloat = 414

    /// Whether an iPhone `portraitWidth` points wide in portrait is compact-width in landscape
    /// (`regularLandscapeWidthMinimum`): the one rule IB's canvas (`isCompactInLandscape`) and
    /// the views' bars (`BarMetrics`, which knows a screen's size, not its id) both read.
    public static func isCompactInLandscape(portraitWidth: CGFloat) -> Bool {
        portraitWidth < regularLandscapeWidthMinimum
    }

    /// How much shorter than in portrait a navigation bar is on IB's canvas of the Xcode of
    /// `toolsVersion` with this device in `landscape`: 12 pt (UIKit's compact-height bar, 32 pt
    /// where portrait has 44) on an iPhone that is compact in landscape (`isCompactInLandscape`);
    /// 0 on the Plus and Max iPhones, whose landscape bar keeps its portrait 44 pt, on an iPad,
    /// and in Xcode 26 and its betas (`xcode26Betas` on, but the beta placeholder `betaBuild`):
    /// GoMap's POI storyboard (24093.7, `retina6_12` in landscape) stores its bars 852 × 54, the
    /// portrait height, laid out anew in landscape. Sources: UIKit's
    /// `UIBarMetrics.compact` (the phone's landscape metrics); bar heights recorded on iOS 7.1
    /// (gist Ashton-W/8378a497379d4d1dbacf: iPhone 44, iPhone landscape 32); REMenu issue 109
    /// ("on iPhone 6 Plus Landscape UINavigation bar height is 44 … like on iPad"); stored
    /// frames: LTMorphingLabel's and dji's DJISDKSwiftDemo storyboards (`retina4_7`
    /// landscape) store their navigation controllers' bars 32 pt tall and the views below them
    /// accordingly, iTorrent's launch screen (`retina6_72` landscape) 44.
    public func landscapeBarReduction(landscape: Bool, toolsVersion: Int) -> CGFloat {
        let xcode26 = toolsVersion >= Self.xcode26Betas.lowerBound && toolsVersion < Self.betaBuild
        return landscape && isCompactInLandscape && !xcode26 ? 12 : 0
    }

    /// A navigation bar's height on IB's canvas of the Xcode of `toolsVersion` with this device
    /// in `landscape` or portrait: `navigationBarHeight(toolsVersion:)` less
    /// `landscapeBarReduction(landscape:toolsVersion:)` (32 pt on an iPhone 8 in landscape, 44
    /// on an iPhone 8 Plus).
    public func navigationBarHeight(toolsVersion: Int, landscape: Bool) -> CGFloat {
        navigationBarHeight(toolsVersion: toolsVersion) - landscapeBarReduction(landscape: landscape, toolsVersion: toolsVersion)
    }
}
