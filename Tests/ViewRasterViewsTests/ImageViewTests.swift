import Testing
@testable import ViewRasterViews
import ViewRasterRendering

/// Content modes place an image as UIImageView does; template images take the tint.
@MainActor
struct ImageViewTests {
    let b = CGRect(x: 0, y: 0, width: 100, height: 50)
    let size = CGSize(width: 20, height: 10)

    @Test func contentModes() {
        #expect(ImageView.imageRect(for: size, in: b, mode: .scaleToFill) == b)
        #expect(ImageView.imageRect(for: size, in: b, mode: .scaleAspectFit) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(ImageView.imageRect(for: CGSize(width: 10, height: 10), in: b, mode: .scaleAspectFit) == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(ImageView.imageRect(for: CGSize(width: 10, height: 10), in: b, mode: .scaleAspectFill) == CGRect(x: 0, y: -25, width: 100, height: 100))
        #expect(ImageView.imageRect(for: size, in: b, mode: .center) == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(ImageView.imageRect(for: size, in: b, mode: .topLeft) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(ImageView.imageRect(for: size, in: b, mode: .bottomRight) == CGRect(x: 80, y: 40, width: 20, height: 10))
        #expect(ImageView.imageRect(for: size, in: b, mode: .right) == CGRect(x: 80, y: 20, width: 20, height: 10))
    }

    @Test func templateImagesAreDrawnInTheTint() throws {
        // A 2×2 opaque black image at scale 1, as a template, tinted blue.
        let bitmap = Bitmap(width: 2, height: 2, scale: 1, premultipliedPixels: [UInt8](repeating: 0, count: 16).enumerated().map { $0.offset % 4 == 3 ? 255 : 0 })
        let v = ImageView(image: Image(bitmap: bitmap, renderingMode: .alwaysTemplate))
        v.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        v.tintColor = .blue
        let c = try v.render(scale: 1)
        #expect(c.pixel(x: 0, y: 0) == (0, 0, 255, 255))
        v.image = Image(bitmap: bitmap)   // original colors
        #expect(try v.render(scale: 1).pixel(x: 1, y: 1) == (0, 0, 0, 255))
        #expect(v.intrinsicContentSize == CGSize(width: 2, height: 2))
    }

    @Test func activityIndicatorStepsOncePerSecond() {
        let stage = Stage()
        let clock = stage.clock
        stage.within {
            let classic = ActivityIndicatorView(style: .whiteLarge)
            let modern = ActivityIndicatorView(style: .medium)
            #expect(classic.intrinsicContentSize == CGSize(width: 37, height: 37) && modern.intrinsicContentSize == CGSize(width: 20, height: 20))
            clock.advance(to: 2)
            classic.startAnimating(); modern.startAnimating()
            #expect(classic.headSpoke(at: 2) == 0)
            #expect(classic.headSpoke(at: 2 + 1.0 / 12 * 5 + 1e-9) == 5)
            #expect(modern.headSpoke(at: 2 + 0.5) == 4)
            #expect(classic.headSpoke(at: 3 + 1e-9) == 0)
            classic.stopAnimating()
            #expect(classic.headSpoke(at: 5) == 0)
        }
    }
}
