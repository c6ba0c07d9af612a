import ViewRasterText

extension GlyphBitmap {
    /// The mask placed on the canvas with the pen at integer device pixel (`penX`, `penY`).
    public func mask(penX: Int, penY: Int) -> CoverageMask {
        CoverageMask(originX: penX + left, originY: penY - top, width: width, height: height, coverage: coverage)
    }
}
