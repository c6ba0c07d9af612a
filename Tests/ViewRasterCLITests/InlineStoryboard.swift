import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterOutput
import ViewRasterTestSupport

/// A storyboard written in a test, in Xcode 14.1's format (toolsVersion 21701, safe areas),
/// on `device` in portrait, with `scenes` and the scene `initial` as its initial controller.
func inlineStoryboard(device: String = "retina4_7", initial: String, _ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// Writes `storyboard` to a folder of its own named for the test (`name`), runs `viewraster
/// render` on it with `--frames-json` and `arguments`, and returns the frames drawn (by view
/// id) and the PNG.
func renderInlineStoryboard(_ storyboard: String, _ arguments: [String] = [], name: String) throws -> ([String: [Double]], Bitmap) {
    let folder = try TestPaths.temporaryFolder(name)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Inline.storyboard")
    try storyboard.write(to: file, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("drawn.png"), json = folder.appendingPathComponent("frames.json")
    let r = try BuiltCLI.run(["render", file.path, "-o", out.path, "--frames-json", json.path] + arguments)
    try #require(r.status == 0, "\(r.stderr)")
    return (try drawnFrames(json), try PNG.read(contentsOf: out))
}

/// A 100 × 50 box of an inline scene (`inlineScene`): the view `<scene id>-<name>`, filled
/// with `color` (`red`, `green` and `blue` components 0 or 1), 20 pt from the safe area's
/// leading edge and 10 pt from its top (`pinnedToTop`) or bottom, stored at `y`.
struct InlineBox {
    let name: String, color: (red: Int, green: Int, blue: Int), y: Int, pinnedToTop: Bool
}

/// A storyboard scene `id` (controller `id`, root `<id>-root`, safe area `<id>-sa`) whose
/// `width` × `height` root holds `boxes`, with `extra` XML (simulated metrics, a tab bar
/// item, connections) after its view.
func inlineScene(_ id: String, identifier: String? = nil, width: Int, height: Int, boxes: [InlineBox], extra: String = "") -> String {
    var views = "", pins = ""
    for (n, b) in boxes.enumerated() {
        views += """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-\(b.name)">
                                        <rect key="frame" x="20" y="\(b.y)" width="100" height="50"/>
                                        <color key="backgroundColor" red="\(b.color.red)" green="\(b.color.green)" blue="\(b.color.blue)" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="\(id)-w\(n)"/>
                                            <constraint firstAttribute="height" constant="50" id="\(id)-h\(n)"/>
                                        </constraints>
                                    </view>

        """
        let vertical = b.pinnedToTop
            ? #"firstItem="\#(id)-\#(b.name)" firstAttribute="top" secondItem="\#(id)-sa" secondAttribute="top""#
            : #"firstItem="\#(id)-sa" firstAttribute="bottom" secondItem="\#(id)-\#(b.name)" secondAttribute="bottom""#
        pins += """
                                    <constraint firstItem="\(id)-\(b.name)" firstAttribute="leading" secondItem="\(id)-sa" secondAttribute="leading" constant="20" id="\(id)-l\(n)"/>
                                    <constraint \(vertical) constant="10" id="\(id)-v\(n)"/>

        """
    }
    return """
            <scene sceneID="\(id)-scn">
                <objects>
                    <viewController \(identifier.map { "storyboardIdentifier=\"\($0)\" " } ?? "")id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(views)                        </subviews>
                            <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
                            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <constraints>
    \(pins)                        </constraints>
                        </view>
                        \(extra)
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
    """
}
