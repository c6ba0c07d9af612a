import Foundation
import Testing
import ViewRasterOutput
import ViewRasterTestSupport

/// A xib that names no `<device>` (an Xcode 6–7 size-class file, "Any/Any") is shown by IB in
/// the base (`default`) state of its size-class variations, the state its frames are stored in,
/// and `layout` lays it out so; `render` without `--device`/`--size` draws that canvas too, not
/// the default iPhone's compact-width classes. The fixture is written here: an Xcode 7 xib whose
/// 600 × 600 view holds a 100 × 50 red box pinned 20 pt from its trailing edge and 30 pt from
/// its top, the trailing constant 200 for `widthClass=compact`: IB stored it at x = 480 = 600 −
/// 20 − 100 (the base); the compact variation would put it at 300 = 600 − 200 − 100.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct NoDeviceXibVariationRenderTests {
    static let xib = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="9531" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="9529"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="aa-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aa-vw-002">
                        <rect key="frame" x="480" y="30" width="100" height="50"/>
                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="aa-cn-001"/>
                            <constraint firstAttribute="height" constant="50" id="aa-cn-002"/>
                        </constraints>
                    </view>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="aa-vw-002" secondAttribute="trailing" constant="20" id="aa-cn-003">
                        <variation key="widthClass=compact" constant="200"/>
                    </constraint>
                    <constraint firstItem="aa-vw-002" firstAttribute="top" secondItem="aa-vw-001" secondAttribute="top" constant="30" id="aa-cn-004"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test func aViewOfAFileWithoutADeviceIsDrawnInTheBaseSizeClassState() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("AnyAny.xib")
        try Self.xib.write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("anyany.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", file.path, "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        let frames = try drawnFrames(json)
        #expect(frames["aa-vw-001"] == [0, 0, 600, 600])
        #expect(frames["aa-vw-002"] == [480, 30, 100, 50])
        // At @2x: the box covers pixels 960..<1160 × 60..<160, white to its left (where the
        // compact variation would have put it, 600..<800).
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 1200 && png.height == 1200)
        #expect(rgb(png, 960, 60) == [255, 0, 0] && rgb(png, 1159, 159) == [255, 0, 0])
        #expect(rgb(png, 959, 100) == [255, 255, 255] && rgb(png, 700, 100) == [255, 255, 255])
    }

    @Test func onAnIPhoneTheCompactVariationApplies() throws {
        // `--device` puts the view on a screen whose classes choose: an iPhone 8's width is
        // compact, so the trailing constant is 200 and the box, 375 − 200 − 100 = 75.
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("AnyAny.xib")
        try Self.xib.write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("phone.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", file.path, "--device", "iphone-8", "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        #expect(try drawnFrames(json)["aa-vw-002"]?[0] == 75)
    }
}
