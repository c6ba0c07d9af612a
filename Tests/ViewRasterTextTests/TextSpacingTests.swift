import Testing
import Foundation
@testable import ViewRasterText

/// SF Pro Text's spacing in the fitted advances (`FittedAdvances.textSpacingUnits`,
/// docs/system-font-metrics.md, "SF Pro Text's spacing"): a number of 2048ths of an em added to
/// every glyph with an advance at text sizes, going to none along the optical-size ramp. The
/// shipped fit holds none (session labels19 measured it and did not take it); these pin what
/// `--refit-text-spacing` would write.
@Suite struct TextSpacingTests {
    static let advances = FittedAdvances(
        weightScales: [(400, 0.99)], displayRatios: [(400, 0.9)],
        rampFromSize: 17, rampFullSize: 28, textSpacingUnits: 6)

    @Test func theSpacingIsWholeAtTextSizesAndGoneAtDisplaySizes() {
        let a = Self.advances
        #expect(a.spacingUnits(forSize: 12) == 6 && a.spacingUnits(forSize: 17) == 6)
        // Halfway along the ramp (22.5 pt) half of it; from 28 pt none.
        #expect(abs(a.spacingUnits(forSize: 22.5) - 3) < 1e-9)
        #expect(a.spacingUnits(forSize: 28) == 0 && a.spacingUnits(forSize: 40) == 0)
    }

    @Test func everyGlyphWithAnAdvanceTakesTheSameUnits() {
        let a = Self.advances
        // A narrow glyph and a wide one gain the same units: narrow text grows more for its width.
        #expect(abs(a.advanceUnits(faceUnits: 500, weight: 400, size: 17) - (500 * 0.99 + 6)) < 1e-9)
        #expect(abs(a.advanceUnits(faceUnits: 1500, weight: 400, size: 17) - (1500 * 0.99 + 6)) < 1e-9)
        // A glyph without an advance (a combining mark) stays without one.
        #expect(a.advanceUnits(faceUnits: 0, weight: 400, size: 17) == 0)
        // At 28 pt the display ratio alone.
        #expect(abs(a.advanceUnits(faceUnits: 1000, weight: 400, size: 28) - 1000 * 0.99 * 0.9) < 1e-9)
        // The shipped fit has none: its advances are the scaled face's.
        #expect(SystemFontMetrics.fittedAdvances.textSpacingUnits == 0)
    }
}
