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
