import Testing
import Foundation
import ViewRasterText

/// The rupee sign measures as wide as the dollar sign in the system font, as SF Pro draws it
/// (`SystemFontMetrics.advanceCharacter(of:)`; docs/system-font-metrics.md, "Set AU (session 49,
/// textAU)"). Widths derived by hand: at 12 pt SF's tracking is 0, so a one-glyph text is the
/// bundled face's (Inter's) "$" — 1,796 of 2,816 units at regular, 1,844 at bold — times the
/// weight's fitted scale (0.996, 1.026) × 12 / 2,816; SF Pro Text 16's own "₹" and "$" are 1,290
/// and 1,375 of 2,048 units (7.559 and 8.057 pt), within 0.07 pt of it.
@Suite struct RupeeAdvanceTests {
    /// The one-line width of `text` in `font`, unrounded.
    func width(_ text: String, _ font: Font) -> CGFloat {
        TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail).frame(width: nil).size.width
    }

    @Test func theRupeeSignIsAsWideAsTheDollarSign() {
        // Regular 12 pt: 1,796 × 12 / 2,816 × 0.996 = 7.623 pt (Inter's own "₹", 1,520, gave 6.451).
        #expect(abs(width("₹", .systemFont(ofSize: 12)) - 1796.0 * 12 / 2816 * 0.996) < 0.001)
        #expect(abs(width("₹", .systemFont(ofSize: 12)) - 1290.0 * 12 / 2048) < 0.07)
        // Bold 12 pt: 1,844 × 12 / 2,816 × 1.026 = 8.062 pt; SF's 1,375 × 12 / 2,048 = 8.057.
        #expect(abs(width("₹", .systemFont(ofSize: 12, weight: .bold)) - 1844.0 * 12 / 2816 * 1.026) < 0.001)
        // At every weight and size (tracking and the optical-size ramp included) "₹" is "$".
        for weight in [Font.Weight.light, .regular, .medium, .semibold, .bold, .heavy] {
            for size in [CGFloat(11), 14, 17, 20, 24, 34] {
                let font = Font.systemFont(ofSize: size, weight: weight)
                #expect(abs(width("₹ 855/-", font) - width("$ 855/-", font)) < 1e-9, "\(weight) \(size)")
            }
        }
    }

    /// Other fonts keep their own rupee sign: Inter asked for by name is not the system font.
    @Test func otherFontsKeepTheirOwnRupeeSign() {
        let inter = Font(name: "Inter-Regular", size: 12)
        #expect(abs(width("₹", inter) - 1520.0 * 12 / 2816) < 0.001)
        #expect(width("₹", inter) < width("$", inter) - 1)
    }
}
