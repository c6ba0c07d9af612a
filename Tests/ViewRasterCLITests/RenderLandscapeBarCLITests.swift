import Foundation
import Testing
import ViewRasterTestSupport

/// `render` and `layout` draw one navigation bar on an iPhone in landscape (docs/canvas-rules.md,
/// "Bars in landscape"): UIKit's compact 32 pt bar where the phone is compact-width in landscape
/// too, the 44 pt bar on a Plus, Max or XR/11-sized one, which is regular-width there. A
/// navigation controller's root holds `sub` pinned to its safe area's top (landscape has no
/// status bar), so `sub` is at the bar's height; the file is of a future Xcode (99999), whose
/// canvas metrics are the ones `render` draws with. Frames by hand.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct RenderLandscapeBarCLITests {
    /// The storyboard on `device` in landscape; its root view is `size` (the screen turned).
    func storyboard(device: String, size: (Int, Int)) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="99999" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="\(device)" orientation="landscape" appearance="light"/>
            <scenes>
                <scene sceneID="scene-nav">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                                <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="32"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="vc1" kind="relationship" relationship="rootViewController" id="seg-nav"/></connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="scene-vc1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sub">
                                        <rect key="frame" x="20" y="32" width="10" height="10"/>
                                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="root-sa"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="sub" firstAttribute="top" secondItem="root-sa" secondAttribute="top" id="c-t"/>
                                    <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-l"/>
                                    <constraint firstItem="sub" firstAttribute="width" constant="10" id="c-w"/>
                                    <constraint firstItem="sub" firstAttribute="height" constant="10" id="c-h"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Title" id="item"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// `sub`'s y as `layout` lays the file out and as `render` draws it.
    func subY(device: String, size: (Int, Int)) throws -> (layout: Double?, render: Double?) {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Landscape.storyboard")
        try storyboard(device: device, size: size).write(to: file, atomically: true, encoding: .utf8)
        let json = folder.appendingPathComponent("frames.json"), png = folder.appendingPathComponent("out.png")
        let l = try BuiltCLI.run(["layout", file.path, "--json", "--intrinsic", "stored"])
        let r = try BuiltCLI.run(["render", file.path, "--intrinsic", "stored", "--frames-json", json.path, "-o", png.path])
        try #require(l.status == 0 && r.status == 0, "\(l.stderr) \(r.stderr)")
        func y(_ data: Data) throws -> Double? {
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let views = object["views"] as? [[String: Any]] ?? []
            return (views.first { $0["id"] as? String == "sub" }?["frame"] as? [Double])?[1]
        }
        return (try y(Data(l.stdout.utf8)), try y(Data(contentsOf: json)))
    }

    @Test func aCompactWidthPhoneHasThe32PointBarInBoth() throws {
        // An iPhone 8 turned: 667 × 375, compact × compact.
        let y = try subY(device: "retina4_7", size: (667, 375))
        #expect(y.layout == 32 && y.render == 32)
    }

    @Test func aRegularWidthPhoneKeepsThe44PointBarInBoth() throws {
        // An iPhone 8 Plus turned (736 × 414) and an XR (896 × 414): regular width; `render`
        // drew 32 here before session layout23.
        let plus = try subY(device: "retina5_5", size: (736, 414))
        #expect(plus.layout == 44 && plus.render == 44)
        let xr = try subY(device: "retina6_1", size: (896, 414))
        #expect(xr.layout == 44 && xr.render == 44)
    }
}
