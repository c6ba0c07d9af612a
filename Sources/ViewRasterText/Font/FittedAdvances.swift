import Foundation

/// San Francisco's advances as fitted from Interface Builder's stored label widths
/// (`scripts/fit-system-font`, `docs/system-font-metrics.md`): the bundled face's advance of
/// each glyph times a scale for the weight and a ratio for display sizes. The face's kerning is
/// kept.
struct FittedAdvances: Sendable {
    /// The scale of the face's advances by weight class, in increasing weight; a weight
    /// between two rows takes the straight line between them, one outside takes the nearest row.
    var weightScales: [(weight: Int, scale: CGFloat)]
    /// The ratio of display-size advances to text-size ones at `displayFullSize` and above; it
    /// falls on a straight line from 1 at `displayFromSize` (SF Pro's optical sizes).
    var displayRatio: CGFloat
    /// The largest text size: advances at or below it take no display ratio.
    var displayFromSize: CGFloat
    /// The size from which the whole display ratio applies.
    var displayFullSize: CGFloat

    /// The advance scale for weight class `weight`.
    func scale(forWeight weight: Int) -> CGFloat {
        guard let first = weightScales.first, let last = weightScales.last else { return 1 }
        if weight <= first.weight { return first.scale }
        if weight >= last.weight { return last.scale }
        for (lower, upper) in zip(weightScales, weightScales.dropFirst()) where weight <= upper.weight {
            let t = CGFloat(weight - lower.weight) / CGFloat(upper.weight - lower.weight)
            return lower.scale + (upper.scale - lower.scale) * t
        }
        return last.scale
    }

    /// The display ratio at `size` points: 1 up to `displayFromSize`, `displayRatio` from
    /// `displayFullSize`, the straight line between.
    func ratio(forSize size: CGFloat) -> CGFloat {
        guard size > displayFromSize else { return 1 }
        guard size < displayFullSize, displayFullSize > displayFromSize else { return displayRatio }
        let t = (size - displayFromSize) / (displayFullSize - displayFromSize)
        return 1 + (displayRatio - 1) * t
    }

    /// SF's advance, in 2048ths of an em, of a glyph whose face advance is `faceUnits` (2048ths
    /// too) at weight class `weight` and `size` points.
    func advanceUnits(faceUnits: CGFloat, weight: Int, size: CGFloat) -> CGFloat {
        faceUnits * scale(forWeight: weight) * ratio(forSize: size)
    }
}
