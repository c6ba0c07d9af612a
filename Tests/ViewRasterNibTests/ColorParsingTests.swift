import Foundation
import Testing
import ViewRasterNib
import ViewRasterDisplayList

@Suite struct ColorParsingTests {
    func colors(_ colorElements: String, resources: String = "") throws -> (NibObject, XIBDocument) {
        let doc = try document(xib("<view id=\"v\">\(colorElements)</view>", resources: resources))
        return (try #require(doc.object(id: "v")), doc)
    }
    func close(_ a: Color?, _ b: Color, _ tol: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) <= tol && abs(a.green - b.green) <= tol && abs(a.blue - b.blue) <= tol && abs(a.alpha - b.alpha) <= tol
    }

    @Test func whiteAndRGBSpaces() throws {
        let (v, _) = try colors("""
            <color key="a" white="0.5" alpha="0.25" colorSpace="calibratedWhite"/>
            <color key="b" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
            <color key="c" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="d" red="0.2" green="0.4" blue="0.6" alpha="0.5" colorSpace="calibratedRGB"/>
            <color key="e" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <color key="f" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <color key="g" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
            <color key="h" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
            """)
        // A colorMatched document: calibrated white is Generic Gray (gamma 1.8), calibrated RGB
        // Generic RGB; the conversions themselves are ColorSpaceTableTests'.
        #expect(close(v.colors["a"]?.color, Color(white: 1.055 * pow(pow(0.5, 1.8), 1 / 2.4) - 0.055, alpha: 0.25)))
        #expect(close(v.colors["b"]?.color, .white))
        #expect(v.colors["c"]?.color == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(v.colors["d"]?.color.alpha == 0.5)
        #expect(v.colors["d"]?.color != Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(v.colors["d"]?.source == .rgb(colorSpace: "calibratedRGB"))
        #expect(v.colors["e"]?.color == .black)
        // gamma 2.2 gray 0.5 → linear 0.5^2.2 → sRGB-encoded.
        let lin = pow(0.5, 2.2)
        let srgb = 1.055 * pow(lin, 1 / 2.4) - 0.055
        #expect(close(v.colors["f"]?.color, Color(white: srgb)))
        #expect(abs(srgb - 0.5) < 0.01)
        // P3 red lies outside sRGB: clamps to pure red.
        #expect(close(v.colors["g"]?.color, Color(red: 1, green: 0, blue: 0), 1e-9))
        // A P3 gray is the same gray in sRGB (shared white point and curve).
        #expect(close(v.colors["h"]?.color, Color(white: 0.5), 1e-5))
    }

    /// A component with stray characters after its number (`blue="0.7490196078d+"`, found in a
    /// shipping app's xib that Xcode opens) is read as the number it starts with, with a warning
    /// naming the attribute; a component with no number in front is still an error.
    @Test func aComponentWithTrailingCharactersIsReadAsItsNumber() throws {
        let (v, doc) = try colors("""
            <color key="a" red="0.0" green="0.5" blue="0.75d+" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            """)
        #expect(v.colors["a"]?.color == Color(red: 0, green: 0.5, blue: 0.75))
        #expect(doc.warnings.contains { $0.message.contains("blue=\"0.75d+\"") && $0.message.contains("0.75") })
        #expect(throws: NibError.self) {
            _ = try colors("<color key=\"a\" red=\"d0.5\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")
        }
    }

    @Test func systemColorsPreferResourcesThenTable() throws {
        let (v, doc) = try colors("""
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <color key="textColor" systemColor="labelColor"/>
            <color key="tintColor" systemColor="systemGray3Color"/>
            <color key="x" systemColor="noSuchColor"/>
            """, resources: """
            <systemColor name="systemBackgroundColor">
                <color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
            """)
        #expect(v.colors["backgroundColor"]?.color == Color(red: 0.1, green: 0.2, blue: 0.3))
        #expect(v.colors["backgroundColor"]?.source == .system("systemBackgroundColor"))
        #expect(v.colors["textColor"]?.color == .black)
        #expect(v.colors["tintColor"]?.color == Color(r8: 199, g8: 199, b8: 204))
        #expect(v.colors["x"] == nil)
        #expect(doc.warnings.contains { $0.message.contains("noSuchColor") })
    }

    @Test func cocoaTouchSystemAndNamedColors() throws {
        let (v, doc) = try colors("""
            <color key="a" cocoaTouchSystemColor="darkTextColor"/>
            <color key="b" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
            <color key="c" name="Brand"/>
            <color key="d" name="Missing"/>
            """, resources: """
            <namedColor name="Brand">
                <color red="0.0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
            """)
        #expect(v.colors["a"]?.color == .black)
        #expect(v.colors["a"]?.source == .cocoaTouchSystem("darkTextColor"))
        #expect(v.colors["b"]?.color == Color(r8: 242, g8: 242, b8: 247))
        #expect(v.colors["c"]?.color == Color(red: 0, green: 0.5, blue: 1))
        #expect(v.colors["c"]?.source == .named("Brand"))
        #expect(v.colors["d"] == nil)
        #expect(doc.warnings.contains { $0.message.contains("Missing") })
    }

    @Test func nilColorsAreRecorded() throws {
        let (v, _) = try colors(#"<nil key="textColor"/><nil key="highlightedColor"/>"#)
        #expect(v.nilKeys == ["textColor", "highlightedColor"])
        #expect(v.colors.isEmpty)
    }

    /// A pattern color (`UIColor(patternImage:)` picked in IB; Xcode 4's storyboards write
    /// `patternImage="<uuid>" colorSpace="pattern"` and embed the image in `<resources>`) does
    /// not stop the file loading: the color is left unset with a warning naming the image and
    /// the element's line, and the view's other colors are read.
    @Test func aPatternColorLoadsUnsetWithAWarning() throws {
        let text = xib("""
            <view id="v">
            <color key="backgroundColor" patternImage="00A34A65-BE90" colorSpace="pattern"/>
            <color key="tintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
            """)
        let doc = try document(text)
        let v = try #require(doc.object(id: "v"))
        let patternLine = try #require(text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("patternImage") }) + 1
        #expect(v.colors["backgroundColor"] == nil)
        #expect(v.colors["tintColor"]?.color == .black)
        let warning = try #require(doc.warnings.first { $0.message.contains("pattern color") })
        #expect(warning.message.contains("\"00A34A65-BE90\"") && warning.message.contains("backgroundColor"))
        #expect(warning.location.line == patternLine)
    }

    @Test func colorWithoutComponentsIsAnError() throws {
        #expect(throws: NibError.self) { try colors(#"<color key="a" colorSpace="custom"/>"#) }
    }

    @Test(.enabled(if: corpusAvailable, "needs ../shared/corpus/xib"))

    func corpusColorsAllResolve() throws {
        for url in corpusFiles {
            let doc = try XIBDocument(contentsOf: url)
            #expect(!doc.warnings.contains { $0.message.contains("color") }, "\(url.lastPathComponent)")
        }
    }
}
