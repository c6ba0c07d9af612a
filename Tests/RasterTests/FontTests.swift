import Testing
import Foundation
import CFreeType
import Raster
import BundledFonts

/// Opens a font file with FreeType directly, independent of `FontFace`.
func withRawFace<T>(_ path: String, _ body: (FT_Face) throws -> T) throws -> T {
    var lib: FT_Library?
    #expect(FT_Init_FreeType(&lib) == 0)
    defer { FT_Done_FreeType(lib) }
    var on: FT_Bool = 1
    _ = FT_Property_Set(lib, "cff", "no-stem-darkening", &on)
    var face: FT_Face?
    #expect(FT_New_Face(lib, path, 0, &face) == 0)
    defer { FT_Done_Face(face) }
    return try body(face!)
}

func bundledPath(_ file: String) -> String { BundledFonts.url(forFile: file)!.path }

@Suite struct FontTests {
    @Test func loadsEveryBundledFile() throws {
        for file in BundledFonts.fileNames {
            let face = try FontRegistry.shared.bundledFace(file: file)
            #expect(face.unitsPerEm > 0)
            #expect(!face.postScriptName.isEmpty)
            print(file, face.postScriptName, face.familyName, face.styleName, face.weightClass, face.isItalic, face.unitsPerEm, face.ascenderUnits, face.descenderUnits, face.lineHeightUnits, face.capHeightUnits, face.xHeightUnits)
        }
    }
}
