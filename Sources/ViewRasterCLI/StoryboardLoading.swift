import Foundation
import ViewRasterViews
import ViewRasterNib

/// Loading a storyboard for the CLI: classes as the file names them (none registered: an
/// unknown custom class loads as its element's class, with a warning), images beside the file
/// and in the `--image-folder`s, the parser limits of the flags; any load error becomes a
/// one-line input error (exit 2).
@MainActor
enum StoryboardLoading {
    /// Whether `url` names a storyboard (by its extension).
    nonisolated static func isStoryboard(_ url: URL) -> Bool { url.pathExtension.lowercased() == "storyboard" }

    static func load(_ url: URL, limits: InputLimits = InputLimits(), imageFolders: [URL] = [],
                     imageDecoder: NibOptions.ImageDecoder? = NibOptions.defaultImageDecoder) throws -> Storyboard {
        do {
            return try Storyboard(contentsOf: url, options: NibOptions(imageFolders: imageFolders, imageDecoder: imageDecoder),
                                  limits: limits.xib)
        } catch {
            throw CLIError.input("\(error)")
        }
    }
}
