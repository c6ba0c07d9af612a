import Foundation
import Testing
import ViewRasterDisplayList
@testable import ViewRasterNib

/// What `<color>` elements draw on iOS, by colour space and document, each row with where its
/// value comes from. The iOS rows are pixels iOS simulators rendered (`../shared/ios-refs`);
/// the others follow from the spaces' published definitions.
@Suite struct ColorSpaceTableTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var color: String
        var colorMatched: Bool
        var rgb8: (UInt8, UInt8, UInt8)
        var source: String
        var testDescription: String { "\(color) → \(rgb8) (\(source))" }
    }

    static let rows: [Row] = [
        // iOS renders.
        Row(color: #"white="0.66666666666666663" alpha="1" colorSpace="calibratedWhite""#, colorMatched: true,
            rgb8: (184, 184, 184), source: "iOS: a colorMatched xib's calibratedWhite text colour (ios-refs README)"),
        Row(color: #"red="0.40000000000000002" green="0.80000000000000004" blue="1" alpha="1" colorSpace="calibratedRGB""#,
            colorMatched: true, rgb8: (118, 214, 255), source: "iOS: a colorMatched document's calibratedRGB fill (ios-refs README)"),
        Row(color: #"red="1" green="0.0" blue="0.34509804844856262" alpha="1" colorSpace="calibratedRGB""#, colorMatched: false,
            rgb8: (255, 0, 88), source: "iOS: skylib-SnapFBSnapshotBase image view, a document without colorMatched"),
        Row(color: #"red="0.1333333333" green="0.15686274510000001" blue="0.1843137255" alpha="1" colorSpace="custom" customColorSpace="sRGB""#,
            colorMatched: true, rgb8: (34, 40, 47), source: "iOS: Karumi-KataScreenshotIOS photo image view #22282F"),
        Row(color: #"red="0.0" green="0.47843137250000001" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB""#,
            colorMatched: true, rgb8: (0, 122, 255), source: "iOS: phatpan-iOSSnapshotExample systemBlue button"),
        // Definitions.
        Row(color: #"white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite""#,
            colorMatched: false, rgb8: (170, 170, 170), source: "no colorMatched: components as written"),
        Row(color: #"white="0.5" alpha="1" colorSpace="calibratedWhite""#, colorMatched: true,
            rgb8: (146, 146, 146), source: "Generic Gray: 0.5^1.8 = 0.287 linear, sRGB-encoded 0.572"),
        Row(color: #"red="0.40000000000000002" green="0.80000000000000004" blue="1" alpha="1" colorSpace="deviceRGB""#,
            colorMatched: true, rgb8: (102, 204, 255), source: "deviceRGB is sRGB on iOS: unchanged"),
        Row(color: #"white="0.5" alpha="1" colorSpace="deviceWhite""#, colorMatched: true,
            rgb8: (128, 128, 128), source: "deviceWhite is sRGB gray on iOS: unchanged"),
        Row(color: #"white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#,
            colorMatched: true, rgb8: (128, 128, 128), source: "Generic Gray 2.2: 0.5^2.2 = 0.218 linear, sRGB-encoded 0.504"),
        Row(color: #"white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#,
            colorMatched: false, rgb8: (128, 128, 128), source: "an explicit space converts in any document"),
        Row(color: #"red="0.80000000000000004" green="0.40000000000000002" blue="0.29999999999999999" alpha="1" colorSpace="custom" customColorSpace="displayP3""#,
            colorMatched: true, rgb8: (219, 94, 68), source: "Display P3 → sRGB by CSS Color 4's lin_P3_to_lin_sRGB matrix"),
        Row(color: #"red="0.29999999999999999" green="0.69999999999999996" blue="0.90000000000000002" alpha="1" colorSpace="custom" customColorSpace="displayP3""#,
            colorMatched: true, rgb8: (0, 181, 235), source: "Display P3 outside sRGB: red clamps to 0"),
        Row(color: #"red="1.2" green="-0.1" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="extendedSRGB""#,
            colorMatched: true, rgb8: (255, 0, 128), source: "extended sRGB stored in 8-bit sRGB: clamped"),
        Row(color: #"red="0.2158605" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="extendedLinearSRGB""#,
            colorMatched: true, rgb8: (128, 255, 0), source: "extended linear sRGB: sRGB-encoded (0.2159 → 128/255)"),
    ]

    @Test(arguments: rows)
    func drawsAsIOSDoes(_ row: Row) throws {
        let matched = row.colorMatched ? #" colorMatched="YES""# : ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch"\(matched)>
                <objects><view id="v"><color key="backgroundColor" \(row.color)/></view></objects>
            </document>
            """
        let doc = try XIBDocument(data: Data(text.utf8), file: "table.xib")
        let c = try #require(doc.object(id: "v")?.colors["backgroundColor"]).color.rgba8
        #expect((c.r, c.g, c.b) == row.rgb8)
        #expect(doc.warnings.isEmpty)
    }

    /// Resources and named colours go through the same conversion.
    @Test func resourceAndNamedColorsConvertToo() throws {
        let doc = try document(xib("""
            <view id="v">
                <color key="backgroundColor" name="Brand"/>
                <color key="tintColor" systemColor="systemGrayColor"/>
            </view>
            """, resources: """
            <namedColor name="Brand">
                <color red="0.40000000000000002" green="0.80000000000000004" blue="1" alpha="1" colorSpace="calibratedRGB"/>
            </namedColor>
            <systemColor name="systemGrayColor">
                <color white="0.66666666666666663" alpha="1" colorSpace="calibratedWhite"/>
            </systemColor>
            """))
        let v = try #require(doc.object(id: "v"))
        let bg = try #require(v.colors["backgroundColor"]).color.rgba8
        #expect((bg.r, bg.g, bg.b) == (118, 214, 255))
        let tint = try #require(v.colors["tintColor"]).color.rgba8
        #expect((tint.r, tint.g, tint.b) == (184, 184, 184))
    }

    /// A named colour the `<resources>` lack comes from a colorset in an asset catalog beside
    /// the xib (inside a group folder too), converted from its space; the light entry wins.
    @Test func colorsetsBesideTheXibConvertToo() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vr-colorset-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        func colorset(_ name: String, _ json: String) throws {
            let set = dir.appendingPathComponent("Assets.xcassets/Brand colours/\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        try colorset("P3Red", """
            {"colors":[{"idiom":"universal","color":{"color-space":"display-p3",
              "components":{"red":"0.800","green":"0.400","blue":"0.300","alpha":"1.000"}}},
             {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
              "color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}}}],
             "info":{"author":"xcode","version":1}}
            """)
        try colorset("Grey", """
            {"colors":[{"idiom":"universal","color":{"color-space":"gray-gamma-22","components":{"white":"0x80","alpha":"128"}}}]}
            """)
        let url = dir.appendingPathComponent("Card.xib")
        try Data(xib("""
            <view id="v"><color key="backgroundColor" name="P3Red"/><color key="tintColor" name="Grey"/></view>
            """).utf8).write(to: url)
        let doc = try XIBDocument(contentsOf: url)
        let v = try #require(doc.object(id: "v"))
        let bg = try #require(v.colors["backgroundColor"]).color.rgba8
        #expect((bg.r, bg.g, bg.b, bg.a) == (219, 94, 68, 255))
        let tint = try #require(v.colors["tintColor"]).color.rgba8
        // 0x80 = 128/255 in gamma 2.2 → linear 0.2195 → sRGB 0.5061 (129); alpha 128/255.
        #expect((tint.r, tint.a) == (129, 128))
        #expect(doc.warnings.isEmpty)
    }

    /// A storyboard reads colours as a xib does: without `colorMatched` the components stay as
    /// written (the skylib-SnapFBSnapshotBase storyboard's calibratedRGB (1, 0, 0.345) drew
    /// (255, 0, 88) on iOS), and a named colour comes from the asset catalog beside its
    /// `Base.lproj` folder, where Xcode keeps `Assets.xcassets`.
    @Test func storyboardsReadColoursAndTheirAppsColorsets() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vr-sb-colour-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let set = dir.appendingPathComponent("Assets.xcassets/Ink.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x11","green":"0x22","blue":"0x33","alpha":"1.000"}}}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let base = dir.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let url = base.appendingPathComponent("Main.storyboard")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <color key="backgroundColor" red="1" green="0.0" blue="0.34509804844856262" alpha="1" colorSpace="calibratedRGB"/>
                            <color key="tintColor" name="Ink"/>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """.utf8).write(to: url)
        let doc = try StoryboardDocument(contentsOf: url)
        let root = try #require(doc.scenes.first?.view)
        let bg = try #require(root.colors["backgroundColor"]).color.rgba8
        #expect((bg.r, bg.g, bg.b) == (255, 0, 88))
        let ink = try #require(root.colors["tintColor"]).color.rgba8
        #expect((ink.r, ink.g, ink.b) == (0x11, 0x22, 0x33))
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
    }

    /// Generic CMYK is a table-based print profile with no closed form: a CMYK colour no longer
    /// fails the document; it is read by the device formula with a warning naming the line.
    @Test func cmykColoursReadWithAWarning() throws {
        let doc = try XIBDocument(data: Data(xib("""
            <view id="v"><color key="backgroundColor" cyan="0.0" magenta="1" yellow="0.0" black="0.0" alpha="1" colorSpace="custom" customColorSpace="genericCMYKColorSpace"/>
            <color key="tintColor" cyan="0.0" magenta="0.0" yellow="0.0" black="1" alpha="0.5" colorSpace="custom" customColorSpace="genericCMYKColorSpace"/></view>
            """).utf8), file: "cmyk.xib")
        let v = try #require(doc.object(id: "v"))
        let m = try #require(v.colors["backgroundColor"])
        #expect((m.color.rgba8.r, m.color.rgba8.g, m.color.rgba8.b) == (255, 0, 255))
        #expect(m.source == .cmyk(colorSpace: "genericCMYKColorSpace"))
        let k = try #require(v.colors["tintColor"]).color.rgba8
        #expect((k.r, k.g, k.b, k.a) == (0, 0, 0, 128))
        #expect(doc.warnings.count == 2 && doc.warnings.allSatisfy { $0.message.contains("CMYK") && $0.location.file == "cmyk.xib" })
    }

    /// Bradford D65 → D50 is the published matrix (Lindbloom's table, XYZ whites 0.95047 1
    /// 1.08883 and 0.96422 1 0.82521), and a D50 space (ROMM/ProPhoto RGB: primaries
    /// (0.7347, 0.2653), (0.1596, 0.8404), (0.0366, 0.0001), gamma 1.8) converts to sRGB through
    /// it: its white is sRGB's white, its XYZ matrix ROMM's published one (Lindbloom, to 2e-4: the whites there are XYZ, here xy).
    @Test func spacesWithAnotherWhiteAdaptByBradford() {
        let m = ChromaticAdaptation.bradford(from: [0.95047, 1, 1.08883], to: [0.96422, 1, 0.82521])
        let published: [[Double]] = [[1.0478112, 0.0228866, -0.0501270], [0.0295424, 0.9904844, -0.0170491],
                                     [-0.0092345, 0.0150436, 0.7521316]]
        for i in 0..<3 { for j in 0..<3 { #expect(abs(m.rows[i][j] - published[i][j]) < 2e-6, "[\(i)][\(j)]") } }
        let romm = ColorSpaceDefinition(name: "ROMM RGB", red: (0.7347, 0.2653), green: (0.1596, 0.8404),
                                        blue: (0.0366, 0.0001), white: ColorSpaceDefinition.d50, transfer: .gamma(1.8))
        let rommXYZ: [[Double]] = [[0.7976749, 0.1351917, 0.0313534], [0.2880402, 0.7118741, 0.0000857], [0, 0, 0.8252100]]
        for i in 0..<3 { for j in 0..<3 { #expect(abs(romm.toXYZ.rows[i][j] - rommXYZ[i][j]) < 2e-4, "[\(i)][\(j)]") } }
        let white = romm.linearConversion(to: .sRGB).apply([1, 1, 1])
        #expect(white.allSatisfy { abs($0 - 1) < 1e-9 })
        // A D50 space's red is not sRGB's: it lies far outside it (negative green and blue).
        let red = romm.linearConversion(to: .sRGB).apply([1, 0, 0])
        #expect(red[0] > 1.5 && red[1] < 0 && red[2] < 0)
    }

    /// The derived Display P3 → sRGB matrix is CSS Color 4's (published to 7 decimals).
    @Test func displayP3MatrixMatchesCSSColor4() {
        let m = ColorSpaceDefinition.displayP3.linearConversion(to: .sRGB)
        let css: [[Double]] = [[1.2249401, -0.2249404, 0], [-0.0420569, 1.0420571, 0], [-0.0196376, -0.0786361, 1.0982735]]
        for i in 0..<3 { for j in 0..<3 { #expect(abs(m.rows[i][j] - css[i][j]) < 2e-6, "[\(i)][\(j)]") } }
    }

    /// sRGB's own RGB → XYZ matrix is IEC 61966-2-1's (to 4 decimals).
    @Test func sRGBMatrixMatchesIEC61966() {
        let m = ColorSpaceDefinition.sRGB.toXYZ
        let iec: [[Double]] = [[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]
        for i in 0..<3 { for j in 0..<3 { #expect(abs(m.rows[i][j] - iec[i][j]) < 1e-4, "[\(i)][\(j)]") } }
    }

    /// Generic RGB's primaries, adapted to the ICC's D50 with the Bradford transform, are the
    /// colorants the Mac's "Generic RGB Profile" stores (rXYZ 0.454 0.242, gXYZ 0.353 0.674,
    /// bXYZ 0.157 0.084, to 3 decimals).
    @Test func genericRGBPrimariesMatchTheProfileColorants() {
        let d65 = [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290], d50 = [0.9642, 1, 0.8249]   // ICC PCS white
        let adapt = ChromaticAdaptation.bradford(from: d65, to: d50)
        let colorants = adapt.times(ColorSpaceDefinition.genericRGB.toXYZ)
        let profile: [[Double]] = [[0.454, 0.242], [0.353, 0.674], [0.157, 0.084]]   // (X, Y) of r, g, b
        for (j, xy) in profile.enumerated() {
            #expect(abs(colorants.rows[0][j] - xy[0]) < 0.0006 && abs(colorants.rows[1][j] - xy[1]) < 0.0006, "column \(j)")
        }
    }
}
