import Foundation

/// The vertical metrics (`hhea` ascender, descender and line gap) of a font family iOS ships
/// but ViewRaster does not bundle, kept for the stand-in face that draws it: a nib label in
/// "AvenirNext-Medium" is drawn in Liberation Sans, yet takes Avenir Next's line height, so a
/// one-line label is as tall as on iOS (`Font.layoutLineHeight`: the ascender less the
/// descender) and `Font.lineHeight` is UIKit's (the line gap counted). Advances stay the stand-in's.
///
/// Only families whose line height the stored frames of several files agree on are listed
/// (`docs/ios-font-stand-ins.md`).
public struct IOSFamilyMetrics: Sendable, Hashable {
    /// The family's name as `FontMatcher.squash` writes it ("avenirnext").
    public let family: String
    /// Font units per em.
    public let unitsPerEm: CGFloat
    /// Ascender in font units (positive, above the baseline).
    public let ascenderUnits: CGFloat
    /// Descender in font units (negative, below the baseline).
    public let descenderUnits: CGFloat
    /// Line gap in font units (`hhea`'s): counted by `Font.lineHeight` and `Font.leading`, as
    /// `UIFont` reports them, and left out of a label's line (`Font.layoutLineHeight`).
    public let lineGapUnits: CGFloat

    /// Avenir Next (Linotype, iOS's `AvenirNext-*.ttc`): 1000 units per em, ascender 1000,
    /// descender −366, no line gap: a line of 1.366 em (14 pt: 19.12, stored 20 in whole
    /// points; 20 pt: 27.32, stored 27.5 at @2x; 90 pt: 122.94, stored 123).
    public static let avenirNext = IOSFamilyMetrics(family: "avenirnext", unitsPerEm: 1000,
                                                    ascenderUnits: 1000, descenderUnits: -366, lineGapUnits: 0)
    /// Avenir (iOS's `Avenir.ttc`, the design Avenir Next reworks): the same 1000 / −366 /
    /// 0 on a 1000-unit em (15 pt: 20.49, stored 21; 20 pt: 27.32, stored 27.5 at @2x).
    public static let avenir = IOSFamilyMetrics(family: "avenir", unitsPerEm: 1000,
                                                ascenderUnits: 1000, descenderUnits: -366, lineGapUnits: 0)

    /// Verdana (iOS's `Verdana`, `Verdana-Bold`, `Verdana-Italic`, `Verdana-BoldItalic`):
    /// 2048 units per em, ascender 2059, descender −430, no line gap — the regular face's
    /// `hhea` (capsize's system-font table lists the same), taken for the family's other faces
    /// too — a line of 1.2153 em (10 pt: 12.15, stored 13 in whole points; 12 pt: 14.58, 15;
    /// 13 pt: 15.80, 16; 14 pt: 17.01, 18: every label of set AI's CNiPhoneApp whose height
    /// nothing but its text sets, where the stand-in's 1.149 em gives 12, 14, 15 and 17).
    public static let verdana = IOSFamilyMetrics(family: "verdana", unitsPerEm: 2048,
                                                 ascenderUnits: 2059, descenderUnits: -430, lineGapUnits: 0)

    /// PingFang SC (iOS's `PingFang.ttc`, the system's Simplified Chinese face since iOS 9, asked for
    /// by name as "PingFangSC-Regular", "PingFangSC-Semibold" …): 1000 units per em, ascender 1060,
    /// descender −340, no line gap — a line of 1.4 em (12 pt: 16.8, stored 17 at @2x; 14 pt: 19.6,
    /// 20; 16 pt: 22.4, 22.5): one-line labels of files from Xcode 9 on in six repositories of sets
    /// AD, AE and AK are stored at it, none at the stand-in's 1.149 em (docs/system-font-metrics.md,
    /// "Set AK (session 38, textAK)").
    public static let pingFangSC = pingFang("pingfangsc")
    /// PingFang TC ("PingFangTC-Regular", "PingFangTC-Medium" …, Traditional Chinese, in the same
    /// `PingFang.ttc`): PingFang SC's 1000 / 1060 / −340 / 0, a line of 1.4 em (15 pt: 21, stored 21;
    /// 14 pt: 19.6, 20; 16 pt: 22.4, 22.67 at @3x — set AQ's Stylish_Project, and set AO's ChoresWorker's
    /// 13 pt label 18.5 at @2x), where the stand-in's 1.149 em is 3.5–4 pt short
    /// (docs/system-font-metrics.md, "Set AQ (session 44, textAQ)").
    public static let pingFangTC = pingFang("pingfangtc")
    /// PingFang HK ("PingFangHK-Regular" …, Hong Kong, in the same `PingFang.ttc`): the same 1.4 em
    /// line (12 pt: 16.8, stored 17; 20 pt: 28, 28 — set AO's BilibiliCD, Xcode 11).
    public static let pingFangHK = pingFang("pingfanghk")

    /// A face of `PingFang.ttc` under its family's name: the file's one set of vertical metrics.
    private static func pingFang(_ family: String) -> IOSFamilyMetrics {
        IOSFamilyMetrics(family: family, unitsPerEm: 1000, ascenderUnits: 1060, descenderUnits: -340, lineGapUnits: 0)
    }

    /// The families known, longest name first, so that a name is matched to the longest family
    /// it names ("AvenirNext-Bold" is Avenir Next, not Avenir).
    public static let known: [IOSFamilyMetrics] = [helveticaNeue, pingFangSC, pingFangTC, pingFangHK, avenirNext, verdana, futuraMedium, avenir]

    /// The metrics of the iOS family a font name belongs to ("AvenirNext-DemiBold",
    /// "Avenir-Heavy", "Avenir Next", "HelveticaNeue-Medium": Helvetica Neue's and Futura's by face), or nil: the family is the name's part before its first
    /// hyphen, or, without a hyphen, the whole name less style words
    /// (`FontMatcher.provides`).
    static func forName(_ name: String) -> IOSFamilyMetrics? {
        let parts = name.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let familyPart = FontMatcher.squash(String(parts.first ?? ""))
        let key = FontMatcher.squash(name)
        // `known` is longest family first: "AvenirNextCondensed" is not Avenir Next (`provides`
        // wants the family whole), "AvenirNext" not Avenir.
        for metrics in known
        where FontMatcher.provides(metrics.family, familyPart: familyPart, key: key, hasStyle: parts.count > 1) {
            // Helvetica Neue's faces differ in their ascenders: the name's weight and slant choose.
            if metrics.family == helveticaNeue.family { return helveticaNeue(named: name) }
            return metrics.family == futuraMedium.family ? futura(named: name) : metrics
        }
        return nil
    }

    /// `unitsPerEm` scaled to `pointSize`.
    func scale(_ pointSize: CGFloat) -> CGFloat { pointSize / unitsPerEm }
}
