import Foundation
import Testing
import ViewRasterNib
import ViewRasterViews
import ViewRasterOutput

/// A storyboard scene's images are found as a xib's are: beside the storyboard and, when it
/// sits in a `.lproj` folder, in that folder's parent. The storyboard works those folders out
/// once and every scene instantiated from it searches them, the first time and each time after.
@MainActor @Suite struct StoryboardSceneImageFolderTests {
    /// `project/Base.lproj/Main.storyboard`, one scene whose root holds an image view of
    /// `shared` (a red PNG in `project/`) and one of `local` (a blue PNG in `Base.lproj/`).
    func storyboard(_ root: URL) throws -> URL {
        let fm = FileManager.default
        try? fm.removeItem(at: root)
        try fm.createDirectory(at: root.appendingPathComponent("project/Base.lproj"), withIntermediateDirectories: true)
        try ImageFolderTests.Project.solid(255, 0, 0).write(to: root.appendingPathComponent("project/shared.png"))
        try ImageFolderTests.Project.solid(0, 0, 255).write(to: root.appendingPathComponent("project/Base.lproj/local.png"))
        let url = root.appendingPathComponent("project/Base.lproj/Main.storyboard")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scene-vc1">
                        <objects>
                            <viewController id="vc1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <imageView image="shared" id="a">
                                            <rect key="frame" x="0.0" y="0.0" width="2" height="2"/>
                                        </imageView>
                                        <imageView image="local" id="b">
                                            <rect key="frame" x="0.0" y="10" width="2" height="2"/>
                                        </imageView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8).write(to: url)
        return url
    }

    @Test func everyInstantiationFindsTheImagesBesideTheStoryboardAndInTheLprojParent() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sbimgfolders-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let sb = try Storyboard(contentsOf: try storyboard(root), options: NibOptions(registry: NibClassRegistry()))
        for round in 0..<3 {
            let controller = try #require(try sb.instantiateInitialViewController())
            let images = controller.view.subviews.map { ($0 as? ImageView)?.image }
            #expect(images.count == 2)
            #expect(ImageFolderTests.rgb(images.first ?? nil) == [255, 0, 0], "round \(round)")
            #expect(ImageFolderTests.rgb(images.last ?? nil) == [0, 0, 255], "round \(round)")
            #expect(!sb.warnings.contains { $0.message.contains("not found") }, "\(sb.warnings)")
        }
    }

    @Test func aStoryboardWithoutAFileSearchesNoFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sbimgnofolder-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let data = try Data(contentsOf: try storyboard(root))
        let sb = try Storyboard(data: data, name: "Main.storyboard", options: NibOptions(registry: NibClassRegistry()))
        for _ in 0..<2 {
            let controller = try #require(try sb.instantiateInitialViewController())
            for view in controller.view.subviews {
                #expect((view as? ImageView)?.image?.bitmap.source?.hasPrefix("placeholder:") == true)
            }
        }
        #expect(sb.warnings.contains { $0.message.contains("\"shared\" not found") }, "\(sb.warnings)")
    }
}
