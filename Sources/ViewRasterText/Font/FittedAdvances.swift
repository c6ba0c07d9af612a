import Foundation

/// San Francisco's advances as fitted from Interface Builder's stored label widths
/// (`scripts/fit-system-font`, `docs/system-font-metrics.md`): the bundled face's advance of
/// each glyph times a scale for the weight, a ratio for SF Pro's optical size and, for the few
/// characters whose labels showed SF's advance to differ from the scaled face's, a factor of the
/// character's own (and for the digits a display ratio of their own), plus SF Pro Text's spacing
/// (a few units of the em on every glyph at text sizes, going to none along the optical-size
/// ramp). The face's kerning is kept.
struct FittedAdvances: Sendable {
    /// The scale of the face's advances by weight class, in increasing weight; a weight
    /// between two rows takes the straight line between them, one outside takes the nearest row.
    var weightScales: [(weight: Int, scale: CGFloat)]
    /// The ratio of display-size advances to text-size ones at `rampFullSize` and above, by
    /// weight class in increasing weight (interpolated as `weightScales`).
    var displayRatios: [(weight: Int, ratio: CGFloat)]
    /// The largest text size: advances at or below it take no display ratio. SF Pro's design
    /// varies from Text to Display between 17 and 28 pt (WWDC 2020, "The details of UI typography").
    var rampFromSize: CGFloat
    /// The size from which the whole display ratio applies.
    var rampFullSize: CGFloat
    /// SF's advance of a character over the scaled face's, by Unicode scalar value, at every
    /// weight and size; a character not in the table takes 1.
    var characterScales: [UInt32: CGFloat] = [:]
    /// SF Pro Text's spacing beyond the scaled face's, in 2048ths of an em added to the advance of
    /// every glyph that has one, at `rampFromSize` and below; it goes to 0 along the optical-size
    /// ramp (Display's tighter spacing is in `displayRatios`). Labels of narrow letters need more
    /// of the face's advance at text sizes than labels of wide ones (docs/system-font-metrics.md,
    /// "SF Pro Text's spacing").
    var textSpacingUnits: CGFloat = 0
    /// The display ratio of the digits 0–9 at every weight, in place of their weight's
    /// (`displayRatios`), along the same ramp; nil: their weight's. Display-size labels of digits
    /// are narrow at the letters' ratio in every repository that has them: SF Pro's figures keep
    /// more of their text-size width at display sizes than its letters (docs/system-font-metrics.md,
    /// "The digits at display sizes").
    var digitDisplayRatio: CGFloat? = nil
    /// The factor of the period's and colon's advance over the scaled face's, in place of their
    /// `characterScales` factor, at weight classes from `figurePunctuationFromWeight` when a digit
    /// 0–9 stands on either side of them ("10:00", "01.", "200.000"); nil: their own factor. Bold
    /// labels of figures and these marks are stored narrower than the period's ×1.12 gives in
    /// every repository that has them, while bold labels of the marks among letters and regular
    /// ones among figures are not (docs/system-font-metrics.md, "Set AJ (session 37, textAJ)").
    var figurePunctuationScale: CGFloat? = nil
    /// The lightest weight class whose period and colon beside a digit take
    /// `figurePunctuationScale`.
    var figurePunctuationFromWeight: Int = 700
    /// A character's factor at text sizes (at or below `rampFromSize`) at weight classes up to
    /// `textCharacterThroughWeight`, by Unicode scalar value, in place of its `characterScales`
    /// factor. SF's asterisk is wider against Inter's at regular text sizes than at medium and
    /// bold or at display sizes, where ×0.86 was fitted: SF's asterisk narrows as the weight grows
    /// while Inter's widens (docs/system-font-metrics.md, "Set AM (session 40, textAM)").
    var textCharacterScales: [UInt32: CGFloat] = [:]
    /// The heaviest weight class whose characters take `textCharacterScales` at text sizes.
    var textCharacterThroughWeight: Int = 400

    /// Characters drawn with another character's advance in both the bundled face and SF, by
    /// Unicode scalar value: each takes that character's factor (`characterScales`) unless it has
    /// its own. The colon is the period doubled and sets as wide as it (Inter: 564 of 2048 units at
    /// regular, 580 medium, 609 bold, the period's to the unit), so it takes the period's factor
    /// (docs/system-font-metrics.md, "The colon").
    static let sharedAdvances: [UInt32: UInt32] = [0x3A: 0x2E]

    /// The marks that take `figurePunctuationScale` beside a digit: the period and the colon.
    static let figurePunctuation: Set<UInt32> = [0x2E, 0x3A]

    /// The digits 0–9 (U+0030–U+0039), which take `digitDisplayRatio` when there is one.
    static let digits: ClosedRange<UInt32> = 0x30...0x39

