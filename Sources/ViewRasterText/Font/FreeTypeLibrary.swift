import Foundation
import ViewRasterCFreeType
import ViewRasterDisplayList

/// The process-wide FreeType library, created once with stem darkening switched off for
/// every driver that has it, so glyphs come out as the outlines say (as Core Text draws them).
/// FreeType's library object is not thread-safe: faces are created and destroyed under `lock`.
final class FreeTypeLibrary: @unchecked Sendable {
    static let shared = FreeTypeLibrary()

    let lock = NSLock()
    /// nil when FreeType failed to start (reported as `RasterError.font` on first use).
    let library: FT_Library?
    let initError: Int32

    private init() {
        var lib: FT_Library?
        let err = FT_Init_FreeType(&lib)
        initError = err
        guard err == 0, let lib else { library = nil; return }
        FreeTypeLibrary.disableStemDarkening(lib)
        library = lib
    }

    /// Sets `no-stem-darkening` on the CFF, Type 1, CID and autofitter modules.
    static func disableStemDarkening(_ lib: FT_Library) {
        var on: FT_Bool = 1
        for module in ["cff", "type1", "t1cid", "autofitter"] {
            _ = FT_Property_Set(lib, module, "no-stem-darkening", &on)
        }
    }

    /// Runs `body` with the library under its lock.
    func withLibrary<T>(_ body: (FT_Library) throws -> T) throws -> T {
        lock.lock(); defer { lock.unlock() }
        guard let library else { throw RasterError.font("FreeType failed to initialise (error \(initError))") }
        return try body(library)
    }
}

/// FreeType load flags used for every glyph: unhinted outlines, embedded bitmaps ignored.
let glyphLoadFlags: Int32 = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
