import Testing
import Foundation
import ViewRasterTestSupport
import ViewRasterFonts
@testable import ViewRasterText

/// An app's own font (a file that is not one of the bundled faces: `--font-folder`, fonts beside
/// the nib) lays a label's line out from its ascender and descender, its line gap left out, as
/// UIKit measures labels and IB stores them (Poppins, line gap 0.1 em: 18 pt labels 25.5 tall at
/// @2x, not 27). The faces here are a copy of the bundled Liberation Sans Regular — a 2048-unit
/// em, ascender 1854, descender −434, line gap 67 — in a scratch folder, so an app's font, and
/// the bundled file itself, which keeps its gap.
@Suite struct AppFontLineGapTests {
    /// The bundled Liberation Sans Regular (the package's resource) copied into a scratch folder of
    /// its own and loaded at `size` points: an app's font with a line gap. The face holds the file's
    /// bytes, so the folder is removed once it is loaded (nothing is left in the temporary folder).
    static func appFont(_ size: CGFloat, _ test: String = #function) throws -> Font {
        let fonts = try #require(BundledFonts.url(forFile: "LiberationSans-Regular.ttf"))
        let folder = try TestPaths.temporaryFolder("AppFontLineGapTests." + test)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("AppSans.ttf")
        try FileManager.default.copyItem(at: fonts, to: copy)
        return try Font(file: copy.path, size: size)
    }

    /// At 17 pt the app's label line is (1854 + 434) / 2048 × 17 = 18.992 pt: one line is 19 at @2x.
    @Test func anAppFontsLineLeavesItsGapOut() throws {
        let font = try Self.appFont(17)
        #expect(!font.face.isBundled)
        #expect(abs(font.layoutLineHeight - 2288.0 / 2048 * 17) < 1e-9)
        #expect(TextLayout(text: "Members", font: font).intrinsicSize(scale: 2).height == 19)
    }

    /// The bundled file keeps its gap: (1854 + 434 + 67) / 2048 × 17 = 19.548 pt, 20 at @2x.
    @Test func aBundledFaceKeepsItsGap() throws {
        let font = try Font(file: try #require(BundledFonts.url(forFile: "LiberationSans-Regular.ttf")).path, size: 17)
        #expect(font.face.isBundled)
        #expect(abs(font.layoutLineHeight - 2355.0 / 2048 * 17) < 1e-9)
        #expect(TextLayout(text: "Members", font: font).intrinsicSize(scale: 2).height == 20)
    }

    /// Two lines of the app's font at 17 pt are 2 × 18.992 = 37.98 pt, 38 at @2x.
    @Test func everyLineLeavesTheGapOut() throws {
        let font = try Self.appFont(17)
        let layout = TextLayout(text: "Members Trainers", font: font, numberOfLines: 0)
        #expect(layout.intrinsicSize(preferredMaxWidth: 80, scale: 2).height == 38)
    }

    /// Only the line changes: the copy's advances are the bundled face's.
    @Test func widthsAreTheFaces() throws {
        let app = try Self.appFont(17)
        let bundled = try Font(file: try #require(BundledFonts.url(forFile: "LiberationSans-Regular.ttf")).path, size: 17)
        #expect(app.width(of: "Members") == bundled.width(of: "Members"))
    }
}
