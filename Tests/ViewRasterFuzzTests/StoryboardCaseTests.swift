import Foundation
import Testing
import ViewRasterFuzz

/// Storyboards are fuzz inputs with a xib's promises: a well-formed one runs through load,
/// instantiation, layout and rendering; a broken one is a clean error naming the file (and a
/// line for bad XML).
@MainActor
@Suite struct StoryboardCaseTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="fz-vc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="fz-scene">
                    <objects>
                        <viewController id="fz-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="fz-root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func run(_ text: String, name: String) throws -> CaseOutcome {
        let folder = try FuzzSupport.temporaryFolder(name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("case1-fuzz.storyboard")
        try Data(text.utf8).write(to: url)
        return CaseRunner.run(fileAt: url, kind: .storyboard)
    }

    @Test func aStoryboardRunsThroughThePipeline() throws {
        #expect(try run(Self.storyboard, name: #function) == .ok)
        #expect(FuzzKind(fileName: "x.storyboard") == .storyboard)
    }

    @Test func aBrokenStoryboardIsACleanErrorNamingTheFileAndLine() throws {
        let cut = String(Self.storyboard.prefix(700))
        let outcome = try run(cut, name: #function)
        guard case .cleanError(let message) = outcome else {
            Issue.record("expected a clean error, got \(outcome)")
            return
        }
        #expect(message.contains("case1-fuzz.storyboard:"))
    }

    @Test func seedsIncludeTheGallerysStoryboards() throws {
        let root = try #require(FuzzSeed.packageRoot(from: URL(fileURLWithPath: #filePath)))
        let seeds = FuzzSeed.collect(packageRoot: root, corpus: nil)
        #expect(seeds.contains { $0.kind == .storyboard && $0.name == "Main.storyboard" })
    }

    @Test func seedsIncludeTheTestFixturesAndTheArchiveXib() throws {
        let root = try #require(FuzzSeed.packageRoot(from: URL(fileURLWithPath: #filePath)))
        let seeds = FuzzSeed.collect(packageRoot: root, corpus: nil)
        let archive = try #require(seeds.first { $0.kind == .xib && $0.name == "ArchiveBasics.xib" })
        #expect(String(decoding: archive.data, as: UTF8.self).contains("<archive"))
        #expect(seeds.contains { $0.kind == .storyboard && $0.name == "TwoScenes.storyboard" })
    }
}
