import Foundation

extension SystemFontMetrics {
    /// SF Pro Text's tracking at 17 pt before iOS 14, in thousandths of an em: −24, −0.408 pt, where
    /// today's table (`trackingTable`) has −0.43 (the HIG of iOS 11 to 13; SF UI Text's table of
    /// 2015 gives the same 0.816 px at @2x). iOS 9 to 13 tracked the static Text face by it, and
    /// Interface Builder of Xcode 7 to 11 measured with it: those
    /// files' 17 pt labels are stored a little wider than today's tracking gives in seven sets and
    /// none narrower (docs/system-font-metrics.md, "Set AL (session 39, textAL)"). The older table's
    /// other rows are not taken: below 17 pt it is within 0.01 pt of today's at every size and the
    /// labels there lean neither way (16 pt's −0.32 for −0.31 puts four labels out and brings none
    /// in); at 18 and 19 pt (−25 and −26 thousandths, −0.45 and −0.494) its labels go both ways.
    public static let textTrackingAt17BeforeIOS14: CGFloat = -24

    /// The tracking after every character, in points, that iOS 9 to 13 gave the system font at
    /// `size` (`SFOpticalSizing.textBelowDisplaySize`): `textTrackingAt17BeforeIOS14` of the em
    /// from 17 pt up to 18, SF Pro Display's own (`displayTrackingBeforeIOS14(forSize:)`) from 20 pt
    /// up to the ramp's end (28 pt), today's (`tracking(forSize:)`) at every other size.
    public static func trackingBeforeIOS14(forSize size: CGFloat) -> CGFloat {
        if size >= 17, size < 18 { return textTrackingAt17BeforeIOS14 * size / 1000 }
        if size >= SFOpticalSizing.displayFromSize, size < fittedAdvances.rampFullSize {
            return displayTrackingBeforeIOS14(forSize: size)
        }
        return tracking(forSize: size)
    }
}
