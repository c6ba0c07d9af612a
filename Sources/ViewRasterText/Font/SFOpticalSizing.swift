import Foundation

/// How the system font's advances follow its point size along SF Pro's optical-size axis.
///
/// iOS 14 made SF Pro one variable font whose design "varies smoothly between 17 and 28 points"
/// (WWDC 2020, "The details of UI typography"; `FittedAdvances`' ramp). iOS 9 to 13 drew the
/// system font with two static fonts instead, SF Pro Text below 20 pt and SF Pro Display from 20
/// (HIG Typography of those years), and Interface Builder of Xcode 7 to 11 measured labels with
/// them: labels of 18 and 19 pt in files saved before Xcode 12 are stored with the Text face's
/// wider advances (docs/system-font-metrics.md, "Set AK (session 38, textAK)"), and those of 17 pt
/// with that era's tracking (`SystemFontMetrics.textTrackingAt17BeforeIOS14`; "Set AL (session 39,
/// textAL)").
public enum SFOpticalSizing: Sendable, Hashable {
    /// iOS 14 on: one variable font, the ramp from Text to Display between 17 and 28 pt.
    case continuous
    /// iOS 9 to 13: SF Pro Text below `displayFromSize`, whose advances are the Text end of the
    /// axis at every size there and whose tracking at 17 pt is that era's; from `displayFromSize`
    /// SF Pro Display, whose advances are the Display end of the axis at every size and whose
    /// tracking up to the ramp's end is the Display face's own
    /// (`SystemFontMetrics.trackingBeforeIOS14(forSize:)`).
    case textBelowDisplaySize

    /// The point size from which iOS 9 to 13 drew the system font with SF Pro Display (20 pt).
    public static let displayFromSize: CGFloat = 20

    /// The point size on the optical-size axis whose advances text set at `pointSize` takes:
    /// `pointSize` itself, or for `textBelowDisplaySize` below 20 pt at most `textEnd` (the end of
    /// the ramp where the Text design's advances are) and from 20 pt at least `displayEnd` (the
    /// end where the Display design's are).
    func opticalSize(at pointSize: CGFloat, textEnd: CGFloat, displayEnd: CGFloat) -> CGFloat {
        switch self {
        case .continuous: return pointSize
        case .textBelowDisplaySize:
            return drawsStaticDisplayFace(at: pointSize) ? max(pointSize, displayEnd) : min(pointSize, textEnd)
        }
    }

    /// Whether text set at `pointSize` is drawn with iOS 9 to 13's static SF Pro Display (its own
    /// advances by class of character: `SystemFontMetrics.displayFaceFactorBeforeIOS14`):
    /// `textBelowDisplaySize` from `displayFromSize` on.
    func drawsStaticDisplayFace(at pointSize: CGFloat) -> Bool {
        self == .textBelowDisplaySize && pointSize >= Self.displayFromSize
    }

    /// The tracking after every character, in points, of the system font at `pointSize`:
    /// Apple's table of today (`SystemFontMetrics.tracking(forSize:)`), or for
    /// `textBelowDisplaySize` that of iOS 9 to 13 (`SystemFontMetrics.trackingBeforeIOS14(forSize:)`).
    public func tracking(at pointSize: CGFloat) -> CGFloat {
        switch self {
        case .continuous: return SystemFontMetrics.tracking(forSize: pointSize)
        case .textBelowDisplaySize: return SystemFontMetrics.trackingBeforeIOS14(forSize: pointSize)
        }
    }
}
