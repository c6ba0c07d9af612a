import Foundation

/// The fonts shipped in the package's top-level `Fonts/` folder, reached as resources
/// (never a system font, never a path guessed at run time).
public enum BundledFonts {
    /// File names of every bundled face that text asks for by name (Inter, Roboto, Liberation Sans;
    /// Liberation Serif and Mono draw the system font's serif and monospaced designs, Liberation Mono
    /// Courier New too; DejaVu Sans Mono draws Menlo, which has its metrics). Inter's nine weights,
    /// Thin to Black, draw the system font's nine (Inter 3.19's static faces).
    public static let fileNames: [String] = [
        "Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-Italic.otf",
        "Inter-Thin.otf", "Inter-ExtraLight.otf", "Inter-Light.otf", "Inter-ExtraBold.otf", "Inter-Black.otf",
        "Roboto-Regular.ttf", "Roboto-Medium.ttf", "Roboto-Bold.ttf", "Roboto-Italic.ttf",
        "RobotoCondensed-Regular.ttf", "RobotoCondensed-Bold.ttf",
        "LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "LiberationSans-Italic.ttf",
        "LiberationSans-BoldItalic.ttf",
        "LiberationSerif-Regular.ttf", "LiberationSerif-Bold.ttf", "LiberationMono-Regular.ttf", "LiberationMono-Bold.ttf",
        "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
    ]

    /// File names of the fallback faces, in the order a character missing from the text's own
    /// font is looked up: color emoji, then each script (regular, then bold), then symbols.
    /// Loaded only when a character needs one (the CJK and emoji files are large).
    public static let fallbackFileNames: [String] = [
        "NotoColorEmoji.ttf",
        "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf",
        "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf",
        "NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf",
        "NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf",
        "NotoSansCJKsc-Regular.otf",
        "NotoSansSymbols-Regular.ttf", "NotoSansSymbols2-Regular.ttf",
    ]

    /// The URL of a bundled font file, or nil when no such file is bundled or the fonts'
    /// resource bundle is missing (`resourceBundle()` says where it was looked for).
    public static func url(forFile name: String) -> URL? {
        guard fileNames.contains(name) || fallbackFileNames.contains(name),
              let bundle = try? resourceBundle() else { return nil }
        return bundle.url(forResource: name, withExtension: nil)
    }

    /// The name SwiftPM gives the fonts' resource bundle: the package's name, `_`, the target's.
    public static let resourceBundleName = "ViewRaster_ViewRasterFonts.resources"

    /// The resource bundle holding the fonts. On Linux SwiftPM copies it beside the executable
    /// (`swift build`, `swift test`, `swift run` all run from there); an executable copied away
    /// without that folder throws `MissingResourceBundle` here, where SwiftPM's own accessor would
    /// stop the process.
    public static func resourceBundle() throws -> Bundle {
        try located.get()
    }

    private static let located = MissingResourceBundle.locate(resourceBundleName) { Bundle.module }
}
