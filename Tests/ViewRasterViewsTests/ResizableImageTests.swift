import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRendering
import ViewRasterRaster

/// Nine-part images: caps keep their size, the middle stretches or tiles.
@MainActor
struct ResizableImageTests {
    /// A 4×1 image at scale 1: red | blue | white | red.
    let strip: Bitmap = {
        let px: [[UInt8]] = [[255, 0, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255], [255, 0, 0, 255]]
        return Bitmap(width: 4, height: 1, scale: 1, premultipliedPixels: px.flatMap { $0 })
    }()

    func drawn(_ mode: Image.ResizingMode) throws -> Canvas {
        let img = Image(bitmap: strip).resizableImage(withCapInsets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1), resizingMode: mode)
        let v = ImageView(image: img)
        v.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        return try v.render(scale: 1)
    }

    @Test func capsKeepTheirSizeAndTheMiddleStretches() throws {
        let c = try drawn(.stretch)
        #expect(c.pixel(x: 0, y: 0) == (255, 0, 0, 255) && c.pixel(x: 9, y: 0) == (255, 0, 0, 255))
        // The 2 px middle drawn 8 px wide: blue over its first half, white over its second.
        #expect(c.pixel(x: 2, y: 0) == (0, 0, 255, 255) && c.pixel(x: 7, y: 0) == (255, 255, 255, 255))
    }

    @Test func theMiddleTilesAtItsOwnSize() throws {
        let c = try drawn(.tile)
        #expect(c.pixel(x: 0, y: 0) == (255, 0, 0, 255) && c.pixel(x: 9, y: 0) == (255, 0, 0, 255))
        // Blue, white, blue, white … one pixel each from x = 1.
        for x in 1..<9 { #expect(c.pixel(x: x, y: 0) == (x % 2 == 1 ? (0, 0, 255, 255) : (255, 255, 255, 255)), "x = \(x)") }
        #expect(Image(bitmap: strip).resizableImage(withCapInsets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)).resizingMode == .tile)
    }
}
