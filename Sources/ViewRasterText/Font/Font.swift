import Foundation
import ViewRasterDisplayList

/// A font at a point size, as UIKit's `UIFont`: a loaded face plus a size. A `Sendable` value.
/// Inter draws the iOS system font's glyphs, with San Francisco's metrics (`SystemFontMetrics`:
/// vertical metrics, tracking, per-character advances; `docs/system-font-metrics.md`); names
/// that are not bundled fall back to the nearest bundled face (reported through
/// `FontDiagnostics`). Never a system font file.
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// The loaded face (font file) the font shapes and draws with; for a name that is not bundled,
    /// the stand-in face it falls back to.
    public let face: FontFace
    /// The size in points (non-finite and negative sizes become 0; capped at 10,000).
    public let pointSize: CGFloat
    /// Whether every digit takes the same width (the font's `tnum` feature), as
    /// `monospacedDigitSystemFont(ofSize:weight:)` gives for counters and clocks.
    public private(set) var monospacedDigits = false
    /// The text style this font scales with under Dynamic Type, and its size at the default
    /// (large) content size: set by `preferredFont(forTextStyle:)`, a nib's text-style fonts
    /// and `FontMetrics.scaledFont(for:)`; nil for a fixed font.
    public var scaling: FontScaling?
    /// Set for the system font (`systemFont(ofSize:weight:design:)` and the fonts made from
    /// it, the nib's system fonts, system font names such as ".SFUI-Regular"): its design and
    /// the weight asked for. Nil for a named or file font, which keeps its face's metrics.
    public internal(set) var systemStyle: SystemFontStyle?
    /// Set for a name of an iOS family ViewRaster does not bundle and draws in a stand-in
    /// ("AvenirNext-Medium" in Liberation Sans): that family's vertical metrics, which the
    /// line height, ascender and descender take instead of the stand-in face's. Nil otherwise.
    public internal(set) var familyMetrics: IOSFamilyMetrics?
    /// Set for a name of an iOS face drawn in a stand-in whose own advances are known
    /// ("HelveticaNeue-Bold", "Futura-Medium": `IOSFamilyAdvances`): the characters it gives take the face's
    /// advance instead of the stand-in's (`shape`). Nil otherwise.
    public internal(set) var familyAdvances: IOSFamilyAdvances?

    /// The font of `face` at `size` points, with the face's own metrics.
    public init(face: FontFace, size: CGFloat) {
        self.face = face
        self.pointSize = size.isFinite ? min(max(size, 0), 10_000) : 0
    }

    /// The font in the file at `path` (absolute or relative to the working directory): its face
    /// `faceIndex` when the file is a collection (`.ttc`), else its one face. Throws
    /// `RasterError.font` naming the file when it is missing or corrupt or has no such face.
    public init(file path: String, faceIndex: Int = 0, size: CGFloat) throws {
        self.init(face: try FontRegistry.shared.face(atPath: path, faceIndex: faceIndex), size: size)
    }

    /// The bundled font with PostScript name `name` ("RobotoCondensed-Regular", "Inter-Bold"),
    /// or a bundled family name ("Roboto"), or a face registered with
    /// `FontRegistry.register(fontFileAt:)`; Helvetica and Arial names take Liberation Sans (their
    /// widths; Arial its own label line too, `IOSFamilyMetrics.arial`). A bundled family's other styles ("Roboto-Black") take that family's nearest face;
    /// any other name ("HelveticaNeue-Light", "Avenir-Heavy", "Interstate-Bold") falls back, as on
    /// iOS, to Helvetica's stand-in Liberation Sans at the weight and style its name implies.
    /// Each fallback name is reported once through `FontDiagnostics`.
    public init(name: String, size: CGFloat) {
        let resolved = FontMatcher.face(forName: name)
        if resolved.isFallback { FontDiagnostics.reportFallback(name: name, to: resolved.face) }
        self.init(face: resolved.face, size: size)
        if resolved.isFallback {
            familyMetrics = IOSFamilyMetrics.forName(name)
            familyAdvances = IOSFamilyAdvances.helveticaNeue(named: name, family: familyMetrics)
                ?? IOSFamilyAdvances.futura(face: familyMetrics)
        } else if !resolved.isSystem && resolved.face.isBundled {
            // Arial, served by Liberation Sans without a fallback, takes Arial's line (its gap left out).
            familyMetrics = IOSFamilyMetrics.forMetricCompatibleName(name)
        }
        if resolved.isSystem {
            systemStyle = SystemFontStyle(design: .default, weight: Weight.parse(fromName: name))
            systemStyle?.staticFace = SFStaticFace.named(name)
        }
    }

    /// The system font (UIFont.systemFont(ofSize:weight:)): SF Pro's metrics at `weight`,
    /// drawn by the bundled Inter face nearest to it; `design` picks SF Pro Rounded, New York
    /// (Liberation Serif) or SF Mono (Liberation Mono) as UIFontDescriptor.SystemDesign does.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular,
                                  design: SystemDesign = .default) -> Font {
        systemFont(ofSize: size, weight: weight, design: design, italic: false)
    }
    /// The system font at bold weight (UIFont.boldSystemFont(ofSize:)).
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { systemFont(ofSize: size, weight: .bold) }
    /// The system font's italic (UIFont.italicSystemFont(ofSize:)): Inter Italic with SF's metrics.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: size, weight: .regular, design: .default, italic: true)
    }

    static func systemFont(ofSize size: CGFloat, weight: Weight, design: SystemDesign, italic: Bool) -> Font {
        let family: String
        switch design {
        case .default, .rounded: family = "Inter"
        case .serif: family = "Liberation Serif"
        case .monospaced: family = "Liberation Mono"
        }
        var font = Font(face: FontMatcher.nearest(family: family, weight: weight, italic: italic), size: size)
        font.systemStyle = SystemFontStyle(design: design, weight: weight)
        return font
    }
    /// The font for a text style at the default content size (body 17, headline 17 semibold…).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        var font = systemFont(ofSize: style.pointSize, weight: style.weight)
        font.scaling = FontScaling(style: style, sizeAtLarge: style.pointSize)
        return font
    }

    /// The system font with digits of one width (UIFont.monospacedDigitSystemFont), so
    /// changing numbers do not shift the text around them.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        var font = systemFont(ofSize: size, weight: weight)
        font.monospacedDigits = true
        return font
    }

    /// The same face (and digit widths) at another size; a fixed font (no `scaling`).
    public func withSize(_ size: CGFloat) -> Font {
        var font = Font(face: face, size: size)
        font.monospacedDigits = monospacedDigits
        font.systemStyle = systemStyle
        font.familyMetrics = familyMetrics
        font.familyAdvances = familyAdvances
        return font
    }

    /// The PostScript name, as `UIFont.fontName`.
    public var fontName: String { face.postScriptName }
    /// The face's family name (FreeType's), as `UIFont.familyName`; a stand-in face's own family
    /// ("Liberation Sans") for an iOS family that is not bundled.
    public var familyName: String { face.familyName }
    /// The font file, written into display lists as the glyph run's `font`.
    public var fontPath: String { face.path }

    private var unitScale: CGFloat { pointSize / CGFloat(face.unitsPerEm) }
    /// Whether the font measures as SF Pro (the system font's default and rounded designs).
    var usesSFProMetrics: Bool { systemStyle?.usesSFProMetrics ?? false }
    private var sfScale: CGFloat { pointSize / SystemFontMetrics.unitsPerEm }
    /// Distance from the baseline up to the top of the line box, in points (positive).
    public var ascender: CGFloat {
        if let m = familyMetrics { return m.ascenderUnits * m.scale(pointSize) }
        return usesSFProMetrics ? SystemFontMetrics.ascenderUnits * sfScale : CGFloat(face.ascenderUnits) * unitScale
    }
    /// Distance from the baseline down to the bottom of the line box, in points (negative).
    public var descender: CGFloat {
        if let m = familyMetrics { return m.descenderUnits * m.scale(pointSize) }
        return usesSFProMetrics ? SystemFontMetrics.descenderUnits * sfScale : CGFloat(face.descenderUnits) * unitScale
    }
    /// Ascender − descender + line gap, as `UIFont.lineHeight`: the font's own baseline-to-baseline
    /// distance, what user code reads (`ceil(font.lineHeight)`). The 17 pt system font's is
    /// (1950 + 494 + 0) / 2048 × 17 = 20.287109375; an app's own font counts its `hhea` line gap
    /// as UIKit does (a Poppins-like face, ascender 1050, descender −350, gap 100 on a 1000-unit
    /// em: 18 pt → 1500 / 1000 × 18 = 27), and so does an iOS family drawn in a stand-in
    /// (`IOSFamilyMetrics`: "HelveticaNeue" 17 pt → (952 + 213 + 28) / 1000 × 17 = 20.281).
    /// A label, text field or button title lays its line out without that gap for such fonts
    /// (`layoutLineHeight`), so a one-line label may be shorter than `lineHeight`.
    public var lineHeight: CGFloat {
        if let m = familyMetrics { return (m.ascenderUnits - m.descenderUnits + m.lineGapUnits) * m.scale(pointSize) }
        guard usesSFProMetrics else { return CGFloat(face.lineHeightUnits) * unitScale }
        let m = SystemFontMetrics.self
        return (m.ascenderUnits - m.descenderUnits + m.lineGapUnits) * sfScale
    }
    /// The line gap `lineHeight` counts, as `UIFont.leading`: 0 for the system font; an app font's
    /// `hhea` line gap (the Poppins-like face at 18 pt: 27 − 25.2 = 1.8); Helvetica Neue's 28
    /// units at regular (17 pt: 0.476).
    public var leading: CGFloat { lineHeight - (ascender - descender) }
    /// The height of the line a label, text field, text view or button title lays out (`TextLayout`
    /// and the views' intrinsic sizes), which is not always `UIFont.lineHeight`: UIKit's string
    /// drawing (without `NSStringDrawingUsesFontLeading`) and IB lay a label's line out from the
    /// ascender and descender alone, so an app's own font (a face not bundled: `--font-folder`,
    /// fonts beside the nib) and an iOS family in a stand-in (`IOSFamilyMetrics`) leave their line
    /// gap out — Poppins 18 pt labels 25.2 pt tall, 25.5 at @2x, not 27
    /// (`docs/system-font-metrics.md`, "Set AG (session 36)"); Helvetica Neue 13 pt 15.145.
    /// A bundled face keeps its gap (Liberation Sans stands in for fonts ViewRaster does not have,
    /// and its 1.149 em line is the stand-in's); the system font has none, so its line is
    /// `lineHeight`.
    package var layoutLineHeight: CGFloat {
        if let m = familyMetrics { return (m.ascenderUnits - m.descenderUnits) * m.scale(pointSize) }
        if !usesSFProMetrics && !face.isBundled { return CGFloat(face.ascenderUnits - face.descenderUnits) * unitScale }
        return lineHeight
    }
    /// The extra space between lines of a text-style system font (`preferredFont(forTextStyle:)`,
    /// a nib's text-style fonts): iOS spaces their lines by the style's leading in the HIG
    /// (`TextStyle.lineSpacingAtLarge`, body 22 pt), not by its line, so a two-line body
    /// label is 20.29 + 22 = 42.29 pt tall (IB stores 42.33 at @3x) where a `systemFont(ofSize:
    /// 17)` one is 40.57. At another size (another content size category) the HIG's leading
    /// for that size (`TextStyle.lineSpacing(forSize:)`: body at xSmall, 14 pt, leads 19, so
    /// two lines are 16.71 + 19 = 35.71 pt, 36 at @3x as IB stores them); beyond the HIG's
    /// 11–34 pt the large gap scaled with the size. Zero for other fonts, and never negative
    /// (caption2's 13 pt is below its line).
    public var textStyleLineGap: CGFloat {
        guard let style = scaling?.style, usesSFProMetrics, pointSize > 0 else { return 0 }
        let m = SystemFontMetrics.self
        let lineAtLarge = (m.ascenderUnits - m.descenderUnits + m.lineGapUnits) * style.pointSize / m.unitsPerEm
        if pointSize != style.pointSize, let spacing = TextStyle.lineSpacing(forSize: pointSize) {
            return max(0, spacing - layoutLineHeight)
        }
        return max(0, style.lineSpacingAtLarge - lineAtLarge) * pointSize / style.pointSize
    }
    /// The height of capital letters above the baseline (`UIFont.capHeight`).
    public var capHeight: CGFloat {
        usesSFProMetrics ? SystemFontMetrics.capHeightUnits * sfScale : CGFloat(face.capHeightUnits) * unitScale
    }
    /// The height of lowercase x above the baseline (`UIFont.xHeight`).
    public var xHeight: CGFloat {
        usesSFProMetrics ? SystemFontMetrics.xHeightUnits * sfScale : CGFloat(face.xHeightUnits) * unitScale
    }

    /// The PostScript name and point size, for debugging: "Font(Inter-Regular 17.0pt)".
    public var description: String { "Font(\(fontName) \(pointSize)pt)" }
}
