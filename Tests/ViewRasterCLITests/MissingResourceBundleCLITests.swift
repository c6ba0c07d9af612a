import Foundation
import Testing
import ViewRasterOutput
import ViewRasterTestSupport

/// SwiftPM puts a target's resources in a folder beside the executable
/// (`ViewRaster_ViewRasterFonts.resources`, `ViewRaster_ViewRasterGallery.resources`). A `viewraster`
/// copied without them used to stop in SwiftPM's resource accessor (a trap, no message of ours);
/// it now says in one line which folder is missing and where it looked, exits 1 (the installation
/// is broken, not the input) and writes nothing.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct MissingResourceBundleCLITests {
    @Test func aCopiedBinaryWithoutItsBundlesSaysWhichFolderIsMissing() throws {
        let built = try #require(BuiltCLI.binary)
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("viewraster")
        // A hard link, not a copy: a file being copied is open for writing, a process the
        // parallel test runner forks meanwhile inherits that descriptor, and running the copy
        // then fails with "Text file busy" (ETXTBSY). A link is the same file in this folder.
        do { try FileManager.default.linkItem(at: built, to: copy) } catch { try FileManager.default.copyItem(at: built, to: copy) }
        let out = folder.appendingPathComponent("out.png")
        let xib = TestPaths.fixture("xib/SafeAreaPinned.xib").path

        let bare = try BuiltCLI.run(["render", xib, "-o", out.path], executable: copy)
        #expect(bare.status == 1, "\(bare.stderr)")
        let lines = bare.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(bare.stderr)")
        #expect(bare.stderr.contains("ViewRaster_ViewRasterFonts.resources") && bare.stderr.contains(folder.path), "\(bare.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try BuiltCLI.run(["--help"], executable: copy).status == 0)

        // With the fonts beside it (a link to the built folder), a xib renders; a gallery scene
        // still needs the gallery's folder and says so.
        let fonts = built.deletingLastPathComponent().appendingPathComponent("ViewRaster_ViewRasterFonts.resources")
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(fonts.lastPathComponent), withDestinationURL: fonts)
        let drawn = try BuiltCLI.run(["render", xib, "-o", out.path], executable: copy)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(try PNG.read(contentsOf: out).width > 0)
        let sceneOut = folder.appendingPathComponent("scene.png")
        let scene = try BuiltCLI.run(["render", "--scene", "custom", "-o", sceneOut.path], executable: copy)
        #expect(scene.status == 1, "\(scene.stderr)")
        #expect(scene.stderr.contains("ViewRaster_ViewRasterGallery.resources"), "\(scene.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sceneOut.path))
    }
}
