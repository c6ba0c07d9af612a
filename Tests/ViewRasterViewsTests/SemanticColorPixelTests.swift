import Testing
@testable import ViewRasterViews
import ViewRasterRaster
import ViewRasterRendering

/// Every semantic system color the issue lists, drawn: one 1 pt swatch each on a 1× stage in
/// light, dark and both increased-contrast appearances, over white (light) or black (dark).
/// The expected numbers are Apple's: the HIG's Color page (iOS system colors: default and
/// increased contrast, light and dark) and UIColor's "UI element colors" (labels, separators,
/// fills, backgrounds; alpha as UIKit reports it). A translucent color's pixel is its color
/// blended over the backdrop, round(a·c + (1 − a)·backdrop), within 1 for 8-bit rounding.
@MainActor
struct SemanticColorPixelTests {
    /// r, g, b (0…255) and alpha.
    typealias RGBA = (Int, Int, Int, Double)

    struct Entry {
        let name: String
        let color: Color
        let light: RGBA, dark: RGBA
        /// Increased contrast, checked where given (the system colors' HIG values).
        let lightHC: RGBA?, darkHC: RGBA?
    }

    static func e(_ name: String, _ color: Color, _ light: RGBA, _ dark: RGBA, _ lightHC: RGBA? = nil, _ darkHC: RGBA? = nil) -> Entry {
        Entry(name: name, color: color, light: light, dark: dark, lightHC: lightHC, darkHC: darkHC)
    }

