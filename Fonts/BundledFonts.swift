import Foundation

/// The fonts shipped in the package's top-level `Fonts/` folder, reached as resources
/// (never a system font, never a path guessed at run time).
public enum BundledFonts {
    /// File names of every bundled face.
    public static let fileNames: [String] = [
        "Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-Italic.otf",
        "Roboto-Regular.ttf", "Roboto-Medium.ttf", "Roboto-Bold.ttf", "Roboto-Italic.ttf",
        "RobotoCondensed-Regular.ttf", "RobotoCondensed-Bold.ttf",
        "LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "LiberationSans-Italic.ttf",
        "LiberationSans-BoldItalic.ttf",
    ]

    /// The URL of a bundled font file, or nil when no such file is bundled.
    public static func url(forFile name: String) -> URL? {
        guard fileNames.contains(name) else { return nil }
        return Bundle.module.url(forResource: name, withExtension: nil)
    }
}
