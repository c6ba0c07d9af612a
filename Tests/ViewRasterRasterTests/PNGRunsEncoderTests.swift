import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterRaster
import ViewRasterOutput

/// The `runs` PNG encoder (`PNGOptions.fast`): files libpng reads back (its CRC and zlib's
/// Adler-32 checks included) with every pixel as it was, whatever the runs look like.
@Suite struct PNGRunsEncoderTests {
    /// A UI-like frame: a flat background (rows equal to the row above: zero runs far longer
    /// than one 258-byte match), a translucent bar, a gradient, single changed pixels.
    func frame(width: Int, height: Int) throws -> Canvas {
        var c = try Canvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                var p: [UInt8] = [242, 242, 247, 255]
                if y >= 10 && y < 20 { p = [0, 61, 128, 128] }                           // premultiplied, half alpha
                if y >= 30 && y < 40 { p = [UInt8(x & 255), UInt8(y * 3 & 255), 7, 255] } // changes every pixel
                if x == 5 && y == 50 { p = [1, 2, 3, 4] }                                 // one pixel in a flat row
                if y == height - 1 && x >= width - 3 { p = [0, 0, 0, 0] }                 // transparent at the very end
                c.pixels.replaceSubrange(i..<(i + 4), with: p)
            }
        }
        return c
    }

    @Test(arguments: [1, 3, 64, 300, 1125])
    func roundTripsEveryPixel(_ width: Int) throws {
        let canvas = try frame(width: width, height: min(width, 70))
        let data = try PNG.encode(canvas, options: .fast)
        #expect(Array(data.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        let back = try PNG.decode(data)
        #expect(back.width == canvas.width && back.height == canvas.height)
        #expect(back.pixels == canvas.pixels)
        // The same pixels as the zlib encoder gives.
        #expect(try PNG.decode(PNG.encode(canvas, options: .zlibFast)).pixels == back.pixels)
    }

    /// Flat rows cost a few bytes each: in a 1000×1000 single-color frame (4 MB of pixels)
    /// every row after the first is the filter byte and a literal zero (8 bits each), 15
    /// matches of 258 zeros (13 bits each) and one of 129 (17 bits): 228 bits; the first row
    /// is its filter byte and 4,000 literals (3,000 of 8 bits, the 1,000 alpha bytes 255 of 9).
    @Test func flatRowsCompressToAFewBytes() throws {
        var canvas = try Canvas(width: 1000, height: 1000)
        canvas.clear(to: Color(r8: 10, g8: 20, b8: 30))
        let data = try PNG.encode(canvas, options: .fast)
        // Block header 3 bits + 33,008 + 999 × 228 + end of block 7 = 260,790 bits: 32,599 bytes,
        // + 2 (zlib header) + 4 (Adler-32) + 57 (signature, IHDR, IDAT's frame, IEND).
        #expect(data.count == 32_662)
        #expect(try PNG.decode(data).pixels == canvas.pixels)
    }
}
