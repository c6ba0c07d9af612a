/// A font file's bytes, read once (`FontFile.bytes(atPath:)`) and kept while a face reads them:
/// FreeType and HarfBuzz read a face's tables from this buffer for the face's life, and the
/// faces of one collection (`.ttc`, `.otc`) share one buffer.
final class FontFileBytes: @unchecked Sendable {
    /// The whole file (never written after it is read).
    let buffer: UnsafeMutableRawBufferPointer

    /// Reads the font file at `path`; throws `RasterError.font` naming it (`FontFile.bytes`).
    init(atPath path: String) throws {
        buffer = try FontFile.bytes(atPath: path)
    }

    deinit { buffer.deallocate() }
}