    /// The advance scale for weight class `weight`.
    func scale(forWeight weight: Int) -> CGFloat {
        Self.interpolate(weightScales.lazy.map { ($0.weight, $0.scale) }, at: weight)
    }

    /// The display ratio for weight class `weight` (at `rampFullSize` and above).
    func displayRatio(forWeight weight: Int) -> CGFloat {
        Self.interpolate(displayRatios.lazy.map { ($0.weight, $0.ratio) }, at: weight)
    }

    /// The optical-size ratio at `size` points and weight class `weight`: 1 up to
    /// `rampFromSize`, the weight's display ratio from `rampFullSize` (a digit's, `scalar` 0–9,
    /// `digitDisplayRatio` when there is one), the straight line between.
    func ratio(forSize size: CGFloat, weight: Int, scalar: UInt32? = nil) -> CGFloat {
        guard size > rampFromSize else { return 1 }
        let display: CGFloat
        if let digits = digitDisplayRatio, let scalar, Self.digits.contains(scalar) {
            display = digits
        } else {
            display = displayRatio(forWeight: weight)
        }
        guard size < rampFullSize, rampFullSize > rampFromSize else { return display }
        let t = (size - rampFromSize) / (rampFullSize - rampFromSize)
        return 1 + (display - 1) * t
    }

    /// The spacing, in 2048ths of an em, added to every glyph's advance at `size` points:
    /// `textSpacingUnits` up to `rampFromSize`, 0 from `rampFullSize`, the straight line between.
    func spacingUnits(forSize size: CGFloat) -> CGFloat {
        guard size > rampFromSize else { return textSpacingUnits }
        guard size < rampFullSize, rampFullSize > rampFromSize else { return 0 }
        return textSpacingUnits * (rampFullSize - size) / (rampFullSize - rampFromSize)
    }

    /// The factor of `scalar`'s advance over the scaled face's: its own, else that of the
    /// character whose advance it shares (`sharedAdvances`), else 1.
    func characterScale(of scalar: UInt32) -> CGFloat {
        if let own = characterScales[scalar] { return own }
        if let shared = Self.sharedAdvances[scalar], let factor = characterScales[shared] { return factor }
        return 1
    }

    /// The factor of `scalar`'s advance at weight class `weight` and `size` points:
    /// `figurePunctuationScale` for a period or colon `besideDigit` at `figurePunctuationFromWeight`
    /// and above, `textCharacterScales`' at text sizes up to `textCharacterThroughWeight`, else
    /// `characterScale(of:)`.
    func characterScale(of scalar: UInt32, weight: Int, size: CGFloat, besideDigit: Bool) -> CGFloat {
        if besideDigit, weight >= figurePunctuationFromWeight, let figure = figurePunctuationScale,
           Self.figurePunctuation.contains(scalar) {
            return figure
        }
        if size <= rampFromSize, weight <= textCharacterThroughWeight, let text = textCharacterScales[scalar] {
            return text
        }
        return characterScale(of: scalar)
    }

    /// SF's advance, in 2048ths of an em, of a glyph whose face advance is `faceUnits` (2048ths
    /// too) at weight class `weight` and `size` points; `scalar` is the first character of the
    /// glyph's cluster (nil: no character factor), `besideDigit` whether a glyph next to it is a
    /// digit 0–9. A glyph without an advance (a combining mark) takes no spacing.
    func advanceUnits(faceUnits: CGFloat, weight: Int, size: CGFloat, scalar: UInt32? = nil,
                      besideDigit: Bool = false) -> CGFloat {
        let character = scalar.map { characterScale(of: $0, weight: weight, size: size, besideDigit: besideDigit) } ?? 1
        let scaled = faceUnits * scale(forWeight: weight) * ratio(forSize: size, weight: weight, scalar: scalar) * character
        return faceUnits > 0 ? scaled + spacingUnits(forSize: size) : scaled
    }

    /// The value at `weight` of rows in increasing weight: the straight line between two rows,
    /// the nearest row outside them, 1 without rows. The tables pass a lazy view of their rows,
    /// so a glyph's look-up makes no array.
    static func interpolate<Rows: BidirectionalCollection>(_ rows: Rows, at weight: Int) -> CGFloat where Rows.Element == (Int, CGFloat) {
        guard let first = rows.first, let last = rows.last else { return 1 }
        if weight <= first.0 { return first.1 }
        if weight >= last.0 { return last.1 }
        for (lower, upper) in zip(rows, rows.dropFirst()) where weight <= upper.0 {
            let t = CGFloat(weight - lower.0) / CGFloat(upper.0 - lower.0)
            return lower.1 + (upper.1 - lower.1) * t
        }
        return last.1
    }
}
