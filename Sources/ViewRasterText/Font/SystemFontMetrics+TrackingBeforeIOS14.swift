import Foundation

extension SystemFontMetrics {
    /// SF Pro Text's tracking from 17 pt in the HIG of iOS 11 to 13, in thousandths of an em by
    /// point size (17 pt −24, 18 pt −25, 19 pt −26: −0.408, −0.45 and −0.494 pt, where today's
    /// table, `trackingTable`, has −0.43, −0.44 and −0.45). iOS 9 to 13 tracked the static Text
    /// face by that table, and Interface Builder of Xcode 7 to 11 measured with it: those files'
    /// 17 pt labels are stored a little wider than today's tracking gives in seven sets and none
    /// narrower (docs/system-font-metrics.md, "Set AL (session 39, textAL)"). Below 17 pt the
    /// older table is within 0.01 pt of today's at every size and the labels there do not lean
    /// either way (16 pt's −0.32 for −0.31 would put four labels out and bring none in), so only
    /// these rows are taken; from 20 pt that era drew SF Pro Display, which is not measured.
    public static let textTrackingBeforeIOS14: [(size: CGFloat, thousandths: CGFloat)] = [
        (17, -24), (18, -25), (19, -26),
    ]

    /// The tracking after every character, in points, that iOS 9 to 13 gave the system font at
    /// `size` (`SFOpticalSizing.textBelowDisplaySize`): `textTrackingBeforeIOS14` from 17 pt up to
    /// SF Pro Display's first size (the straight line between its rows), today's
    /// (`tracking(forSize:)`) at every other size.
    public static func trackingBeforeIOS14(forSize size: CGFloat) -> CGFloat {
        guard let first = textTrackingBeforeIOS14.first, size >= first.size,
              size < SFOpticalSizing.displayFromSize else { return tracking(forSize: size) }
        var lower = first
        for row in textTrackingBeforeIOS14 {
            if row.size >= size {
                let t = row.size == lower.size ? 0 : (size - lower.size) / (row.size - lower.size)
                return (lower.thousandths + (row.thousandths - lower.thousandths) * t) * size / 1000
            }
            lower = row
        }
        return lower.thousandths * size / 1000
    }
}
