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

    /// A fresh folder for the calling test holding the file `name` with `text`; the caller
    /// removes the folder.
    func scratchFile(_ name: String, _ text: String, test: String = #function) throws -> (folder: URL, file: URL) {
        let folder = try TestPaths.temporaryFolder(test)
        let file = folder.appendingPathComponent(name)
        do { try Data(text.utf8).write(to: file) } catch { try? FileManager.default.removeItem(at: folder); throw error }
        return (folder, file)
    }

    /// The frame `layout FILE --json` (with `flags`) gives the view `id`: x, y, width, height.
    func layoutFrame(of id: String, in file: URL, _ flags: [String]) throws -> [Double]? {
        let r = try BuiltCLI.run(["layout", file.path, "--json"] + flags)
        try #require(r.status == 0, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let views = object?["views"] as? [[String: Any]] ?? []
        return views.first { $0["id"] as? String == id }?["frame"] as? [Double]
    }


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
        let (folder, file) = try scratchFile("Swatch.xib", xib(appearance: "light"))
        defer { try? FileManager.default.removeItem(at: folder) }
        for flags in [["--appearance", "dim"], ["--content-size", "huge"], ["--layout-direction", "up"]] {
            let r = try BuiltCLI.run(["render", file.path, "-o", folder.appendingPathComponent("x.png").path] + flags)
            #expect(r.status == 2, "\(flags)")
            #expect(r.stderr.contains(flags[0]), "\(r.stderr)")
        }
    }

    /// `layout` takes the trait flags too: right to left the square's frame is 5 pt from the
    /// right edge (x 25 in the 40 pt root), and no longer agrees with the stored x 5.
    @Test func layoutTakesTheTraitFlags() throws {
        let (folder, file) = try scratchFile("Swatch.xib", xib(appearance: "light"))
        defer { try? FileManager.default.removeItem(at: folder) }
        func squareFrame(_ flags: [String]) throws -> [Double]? { try layoutFrame(of: "sq", in: file, flags) }
        #expect(try squareFrame([]) == [5, 0, 10, 10])
        #expect(try squareFrame(["--layout-direction", "rtl"]) == [25, 0, 10, 10])
        #expect(try squareFrame(["--appearance", "dark", "--content-size", "accessibilityExtraLarge"]) == [5, 0, 10, 10])
        let bad = try BuiltCLI.run(["layout", file.path, "--layout-direction", "up"])
        #expect(bad.status == 2 && bad.stderr.contains("--layout-direction"), "\(bad.stderr)")
    }

    /// `frames` takes the trait flags as `render` does: dark, the first frame's background is
    /// systemBackground's dark black and the square systemRed's dark (255, 69, 58); right to
    /// left the square is at the right.
    @Test func framesTakeTheTraitFlags() throws {
        let (folder, file) = try scratchFile("Swatch.xib", xib(appearance: "light"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frames")
        let r = try BuiltCLI.run(["frames", file.path, "--fps", "1", "--duration", "1", "--scale", "1", "-o", out.path,
                                  "--appearance", "dark", "--layout-direction", "rtl"])
        #expect(r.status == 0, "\(r.stderr)")
        let first = try PNG.read(contentsOf: out.appendingPathComponent("frame-00000.png"))
        #expect(rgb(first, 10, 5) == [0, 0, 0])
        #expect(rgb(first, 30, 5) == [255, 69, 58])
    }

    /// A label in the body text style, its top and leading pinned: `layout --content-size`
    /// sizes it by Apple's table (body 17 pt at large, 40 pt at accessibilityExtraLarge), so
    /// its height is the system font's line height (1.193 em) on the 2× grid: 20.5 and 48.
    @Test func layoutTakesTheContentSize() throws {
        let (folder, file) = try scratchFile("Body.xib", Self.bodyLabelXib)
        defer { try? FileManager.default.removeItem(at: folder) }
        func height(_ flags: [String]) throws -> Double? { try layoutFrame(of: "body", in: file, flags)?[3] }
        #expect(try height([]) == 20.5)
        #expect(try height(["--content-size", "accessibilityExtraLarge"]) == 48)
    }

    /// `layout` and `render` apply a label's size-class font variation for the canvas's or the
    /// screen's classes: 17 pt, 34 pt in regular width. On the file's iPhone 8 canvas (compact
    /// width) the label is 20.5 pt tall, on an iPad canvas 41 (40.57 on the 2× grid); `render
    /// --device ipad` draws its red background down to 41 pt, `--device iphone-8` to 20.5.
    @Test func sizeClassFontsFollowTheCanvasAndTheScreen() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        func height(device: String) throws -> Double? {
            let file = folder.appendingPathComponent("Fonts-\(device).xib")
            try Data(Self.variationXib(device: device).utf8).write(to: file)
            return try layoutFrame(of: "title", in: file, [])?[3]
        }
        #expect(try height(device: "retina4_7") == 20.5)
        #expect(try height(device: "ipad9_7") == 41)
        let file = folder.appendingPathComponent("Fonts.xib")
        try Data(Self.variationXib(device: "retina4_7").utf8).write(to: file)
        func pixel(_ device: String, y: Int) throws -> [UInt8] {
            let out = folder.appendingPathComponent("\(device).png")
            let r = try BuiltCLI.run(["render", file.path, "--device", device, "--scale", "1", "-o", out.path])
            try #require(r.status == 0, "\(r.stderr)")
            return rgb(try PNG.read(contentsOf: out), 2, y)
        }
        #expect(try pixel("ipad", y: 40) == [255, 0, 0])
        #expect(try pixel("iphone-8", y: 40) == [255, 255, 255])
        #expect(try pixel("iphone-8", y: 19) == [255, 0, 0])
    }

    /// A 17 pt label (34 pt in regular width) on a red background at the top left of a white
    /// root, the file's `<device>` `device`.
    static func variationXib(device: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="HH" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="0.0" y="0.0" width="30" height="20.5"/>
                            <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <variation key="widthClass=regular">
                                <fontDescription key="fontDescription" type="system" pointSize="34"/>
                            </variation>
                        </label>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static let bodyLabelXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                            <rect key="frame" x="0.0" y="0.0" width="38" height="20.5"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// `gallery` draws each scene's first still also dark, at accessibilityExtraExtraLarge and
    /// right to left, and a contact sheet of the matrix: four thumbnails a row.
    @Test func galleryWritesTheTraitVariants() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try BuiltCLI.run(["gallery", "-o", folder.path, "--stills-only", "--scale", "1", "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        let files = Set(TestPaths.contents(of: folder))
        // The dark variants name the first stills: "<scene>-t0.000" and so on.
        let firsts = Set(files.compactMap { f -> String? in
            guard let r = f.range(of: #"\.dark\.png$"#, options: .regularExpression) else { return nil }
            return String(f[..<r.lowerBound])
        })
        #expect(firsts.count >= 4, "\(files.sorted())")
        for still in firsts {
            for variant in ["accessibilityExtraExtraLarge", "rtl"] { #expect(files.contains("\(still).\(variant).png"), "\(still) \(variant)") }
            #expect(files.contains("\(still).png"))
        }
        #expect(files.contains("traits-contact-sheet.png"))
    }
}
