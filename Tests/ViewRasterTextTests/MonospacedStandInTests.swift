import Testing
import Foundation
@testable import ViewRasterText

/// iOS's monospaced families drawn in bundled faces with their metrics (`FontMatcher.
/// monospacedMetricAliases`): Menlo is Apple's version of Bitstream Vera Sans Mono, as DejaVu
/// Sans Mono is (every advance 1233, line height 1901 + 483 of 2048 units); Liberation Mono is
/// made to Courier New's metrics (every advance 1229). A label takes the size it takes on iOS.
@Suite struct MonospacedStandInTests {
    @Test func menloMeasuresAsVeraSansMono() {
        let menlo = Font(name: "Menlo-Regular", size: 17)
        #expect(menlo.face.familyName == "DejaVu Sans Mono")
        #expect(menlo.systemStyle == nil)
        #expect(abs(menlo.width(of: "-") - 17 * 1233 / 2048) < 1e-9)
        #expect(abs(menlo.width(of: "00:00.0") - 7 * 17 * 1233 / 2048) < 1e-9)
        #expect(abs(menlo.lineHeight - 17 * (1901 + 483) / 2048) < 1e-9)
        // One line of "-" on a @2x canvas: 10.24 × 19.79 pt rounded up to the pixel grid.
        let size = TextLayout(text: "-", font: menlo).intrinsicSize(scale: 2)
        #expect(size == CGSize(width: 10.5, height: 20))
        #expect(Font(name: "Menlo-Bold", size: 17).face.weightClass == 700)
        #expect(Font(name: "Menlo", size: 12).face.familyName == "DejaVu Sans Mono")
    }

    @Test func courierNewMeasuresAsLiberationMono() {
        for name in ["CourierNewPSMT", "CourierNewPS-BoldMT", "Courier New"] {
            let font = Font(name: name, size: 14)
            #expect(font.face.familyName == "Liberation Mono")
            #expect(abs(font.width(of: "abc") - 3 * 14 * 1229 / 2048) < 1e-9)
        }
        #expect(Font(name: "CourierNewPS-BoldMT", size: 14).face.weightClass == 700)
        // Courier (not Courier New) is not Liberation Mono's design: it keeps the fallback.
        #expect(Font(name: "Courier", size: 14).face.familyName != "Liberation Mono")
    }
}
