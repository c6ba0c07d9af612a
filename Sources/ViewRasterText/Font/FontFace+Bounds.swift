import ViewRasterCFreeType

extension FontFace {
    /// The face's bounding box over all glyphs in font units (y up), as the font's `head`
    /// table records it: every outline glyph lies inside. nil for a face without one (a color
    /// bitmap face, or a box of zero size).
    public var boundingBoxUnits: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)? {
        let b = ftFace.pointee.bbox
        guard !isColorBitmap, b.xMax > b.xMin, b.yMax > b.yMin else { return nil }
        return (Int(b.xMin), Int(b.yMin), Int(b.xMax), Int(b.yMax))
    }
}
