import ViewRasterDisplayList

/// What a run of rows handed over by `Renderer.render(_:rowsPerBand:budget:skippingRepeatedRows:)`
/// holds: the rows' bytes, or what the rows are known to be without their bytes.
public enum RowRun {
    /// The rows' bytes, one row after the other (`rows.count × width × 4` bytes, premultiplied
    /// RGBA as `Canvas.pixels` holds them), valid only during the call.
    case bytes(UnsafeRawBufferPointer)
    /// Rows no op draws in: every pixel is this word (the list's background as `Canvas.pixels`
    /// holds a pixel, premultiplied RGBA read as a little-endian 32-bit word; 0 when it has none).
    case background(UInt32)
    /// Rows whose every op draws them exactly as the row above (inside an axis-aligned
    /// rectangle, away from its top and bottom edges): each row's bytes are those of the last
    /// row handed over before the run.
    case repeatingRowAbove
}
