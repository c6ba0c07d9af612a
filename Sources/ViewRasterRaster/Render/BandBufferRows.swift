import ViewRasterDisplayList

/// The rows of the one band-sized buffer that `Renderer.render(_:rowsPerBand:budget:_:)` draws
/// every band into, and which of them still hold nothing but the background word: a band's
/// row that no op can draw in (`OpRows`' drawn rows: each op's conservative device bounds, a
/// glyph run's face box included) is left as the background, so the same buffer row of the
/// next band needs no fill when that row is not drawn in either. A screen's rows below its
/// content are filled once, not once per band, and a band no op can draw in is neither filled
/// again nor walked (`Renderer.render(_:rowsPerBand:budget:_:)`). The bytes handed over are
/// those of a band filled in full: each row is either filled here or still holds the word.
struct BandBufferRows {
    /// Per buffer row, whether it holds only the background word.
    private var clean: [Bool]

    /// A buffer of `rows` rows, none of them filled yet.
    init(rows: Int) {
        clean = [Bool](repeating: false, count: max(0, rows))
    }

    /// Fills canvas rows `rows`, buffer rows `0..<rows.count` (canvas row y at `origin + y ·
    /// width`), before a band's ops draw: the rows `drawn` marks as `BackgroundFill.fill`
    /// fills a band (around `cover`'s covered columns), the others with `word` unless they
    /// hold it already. Returns whether an op may draw in any of the rows.
    mutating func fill(_ origin: UnsafeMutablePointer<UInt32>, width: Int, rows: Range<Int>, word: UInt32,
                       cover: BackgroundCover?, drawn: [UInt8]) -> Bool {
        var any = false
        var y = rows.lowerBound
        while y < rows.upperBound {
            let isDrawn = drawn[y] != 0
            var end = y + 1
            while end < rows.upperBound && (drawn[end] != 0) == isDrawn { end += 1 }
            let run = (y - rows.lowerBound)..<(end - rows.lowerBound)
            if isDrawn {
                any = true
                BackgroundFill.fill(origin, width: width, rows: y..<end, word: word, cover: cover, drawn: nil)
                for i in run { clean[i] = false }
            } else {
                // Runs of rows that do not hold the word yet, filled as one.
                var i = run.lowerBound
                while i < run.upperBound {
                    guard !clean[i] else { i += 1; continue }
                    var j = i + 1
                    while j < run.upperBound && !clean[j] { j += 1 }
                    (origin + (rows.lowerBound + i) * width).initialize(repeating: word, count: (j - i) * width)
                    for r in i..<j { clean[r] = true }
                    i = j
                }
            }
            y = end
        }
        return any
    }
}
