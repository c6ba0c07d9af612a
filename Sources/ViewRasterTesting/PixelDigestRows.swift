import ViewRasterCDigest

/// The version-4 pixel digest (`PixelDigest.digestV4`) taken over a canvas's rows handed over
/// in order: runs of rows with their bytes, and runs of rows known to hold one 32-bit word in
/// every pixel (the background rows `Renderer.render(_:rowsPerBand:budget:skippingEmptyRows:)`
/// neither draws nor fills), whose lanes are computed once from the word and not read at all.
/// However the rows are cut into runs, the digest is `digestV4` of the joined rows.
struct PixelDigestRows {
    /// The sixteen image lanes.
    private var image: SIMD16<UInt64>
    /// Bytes in a row, rows in the canvas, and rows handed over so far.
    private let rowBytes: Int, height: Int
    private var seen = 0
    /// Whether the row loop may use AVX2 (`vr_digest_v4_rows`; the same states either way).
    private let accelerated: Bool
    /// The last background word and its row lanes (`vr_digest_v4_word_row`).
    private var background: (word: UInt32, row: SIMD16<UInt64>)?
    /// The row lanes of the last row handed over (nil before the first).
    private var lastRow: SIMD16<UInt64>?

    /// A digest of a `width × height` canvas (4 bytes a pixel).
    init(width: Int, height: Int, accelerated: Bool = true) {
        rowBytes = width * 4
        self.height = height
        self.accelerated = accelerated
        var seeds = PixelDigestStream.seeds
        seeds[0] ^= UInt64(rowBytes * height)
        image = seeds
    }

    /// Takes the next `rows` rows, `bytes` holding them one after the other.
    mutating func append(_ bytes: UnsafeRawBufferPointer, rows: Int) {
        precondition(bytes.count == rows * rowBytes, "\(bytes.count) bytes are not \(rows) rows of \(rowBytes)")
        guard rows > 0, let base = bytes.baseAddress else { return }
        seen += rows
        let (n, fast) = (rowBytes, accelerated)
        var last = SIMD16<UInt64>()
        withUnsafeMutableBytes(of: &last) { l in
            withUnsafeMutableBytes(of: &image) { lanes in
                vr_digest_v4_rows(base, n, n, rows, lanes.baseAddress!.assumingMemoryBound(to: UInt64.self), fast ? 1 : 0,
                                  l.baseAddress!.assumingMemoryBound(to: UInt64.self))
            }
        }
        lastRow = last
    }

    /// Takes the next `rows` rows, each of them `word` in every pixel (its bytes as
    /// `Canvas.pixels` holds them, read as a little-endian word).
    mutating func append(background word: UInt32, rows: Int) {
        guard rows > 0 else { return }
        seen += rows
        if background?.word != word {
            var row = SIMD16<UInt64>()
            withUnsafeMutableBytes(of: &row) { vr_digest_v4_word_row(word, rowBytes, $0.baseAddress!.assumingMemoryBound(to: UInt64.self)) }
            background = (word, row)
        }
        step(background!.row, rows: rows)
    }

    /// Takes the next `rows` rows, each of them the same bytes as the last row handed over (a
    /// run `Renderer.render(_:rowsPerBand:budget:skippingRepeatedRows:)` knows from its ops to
    /// repeat the row above): that row's lanes again, no bytes read.
    mutating func append(repeatingRowAbove rows: Int) {
        guard rows > 0 else { return }
        guard let row = lastRow else { preconditionFailure("a run repeating the row above came before any row") }
        seen += rows
        step(row, rows: rows)
    }

    /// `rows` image steps over the row lanes `row`, which become the last row's.
    private mutating func step(_ row: SIMD16<UInt64>, rows: Int) {
        var row = row
        lastRow = row
        let fast = accelerated
        withUnsafeBytes(of: &row) { r in
            withUnsafeMutableBytes(of: &image) { lanes in
                vr_digest_v4_repeat(r.baseAddress!.assumingMemoryBound(to: UInt64.self), rows, lanes.baseAddress!.assumingMemoryBound(to: UInt64.self),
                                    fast ? 1 : 0)
            }
        }
    }

    /// The digest of the rows handed over (all `height` of them).
    func finish() -> UInt64 {
        precondition(seen == height, "a version-4 pixel digest of \(height) rows was handed \(seen)")
        return PixelDigestStream.fold(image)
    }
}
