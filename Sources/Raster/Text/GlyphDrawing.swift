import Foundation

// Owner: text. Replaced by the text work.

extension RasterContext {
    /// Draws a glyph run: cached glyph masks when the transform only translates and scales,
    /// outlines filled through the same coverage otherwise.
    public func drawGlyphs(_ run: GlyphRun) throws {
        throw RasterError.font("glyph drawing is not implemented yet")
    }
}
