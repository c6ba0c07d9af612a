import Testing
import Foundation
import ViewRasterFonts
import ViewRasterDisplayList
@testable import ViewRasterText

/// Bundled faces are matched by their descriptions and loaded only when picked: a process that
/// draws Inter Regular does not read the other 25 named files (about 9 MB) nor the fallbacks.
@Suite struct BundledFaceLoadingTests {
    static let allFiles = BundledFonts.fileNames + BundledFonts.fallbackFileNames

    /// What matching reads without loading a file is what the loaded face says, for every file.
    @Test(arguments: allFiles)
    func aFileIsDescribedAsItsLoadedFace(file: String) throws {
        let path = FontRegistry.absolute(BundledFonts.url(forFile: file)!.path)
        let described = try #require(FaceDescriptor.read(fileAt: path))
        let loaded = try FontFace(path: path)
        #expect(described == loaded.descriptor)
    }

    /// The weights and slants the nearest-weight match sees, as the fonts' makers name them.
    @Test func descriptionsCarryTheFacesWeightsAndSlants() throws {
        func described(_ file: String) throws -> FaceDescriptor {
            try #require(FaceDescriptor.read(fileAt: BundledFonts.url(forFile: file)!.path))
        }
        let expected: [(String, String, String, Int, Bool)] = [
            ("Inter-Thin.otf", "Inter-Thin", "Inter", 100, false),
            ("Inter-Regular.otf", "Inter-Regular", "Inter", 400, false),
            ("Inter-Italic.otf", "Inter-Italic", "Inter", 400, true),
            ("Inter-Black.otf", "Inter-Black", "Inter", 900, false),
            ("Roboto-Medium.ttf", "Roboto-Medium", "Roboto", 500, false),
            ("LiberationSans-BoldItalic.ttf", "LiberationSans-BoldItalic", "Liberation Sans", 700, true),
        ]
        for (file, name, family, weight, italic) in expected {
            let d = try described(file)
            #expect(d.postScriptName == name, "\(file)")
            #expect(d.familyName == family, "\(file)")
            #expect(d.weightClass == weight, "\(file)")
            #expect(d.isItalic == italic, "\(file)")
        }
    }

    /// Asking for a face by name loads that file and no other.
    @Test func aNameLoadsOnlyItsFace() throws {
        let registry = FontRegistry()
        #expect(registry.loadedPaths.isEmpty)
        let bold = try #require(registry.bundledFace(postScriptName: "Roboto-Bold"))
        #expect(bold.postScriptName == "Roboto-Bold")
        #expect(registry.loadedPaths == [bold.path])
        // Case-insensitive, and "-Regular" for a face whose PostScript name has no style.
        let sans = try #require(registry.bundledFace(postScriptName: "liberationsans-regular"))
        #expect(sans.postScriptName == "LiberationSans")
        #expect(registry.loadedPaths == [bold.path, sans.path])
        #expect(registry.bundledFace(postScriptName: "Interstate-Bold") == nil)
        #expect(registry.loadedPaths.count == 2)
        // Asking for every face by name loads every named file (the fallbacks stay unread).
        #expect(registry.bundledFacesByPostScriptName().count == BundledFonts.fileNames.count)
        #expect(registry.loadedPaths.count == BundledFonts.fileNames.count)
    }

    /// A font file that cannot be read throws naming the file, and nothing is kept.
    @Test func unreadableFontFilesThrowNamingTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vr-fontfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let empty = dir.appendingPathComponent("Empty.ttf").path
        let text = dir.appendingPathComponent("Text.ttf").path
        FileManager.default.createFile(atPath: empty, contents: Data())
        FileManager.default.createFile(atPath: text, contents: Data("not a font".utf8))
        let cases = [(dir.appendingPathComponent("Missing.ttf").path, "cannot read font file"),
                     (dir.path, "cannot read font file"),
                     (empty, "is empty"),
                     (text, "is not a font FreeType can read")]
        for (path, words) in cases {
            let registry = FontRegistry()
            do {
                _ = try registry.face(atPath: path)
                Issue.record("\(path) loaded")
            } catch {
                let message = String(describing: error)
                #expect(message.contains(words) && message.contains(path), "\(message)")
            }
            #expect(registry.loadedPaths.isEmpty)
            #expect(FaceDescriptor.read(fileAt: path) == nil)
        }
    }
}