    static let entries: [Entry] = [
        e("systemRed", .systemRed, (255, 59, 48, 1), (255, 69, 58, 1), (215, 0, 21, 1), (255, 105, 97, 1)),
        e("systemOrange", .systemOrange, (255, 149, 0, 1), (255, 159, 10, 1), (201, 52, 0, 1), (255, 179, 64, 1)),
        e("systemYellow", .systemYellow, (255, 204, 0, 1), (255, 214, 10, 1), (160, 90, 0, 1), (255, 212, 38, 1)),
        e("systemGreen", .systemGreen, (52, 199, 89, 1), (48, 209, 88, 1), (36, 138, 61, 1), (48, 219, 91, 1)),
        e("systemMint", .systemMint, (0, 199, 190, 1), (102, 212, 207, 1), (12, 129, 123, 1), (99, 230, 226, 1)),
        e("systemTeal", .systemTeal, (48, 176, 199, 1), (64, 200, 224, 1), (0, 130, 153, 1), (93, 230, 255, 1)),
        e("systemCyan", .systemCyan, (50, 173, 230, 1), (100, 210, 255, 1), (0, 113, 164, 1), (112, 215, 255, 1)),
        e("systemBlue", .systemBlue, (0, 122, 255, 1), (10, 132, 255, 1), (0, 64, 221, 1), (64, 156, 255, 1)),
        e("systemIndigo", .systemIndigo, (88, 86, 214, 1), (94, 92, 230, 1), (54, 52, 163, 1), (125, 122, 255, 1)),
        e("systemPurple", .systemPurple, (175, 82, 222, 1), (191, 90, 242, 1), (137, 68, 171, 1), (218, 143, 255, 1)),
        e("systemPink", .systemPink, (255, 45, 85, 1), (255, 55, 95, 1), (211, 15, 69, 1), (255, 100, 130, 1)),
        e("systemBrown", .systemBrown, (162, 132, 94, 1), (172, 142, 104, 1), (127, 101, 69, 1), (181, 148, 105, 1)),
        e("systemGray", .systemGray, (142, 142, 147, 1), (142, 142, 147, 1), (108, 108, 112, 1), (174, 174, 178, 1)),
        e("systemGray2", .systemGray2, (174, 174, 178, 1), (99, 99, 102, 1), (142, 142, 147, 1), (124, 124, 128, 1)),
        e("systemGray3", .systemGray3, (199, 199, 204, 1), (72, 72, 74, 1), (174, 174, 178, 1), (84, 84, 86, 1)),
        e("systemGray4", .systemGray4, (209, 209, 214, 1), (58, 58, 60, 1), (188, 188, 192, 1), (68, 68, 70, 1)),
        e("systemGray5", .systemGray5, (229, 229, 234, 1), (44, 44, 46, 1), (216, 216, 220, 1), (54, 54, 56, 1)),
        e("systemGray6", .systemGray6, (242, 242, 247, 1), (28, 28, 30, 1), (235, 235, 240, 1), (36, 36, 38, 1)),
        e("label", .label, (0, 0, 0, 1), (255, 255, 255, 1)),
        e("secondaryLabel", .secondaryLabel, (60, 60, 67, 0.6), (235, 235, 245, 0.6)),
        e("tertiaryLabel", .tertiaryLabel, (60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        e("quaternaryLabel", .quaternaryLabel, (60, 60, 67, 0.18), (235, 235, 245, 0.16)),
        e("placeholderText", .placeholderText, (60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        e("separator", .separator, (60, 60, 67, 0.29), (84, 84, 88, 0.6)),
        e("opaqueSeparator", .opaqueSeparator, (198, 198, 200, 1), (56, 56, 58, 1)),
        e("link", .link, (0, 122, 255, 1), (9, 132, 255, 1)),
        e("systemFill", .systemFill, (120, 120, 128, 0.2), (120, 120, 128, 0.36)),
        e("secondarySystemFill", .secondarySystemFill, (120, 120, 128, 0.16), (120, 120, 128, 0.32)),
        e("tertiarySystemFill", .tertiarySystemFill, (118, 118, 128, 0.12), (118, 118, 128, 0.24)),
        e("quaternarySystemFill", .quaternarySystemFill, (116, 116, 128, 0.08), (118, 118, 128, 0.18)),
        e("systemBackground", .systemBackground, (255, 255, 255, 1), (0, 0, 0, 1)),
        e("secondarySystemBackground", .secondarySystemBackground, (242, 242, 247, 1), (28, 28, 30, 1)),
        e("tertiarySystemBackground", .tertiarySystemBackground, (255, 255, 255, 1), (44, 44, 46, 1)),
        e("systemGroupedBackground", .systemGroupedBackground, (242, 242, 247, 1), (0, 0, 0, 1)),
        e("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, (255, 255, 255, 1), (28, 28, 30, 1)),
        e("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, (242, 242, 247, 1), (44, 44, 46, 1)),
    ]

    /// The swatches drawn with `traits` over `backdrop`, one pixel each.
    func pixels(_ traits: TraitCollection, backdrop: Color) throws -> [[Int]] {
        let n = Self.entries.count
        let root = View(frame: CGRect(x: 0, y: 0, width: CGFloat(n), height: 1))
        root.backgroundColor = backdrop
        for (i, entry) in Self.entries.enumerated() {
            let swatch = View(frame: CGRect(x: CGFloat(i), y: 0, width: 1, height: 1))
            swatch.backgroundColor = entry.color
            root.addSubview(swatch)
        }
        let stage = Stage(.frame, scale: 1, traits: traits)
        stage.mount(root)
        let canvas = try stage.render(background: nil)
        return (0..<n).map { x in let p = canvas.pixel(x: x, y: 0); return [Int(p.r), Int(p.g), Int(p.b)] }
    }

    /// `c` blended over the gray `backdrop` (0 or 255).
    func blended(_ c: RGBA, over backdrop: Int) -> [Int] {
        [c.0, c.1, c.2].map { Int((Double($0) * c.3 + Double(backdrop) * (1 - c.3)).rounded()) }
    }

    func check(_ style: UserInterfaceStyle, contrast: AccessibilityContrast) throws {
        let dark = style == .dark, high = contrast == .high
        let traits = TraitCollection(traitsFrom: [TraitCollection(userInterfaceStyle: style), TraitCollection(accessibilityContrast: contrast)])
        let backdrop = dark ? 0 : 255
        let got = try pixels(traits, backdrop: dark ? .black : .white)
        for (entry, pixel) in zip(Self.entries, got) {
            let hc = dark ? entry.darkHC : entry.lightHC
            if high && hc == nil { continue }
            let value = high ? hc! : (dark ? entry.dark : entry.light)
            let wanted = blended(value, over: backdrop)
            let off = zip(pixel, wanted).map { abs($0 - $1) }.max() ?? 0
            #expect(off <= (value.3 < 1 ? 1 : 0), "\(entry.name) \(style) \(contrast): \(pixel) ≠ \(wanted)")
        }
    }

    @Test func lightAppearance() throws { try check(.light, contrast: .normal) }
    @Test func darkAppearance() throws { try check(.dark, contrast: .normal) }
    @Test func increasedContrastLight() throws { try check(.light, contrast: .high) }
    @Test func increasedContrastDark() throws { try check(.dark, contrast: .high) }

    /// The default tint is systemBlue in each appearance: a system button's title draws in it.
    @Test func theTintIsSystemBlue() {
        for style in [UserInterfaceStyle.light, .dark] {
            let t = TraitCollection(userInterfaceStyle: style)
            #expect(View().tintColor.resolvedColor(with: t).rgba8 == Color.systemBlue.resolvedColor(with: t).rgba8)
        }
    }
}
