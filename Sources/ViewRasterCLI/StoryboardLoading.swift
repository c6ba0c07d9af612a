import Foundation
import ViewRasterViews
import ViewRasterNib
import ViewRasterGallery

/// Loading a storyboard for the CLI: Gallery classes registered, images beside the file, the
/// parser limits of the flags; any load error becomes a one-line input error (exit 2).
@MainActor
enum StoryboardLoading {
    /// Whether `url` names a storyboard (by its extension).
    nonisolated static func isStoryboard(_ url: URL) -> Bool { url.pathExtension.lowercased() == "storyboard" }

    static func load(_ url: URL, limits: XIBParserLimits = .default, imageDecoder: NibOptions.ImageDecoder? = NibOptions.defaultImageDecoder) throws -> Storyboard {
        GalleryNibs.registerClasses()
        do {
            return try Storyboard(contentsOf: url, options: NibOptions(imageFolders: [url.deletingLastPathComponent()], imageDecoder: imageDecoder),
                                  limits: limits)
        } catch {
            throw CLIError.input("\(error)")
        }
    }
}
