import Foundation
import Testing
@testable import ViewRasterNib
import ViewRasterViews

/// Parsed nibs are kept per process (as UIKit keeps loaded nibs); a rewritten file is parsed again.
@MainActor
struct NibCacheTests {
    func xib(width: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test func secondLoadInstantiatesFromTheCacheAndARewriteParsesAgain() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibcache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("Box.xib")
        try xib(width: 120).write(to: url, atomically: true, encoding: .utf8)
        let before = NibCache.parseCount
        let first = try Nib(contentsOf: url).instantiate(withOwner: nil).first as? View
        let second = try Nib(contentsOf: url).instantiate(withOwner: nil).first as? View
        #expect(NibCache.parseCount == before + 1)
        #expect(first?.frame.width == 120 && second?.frame.width == 120)
        #expect(first !== second) // each instantiate makes fresh objects
        // A different size on disk: parsed again, the new width is what loads.
        try xib(width: 1234).write(to: url, atomically: true, encoding: .utf8)
        let third = try Nib(contentsOf: url).instantiate(withOwner: nil).first as? View
        #expect(NibCache.parseCount == before + 2)
        #expect(third?.frame.width == 1234)
    }
}
