import Foundation
import Testing
import ViewRasterTestSupport
import ViewRasterDisplayList
import ViewRasterOutput

/// `render --appearance/--content-size/--layout-direction` as a user types them.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct TraitFlagTests {
    /// A 40×10 view with systemBackground and a 10 pt systemRed square pinned 5 pt from its
    /// leading edge; the file says `appearance` in its `<device>`.
    func xib(appearance: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="\(appearance)"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="10"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sq">
                            <rect key="frame" x="5" y="0.0" width="10" height="10"/>
                            <color key="backgroundColor" systemColor="systemRedColor"/>
                        </view>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <constraints>
                        <constraint firstItem="sq" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="5" id="c1"/>
                        <constraint firstItem="sq" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                        <constraint firstItem="sq" firstAttribute="width" constant="10" id="c3"/>
                        <constraint firstItem="sq" firstAttribute="height" constant="10" id="c4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    func render(_ appearance: String, _ flags: [String], name: String = #function) throws -> Bitmap {
        let folder = try TestPaths.temporaryFolder(name + flags.joined())
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Swatch.xib")
        try Data(xib(appearance: appearance).utf8).write(to: file)
        let out = folder.appendingPathComponent("out.png")
        let r = try BuiltCLI.run(["render", file.path, "--scale", "1", "-o", out.path] + flags)
        #expect(r.status == 0, "\(r.stderr)")
        return try PNG.read(contentsOf: out)
    }

    func rgb(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] { let i = (y * b.width + x) * 4; return Array(b.pixels[i..<i + 3]) }

    @Test func appearanceDefaultsToTheFilesAndTheFlagWins() throws {
        let light = try render("light", [])
        #expect(rgb(light, 30, 5) == [255, 255, 255] && rgb(light, 10, 5) == [255, 59, 48])
        let fileDark = try render("dark", [])
        #expect(rgb(fileDark, 30, 5) == [0, 0, 0] && rgb(fileDark, 10, 5) == [255, 69, 58])
        let flagLight = try render("dark", ["--appearance", "light"])
        #expect(rgb(flagLight, 30, 5) == [255, 255, 255])
    }

    /// Right to left the square sits 5 pt from the right edge: x 25…35.
    @Test func layoutDirectionMirrors() throws {
        let rtl = try render("light", ["--layout-direction", "rtl"])
        #expect(rgb(rtl, 10, 5) == [255, 255, 255])
        #expect(rgb(rtl, 30, 5) == [255, 59, 48])
    }

    @Test func badTraitNamesAreUsageErrors() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Swatch.xib")
        try Data(xib(appearance: "light").utf8).write(to: file)
        for flags in [["--appearance", "dim"], ["--content-size", "huge"], ["--layout-direction", "up"]] {
            let r = try BuiltCLI.run(["render", file.path, "-o", folder.appendingPathComponent("x.png").path] + flags)
            #expect(r.status == 2, "\(flags)")
            #expect(r.stderr.contains(flags[0]), "\(r.stderr)")
        }
    }

    /// `layout` takes the trait flags too: right to left the square's frame is 5 pt from the
    /// right edge (x 25 in the 40 pt root), and no longer agrees with the stored x 5.
    @Test func layoutTakesTheTraitFlags() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Swatch.xib")
        try Data(xib(appearance: "light").utf8).write(to: file)
        func squareFrame(_ flags: [String]) throws -> [Double]? {
            let r = try BuiltCLI.run(["layout", file.path, "--json"] + flags)
            try #require(r.status == 0, "\(r.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            let views = object?["views"] as? [[String: Any]] ?? []
            return views.first { $0["id"] as? String == "sq" }?["frame"] as? [Double]
        }
        #expect(try squareFrame([]) == [5, 0, 10, 10])
        #expect(try squareFrame(["--layout-direction", "rtl"]) == [25, 0, 10, 10])
        #expect(try squareFrame(["--appearance", "dark", "--content-size", "accessibilityExtraLarge"]) == [5, 0, 10, 10])
        let bad = try BuiltCLI.run(["layout", file.path, "--layout-direction", "up"])
        #expect(bad.status == 2 && bad.stderr.contains("--layout-direction"), "\(bad.stderr)")
    }
}
