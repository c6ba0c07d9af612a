import Testing
import Foundation
@testable import ViewRasterNib
@testable import ViewRasterViews
import ViewRasterOutput
import ViewRasterRendering
import ViewRasterRaster
import ViewRasterTestSupport

/// JPEG decoding, scale variants for the render scale, tinted images and SF Symbol sizes.
@MainActor
final class ImageFormatTests {
    /// The folder this test's image files are written to, removed when the test ends.
    let scratch: URL

    init() throws {
        scratch = try TestPaths.temporaryFolder("images")
    }

    deinit { try? FileManager.default.removeItem(at: scratch) }

    /// A 16×8 JPEG (quality 100, no chroma subsampling): the left half red, the right half blue.
    static let redBlue = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAIABADAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD8X6/ynP8Av4PyHr/1UD/zXz//2Q==")!

    func temp(_ name: String, _ data: Data) throws -> URL {
        let dir = scratch.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    @Test func jpegDecodesToItsColors() throws {
        let b = try JPEG.decode(ImageFormatTests.redBlue)
        #expect(b.width == 16 && b.height == 8 && b.scale == 1)
        func px(_ x: Int, _ y: Int) -> [UInt8] { Array(b.pixels[(y * 16 + x) * 4 ..< (y * 16 + x) * 4 + 4]) }
        let red = px(2, 3), blue = px(13, 3)
        #expect(red[0] >= 250 && red[1] <= 6 && red[2] <= 6 && red[3] == 255)
        #expect(blue[0] <= 6 && blue[1] <= 6 && blue[2] >= 250 && blue[3] == 255)
        // Read from a file: an @2x name is 2 pixels per point.
        let url = try temp("photo@2x.jpg", ImageFormatTests.redBlue)
        #expect(try JPEG.read(contentsOf: url).size == CGSize(width: 8, height: 4))
        #expect(NibOptions.defaultImageDecoder?(url)?.width == 16)
    }

    @Test func badJPEGsAreThrownErrorsNamingTheFile() throws {
        let truncated = try temp("cut.jpg", ImageFormatTests.redBlue.prefix(ImageFormatTests.redBlue.count / 2))
        #expect { try JPEG.read(contentsOf: truncated) } throws: { String(describing: $0).contains(truncated.path) }
        let garbage = try temp("junk.jpg", Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3, 4, 5, 6, 7, 8]))
        #expect { try JPEG.read(contentsOf: garbage) } throws: { String(describing: $0).contains("junk.jpg") }
        #expect(throws: RasterError.self) { try JPEG.decode(Data("not a jpeg".utf8)) }
        #expect(throws: RasterError.self) { try JPEG.decode(Data()) }
        // A nib's decoder gives nil (a placeholder and a warning), never a crash.
        #expect(NibOptions.defaultImageDecoder?(truncated) == nil)
    }

    @Test func scaleVariantsFollowTheRenderScale() {
        #expect(NibImages.scaleOrder(for: 3) == [3, 2, 1])
        #expect(NibImages.scaleOrder(for: 2) == [2, 3, 1])
        #expect(NibImages.scaleOrder(for: 1) == [1, 2, 3])
    }

    @Test func withTintColorDrawsInItsColor() throws {
        let opaque = Bitmap(width: 2, height: 2, scale: 1, premultipliedPixels: [UInt8](repeating: 255, count: 16))
        let v = ImageView(image: Image(bitmap: opaque).withTintColor(.red))
        v.tintColor = .blue
        #expect(try v.render(scale: 1).pixel(x: 1, y: 1) == (255, 0, 0, 255))
        #expect(v.image?.renderingMode == .alwaysTemplate && v.image?.tintColor == .red)
    }

    @Test func symbolsHaveTheirConfigurationsSize() throws {
        #expect(Image(systemName: "star.fill")?.size == CGSize(width: 20, height: 20))
        // 28 pt (title1) at large: 28 · 20/17 · 1.3 = 42.8 → 43 (to the half point).
        let big = Image(systemName: "star", withConfiguration: Image.SymbolConfiguration(textStyle: .title1, scale: .large))
        #expect(big?.size == CGSize(width: 43, height: 43))
        let small = Image(systemName: "star", withConfiguration: Image.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .small))
        #expect(small?.size == CGSize(width: 16, height: 16))
        // A template outline in the tint, not a filled box: the middle stays clear.
        let v = ImageView(image: Image(systemName: "star"))
        v.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        v.tintColor = .blue
        let c = try v.render(scale: 1)
        #expect(c.pixel(x: 10, y: 10).a == 0 && c.pixel(x: 10, y: 0).b > 150)
    }

    @Test func nibSymbolsUseImageReferenceAndPreferredConfiguration() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <imageView contentMode="scaleAspectFit" id="eye">
                            <rect key="frame" x="0.0" y="0.0" width="30" height="20"/>
                            <imageReference key="image" image="eye" catalog="system" symbolScale="large"/>
                        </imageView>
                        <imageView contentMode="scaleAspectFit" id="chev">
                            <rect key="frame" x="0.0" y="40" width="30" height="20"/>
                            <imageReference key="image" image="chevron.down" catalog="system" symbolScale="medium"/>
                            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34" scale="small" weight="regular"/>
                        </imageView>
                    </subviews>
                </view>
            </objects>
            <resources>
                <image name="eye" catalog="system" width="128" height="79"/>
                <image name="chevron.down" catalog="system" width="128" height="72"/>
            </resources>
        </document>
        """
        let url = try temp("Symbols.xib", Data(xml.utf8))
        let root = try #require(try Nib(contentsOf: url).instantiate(withOwner: nil).first as? View)
        let eye = try #require(root.subviews.first as? ImageView), chevron = try #require(root.subviews.last as? ImageView)
        // eye: 17 pt large: 20 · 1.3 = 26 wide, 26 / (128/79) = 16.05 → 16 high.
        #expect(eye.intrinsicContentSize == CGSize(width: 26, height: 16))
        // chevron: 34 pt small: 40 · 0.8 = 32 wide, 32 / (128/72) = 18 high.
        #expect(chevron.intrinsicContentSize == CGSize(width: 32, height: 18))
    }
}
