import Foundation
import ViewRasterFonts
import ViewRasterGallery

/// The resource bundles the executable needs beside it (SwiftPM copies them there): checked before a
/// command runs, so a `viewraster` copied without them says so in one line (exit 1) instead of
/// stopping in SwiftPM's resource accessor.
enum InstalledResources {
    /// Throws `CLIError.failure` when the bundled fonts' resource bundle is missing.
    static func checkFonts() throws {
        do { _ = try BundledFonts.resourceBundle() } catch { throw CLIError.failure(String(describing: error)) }
    }

    /// Throws `CLIError.failure` when the gallery's resource bundle (its xibs, storyboards and
    /// images) is missing.
    static func checkGallery() throws {
        try MainActor.assumeIsolated {
            do { _ = try GalleryNibs.resourceBundle() } catch { throw CLIError.failure(String(describing: error)) }
        }
    }
}
