import Testing
import ViewRasterDisplayList

/// Two bitmaps `==` calls the same image (same size and pixels, whatever their scale or the file
/// they came from) hash alike, so a `Set` or a dictionary keyed by images finds one by the other.
@Suite struct BitmapHashingTests {
    /// A 2×1 image: one opaque red pixel, one transparent.
    func redAndClear(scale: Double, source: String?) -> Bitmap {
        Bitmap(width: 2, height: 1, scale: scale, premultipliedPixels: [255, 0, 0, 255, 0, 0, 0, 0], source: source)
    }

    @Test func equalImagesFromTwoFilesAreOneSetElement() {
        let a = redAndClear(scale: 1, source: "/app/a.png"), b = redAndClear(scale: 2, source: "/app/b@2x.png")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        #expect([a: "first"][b] == "first")
    }

    @Test func differentPixelsAreTwoSetElements() {
        let a = redAndClear(scale: 1, source: nil)
        let c = Bitmap(width: 2, height: 1, premultipliedPixels: [0, 0, 255, 255, 0, 0, 0, 0])
        #expect(a != c)
        #expect(Set([a, c]).count == 2)
    }
}
