import Foundation

/// The iOS system font's (San Francisco's) metrics, which the system font keeps whatever
/// bundled face draws its glyphs: SF Pro's vertical metrics (the `hhea` ascender, descender and
/// line gap on its 2048-unit em, so `systemFont(ofSize: 17).lineHeight` is 20.287109375 as on
/// iOS) and Apple's tracking by point size (the HIG's SF Pro tracking table, in points; since
/// iOS 14 one continuous optical-size curve). `docs/system-font-metrics.md` gives the sources.
public enum SystemFontMetrics {
    /// SF Pro's units per em.
    public static let unitsPerEm: CGFloat = 2048
    /// SF Pro's ascender in font units (above the baseline): 16.1865234375 pt at 17 pt.
    public static let ascenderUnits: CGFloat = 1950
    /// SF Pro's descender in font units (negative): −4.1005859375 pt at 17 pt.
    public static let descenderUnits: CGFloat = -494
    /// SF Pro's line gap (UIFont's `leading` is 0 for the system font).
    public static let lineGapUnits: CGFloat = 0
    /// SF Pro's cap height in font units (11.978 pt at 17 pt).
    public static let capHeightUnits: CGFloat = 1443
    /// SF Pro's x-height in font units (8.948 pt at 17 pt).
    public static let xHeightUnits: CGFloat = 1078

    /// Apple's published tracking for SF Pro on iOS, in points, by point size (HIG
    /// Typography › Tracking values). Sizes between two rows take the straight line between
    /// them; below 6 pt the 6 pt value's share of the em (+41/1000 em, so none at 0 pt), above 96 pt none.
    public static let trackingTable: [(size: CGFloat, points: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
        (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
        (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30),
        (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (96, 0),
    ]

    /// The tracking added after every character at `size` points, in points (−0.43 at 17 pt).
    public static func tracking(forSize size: CGFloat) -> CGFloat {
        guard size.isFinite, let first = trackingTable.first, let last = trackingTable.last else { return 0 }
        if size <= 0 { return 0 }
        if size <= first.size { return first.points * size / first.size }
        if size >= last.size { return 0 }
        var lower = first
        for row in trackingTable {
            if row.size == size { return row.points }
            if row.size > size {
                let t = (size - lower.size) / (row.size - lower.size)
                return lower.points + (row.points - lower.points) * t
            }
            lower = row
        }
        return 0
    }
}

extension SystemFontMetrics {
    /// SF's advance of a glyph, in 2048ths of an em before tracking, given the bundled face's
    /// advance of it (`faceUnits`, in 2048ths too): `fittedAdvances` (per weight class and
    /// optical size, and by character for `scalar`, the first character of the glyph's
    /// cluster, `besideDigit` whether a glyph next to it is a digit; `FittedAdvances.advanceUnits`).
    static func advanceUnits(faceUnits: CGFloat, weight: Int, size: CGFloat, scalar: UInt32? = nil,
                             besideDigit: Bool = false) -> CGFloat {
        fittedAdvances.advanceUnits(faceUnits: faceUnits, weight: weight, size: size, scalar: scalar,
                                    besideDigit: besideDigit)
    }
}
