/// An 8-bit anti-aliased clip coverage over `bounds` (row-major, `bounds.width` per row).
/// Immutable once built, so saved states share it. Its bytes are accounted in `ledger` while
/// it lives.
final class ClipMask {
    let bounds: PixelRect
    let data: [UInt8]
    private let ledger: MemoryLedger?
    /// Where the storage goes when the mask is freed (the scratch of the context that made
    /// it, which frees its masks before giving the scratch back).
    private weak var recycler: RenderScratch?
    init(bounds: PixelRect, data: [UInt8], ledger: MemoryLedger? = nil, recycler: RenderScratch? = nil) {
        self.bounds = bounds; self.data = data; self.ledger = ledger; self.recycler = recycler
        ledger?.add(data.count)
    }
    deinit {
        ledger?.remove(data.count)
        recycler?.recycleMaskStorage(data)
    }

    /// Multiplies a coverage row (pixels `x ..< x + n` of row `y`, inside `bounds`) by the mask.
    @inline(__always)
    func apply(y: Int, x: Int, n: Int, _ cov: UnsafeMutablePointer<UInt8>) {
        data.withUnsafeBufferPointer { d in
            SpanBlend.multiply(cov, by: d.baseAddress! + (y - bounds.y0) * bounds.width + (x - bounds.x0), n)
        }
    }
}

/// The current clip: nothing outside `bounds` (device pixels) is drawn; inside, coverage is
/// multiplied by `mask` when there is one (a pixel-aligned rectangular clip needs none).
/// Invariant: `bounds` lies inside `mask.bounds`.
struct ClipState {
    var bounds: PixelRect
    var mask: ClipMask?
    /// The bytes of a mask a band skipped (it lies wholly outside the band's rows), held for
    /// as long as the mask would have lived.
    var hold: LedgerHold? = nil

    /// Multiplies a coverage row (pixels `x ..< x + n` of row `y`, inside `bounds`) by the mask.
    @inline(__always)
    func apply(y: Int, x: Int, n: Int, _ cov: UnsafeMutablePointer<UInt8>) {
        mask?.apply(y: y, x: x, n: n, cov)
    }
}
