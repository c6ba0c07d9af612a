import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterOutput
import ViewRasterTestSupport

/// A storyboard that names no `<device>` (Xcode 5–8 files without a "View as" device, size
/// classes "Any/Any") is shown by IB at the size its scene's view stored — 600 × 600 for a
/// size-class file — and `layout` lays it out there; `render` draws that canvas too, not the
/// default iPhone's screen. The fixture is written here: an Xcode 7 storyboard (no safe-area
/// guides) whose 600 × 600 root holds a 100 × 50 red box pinned 20 pt from its trailing and
/// bottom edges: IB stored it at (480, 530), which is where the canvas puts it (600 − 20 − 100,
/// 600 − 20 − 50). On an iPhone 8 it would be at (255, 597).
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct NoDeviceStoryboardRenderTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9060" systemVersion="15B42" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nd-ctl-001">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="9051"/>
        </dependencies>
        <scenes>
            <scene sceneID="nd-scn-001">
                <objects>
                    <viewController id="nd-ctl-001" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="nd-tg-001"/>
                            <viewControllerLayoutGuide type="bottom" id="nd-bg-001"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="nd-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nd-vw-002">
                                    <rect key="frame" x="480" y="530" width="100" height="50"/>
                                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="nd-cn-001"/>
                                        <constraint firstAttribute="height" constant="50" id="nd-cn-002"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <constraints>
                                <constraint firstAttribute="trailing" secondItem="nd-vw-002" secondAttribute="trailing" constant="20" id="nd-cn-003"/>
                                <constraint firstAttribute="bottom" secondItem="nd-vw-002" secondAttribute="bottom" constant="20" id="nd-cn-004"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="nd-fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """


    @Test func aSceneOfAFileWithoutADeviceIsDrawnAtItsStoredSize() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("AnyAny.storyboard")
        try Self.storyboard.write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("anyany.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", file.path, "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        let frames = try drawnFrames(json)
        let root = frames["nd-vw-001"]
        let box = frames["nd-vw-002"]
        #expect(root == [0, 0, 600, 600])
        #expect(box == [480, 530, 100, 50])
        // At @2x (a canvas of its own size is drawn as a freeform one): 1200 × 1200 px, the box
        // at pixels 960..<1160 × 1060..<1160, white around it.
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 1200 && png.height == 1200)
        #expect(rgb(png, 960, 1060) == [255, 0, 0] && rgb(png, 1159, 1159) == [255, 0, 0])
        #expect(rgb(png, 959, 1100) == [255, 255, 255] && rgb(png, 1000, 1059) == [255, 255, 255])
        #expect(rgb(png, 1160, 1100) == [255, 255, 255] && rgb(png, 1000, 1160) == [255, 255, 255])
    }

    @Test func aNavigationControllerSceneIsTheSizeOfItsRootsView() throws {
        // The same scene as the root of a navigation controller, the initial scene: a container
        // has no view of its own in the file, and IB draws it at its root's size; the root's
        // view is under a translucent bar, so the box stays at (480, 530) on a 1200 × 1200 px
        // canvas (it would be at (255, 597) on the iPhone 8's screen).
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("AnyAnyNavigation.storyboard")
        let navigation = """
                <scene sceneID="nd-scn-002">
                    <objects>
                        <navigationController id="nd-nav-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nd-nb-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="nd-ctl-001" kind="relationship" relationship="rootViewController" id="nd-sg-001"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="nd-fr-002" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        """
        let text = Self.storyboard
            .replacingOccurrences(of: #"initialViewController="nd-ctl-001""#, with: #"initialViewController="nd-nav-001""#)
            .replacingOccurrences(of: "    </scenes>", with: navigation)
        try #require(text.contains("nd-nav-001") && text.contains("rootViewController"))
        try text.write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("navigation.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", file.path, "-o", out.path, "--frames-json", json.path])
        try #require(r.status == 0, "\(r.stderr)")
        let frames = try drawnFrames(json)
        let box = frames["nd-vw-002"]
        #expect(box == [480, 530, 100, 50])
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 1200 && png.height == 1200)
        #expect(rgb(png, 960, 1060) == [255, 0, 0] && rgb(png, 1159, 1159) == [255, 0, 0])
    }

    @Test func aDeviceGivenOnTheCommandLineStillWins() throws {
        // `--device iphone-8`: the scene fills that screen (375 × 667), the box 20 pt from its
        // trailing and bottom edges: (255, 597).
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("AnyAny.storyboard")
        try Self.storyboard.write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("iphone.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", file.path, "-o", out.path, "--frames-json", json.path, "--device", "iphone-8"])
        try #require(r.status == 0, "\(r.stderr)")
        let frames = try drawnFrames(json)
        let box = frames["nd-vw-002"]
        #expect(box == [255, 597, 100, 50])
        let png = try PNG.read(contentsOf: out)
        #expect(png.width == 750 && png.height == 1334)
    }
}
