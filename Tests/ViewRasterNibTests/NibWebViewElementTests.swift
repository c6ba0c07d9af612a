import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib
import ViewRasterNibModel
import ViewRasterRendering

/// A document's `<webView>` (UIWebView, which Xcode 5 … 11 wrote) loads as the web view
/// placeholder box, as an archive's `IBUIWebView` does, not as a plain view: a user sees where
/// the page goes, not the view's background colour.
@MainActor
@Suite struct NibWebViewElementTests {
    /// A 320 × 200 white view with a UIWebView in its lower half, written as Xcode 8 writes it
    /// (IB's default web view background, 0.36 / 0.39 / 0.40, and its data detectors).
    static let file = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <webView contentMode="scaleToFill" scalesPageToFit="YES" translatesAutoresizingMaskIntoConstraints="NO" id="w">
                    <rect key="frame" x="0.0" y="100" width="320" height="100"/>
                    <color key="backgroundColor" red="0.36078431370000003" green="0.38823529410000002" blue="0.4039215686" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>
                </webView>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="w" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="w" secondAttribute="trailing" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="w" secondAttribute="bottom" id="c3"/>
                <constraint firstItem="w" firstAttribute="top" secondItem="root" secondAttribute="centerY" id="c4"/>
            </constraints>
        </view>
        """)

    @Test func webViewElementLoadsAsTheWebPlaceholder() throws {
        let nib = try Nib(data: Data(Self.file.utf8), name: "Web.xib", options: NibOptions(registry: NibClassRegistry()))
        let r = try nib.load()
        let web = try #require(r.object(id: "w") as? WebView)
        #expect(web.frame == CGRect(x: 0, y: 100, width: 320, height: 100))
        #expect(!r.warnings.contains { $0.message.contains("unknown element") }, "\(r.warnings)")
        // The class a running app creates, in `inspect`'s outline and `layout`'s report.
        let doc = try XIBDocument(data: Data(Self.file.utf8), file: "Web.xib")
        #expect(doc.outline().contains("UIWebView id=w"), "\(doc.outline())")
    }

    @Test func webViewElementIsDrawnAsThePlaceholderBox() throws {
        let nib = try Nib(data: Data(Self.file.utf8), name: "Web.xib", options: NibOptions(registry: NibClassRegistry()))
        let root = try #require(try nib.instantiate(withOwner: nil).first as? View)
        let canvas = try root.render(scale: 2)
        // Above the web view: the root's white.
        let above = canvas.pixel(x: 20, y: 2 * 50)
        #expect(above.r == 255 && above.g == 255 && above.b == 255)
        // Inside: systemGray6 (242, 242, 247), not the slate background a plain view would show.
        let inside = canvas.pixel(x: 20, y: 2 * 105)
        #expect(inside.r == 242 && inside.g == 242 && inside.b == 247)
        // Its border: systemGray4 (209, 209, 214).
        let border = canvas.pixel(x: 0, y: 2 * 150)
        #expect(border.r == 209 && border.g == 209 && border.b == 214)
        // "WKWebView" in the middle: dark glyph pixels around the centre (x 160, y 150).
        var dark = 0
        for y in 2 * 135..<2 * 160 { for x in 2 * 110..<2 * 210 where canvas.pixel(x: x, y: y).r < 180 { dark += 1 } }
        #expect(dark > 50)
    }
}
