import ViewRasterDisplayList

extension SpanBlend {
    /// `pixels(_:_:_:coverage: 255)` (source-over of premultiplied source pixels) over `rows`
    /// rows of `n` pixels, the rows `dstStride` and `srcStride` pixels apart: a glyph's tinted
    /// mask in one call instead of one per row. A zero source leaves the destination as it
    /// is, so zero fours are skipped (the same bytes).
    @inline(never)
    static func over(_ dst: UnsafeMutablePointer<UInt32>, dstStride: Int, _ src: UnsafePointer<UInt32>, srcStride: Int,
                     _ n: Int, rows: Int) {
        var d = dst, s = src
        var r = 0
        while r < rows {
            var i = 0
            while i &+ 4 <= n {
                let sv = loadPixels4(s + i)
                if !isZero(sv) { storePixels4(sourceOverHigh(sv, loadPixels4(d + i)), d + i) }
                i &+= 4
            }
            while i < n {
                let p = s[i]
                if p != 0 { d[i] = sourceOver(p, d[i]) }
                i &+= 1
            }
            d += dstStride
            s += srcStride
            r &+= 1
        }
    }
}
