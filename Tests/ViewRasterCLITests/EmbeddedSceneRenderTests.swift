import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterOutput
import ViewRasterTestSupport

/// A scene that is only ever a container view's child (the destination of an `embed` segue)
/// and is the one `render` draws (here the file's first scene, there being no initial one; or
/// `--object`) is drawn as IB's canvas lays it out: at its stored size with the status bar in
/// its safe area and no bars or home indicator (docs/canvas-rules.md, "Scenes"), at iOS 17's
/// metrics as `render` draws every canvas. The fixture is written here: on an iPhone 8
/// document, a 300 × 200 embedded scene holds a 100 × 50 red box pinned to its safe area's top
/// and leading edges: below the iPhone 8's 20 pt status bar, at (0, 20).
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct EmbeddedSceneRenderTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="em-scn-001">
                <objects>
                    <viewController id="em-ctl-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="em-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="em-vw-002">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="em-cn-001"/>
                                        <constraint firstAttribute="height" constant="50" id="em-cn-002"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="em-sa-001"/>
                            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <constraints>
                                <constraint firstItem="em-vw-002" firstAttribute="leading" secondItem="em-sa-001" secondAttribute="leading" id="em-cn-003"/>
                                <constraint firstItem="em-vw-002" firstAttribute="top" secondItem="em-sa-001" secondAttribute="top" id="em-cn-004"/>
                            </constraints>
                        </view>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <size key="freeformSize" width="300" height="200"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="em-fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="em-scn-002">
                <objects>
                    <viewController id="em-ctl-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="em-vw-003">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" id="em-cv-001">
                                    <rect key="frame" x="37.5" y="200" width="300" height="200"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <connections>
                                        <segue destination="em-ctl-001" kind="embed" id="em-sg-001"/>
                                    </connections>
                                </containerView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="em-sa-002"/>
                            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="em-fr-002" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """


    @Test func anEmbeddedSceneDrawnAloneHasTheStatusBarInItsSafeArea() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Embedded.storyboard")
        try Self.storyboard.write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("embedded.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", file.path, "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        let frames = try drawnFrames(json)
        let root = frames["em-vw-001"]
        let box = frames["em-vw-002"]
        #expect(root == [0, 0, 300, 200])
        #expect(box == [0, 20, 100, 50])
        // @2x: 600 × 400 px, the box at pixels 0..<200 × 40..<140, white above, below and beside it.
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 600 && png.height == 400)
        #expect(rgb(png, 0, 40) == [255, 0, 0] && rgb(png, 199, 139) == [255, 0, 0])
        #expect(rgb(png, 0, 39) == [255, 255, 255] && rgb(png, 0, 140) == [255, 255, 255] && rgb(png, 200, 40) == [255, 255, 255])
    }

    @Test func theContainerSceneStillGetsTheDevicesScreen() throws {
        // `--object` the container's controller: the scene fills the iPhone 8 (750 × 1334 px)
        // as before; its child is laid out inside the container.
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Embedded.storyboard")
        try Self.storyboard.write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("container.png")
        let r = try BuiltCLI.run(["render", file.path, "-o", out.path, "--object", "em-ctl-002"])
        try #require(r.status == 0, "\(r.stderr)")
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 750 && png.height == 1334)
    }
}
