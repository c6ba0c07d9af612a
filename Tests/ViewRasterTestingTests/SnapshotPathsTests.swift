import Foundation
import Testing
@testable import ViewRasterTesting
import ViewRasterRaster

/// The paths an assertion remembers (`SnapshotPaths`, `SnapshotLocation.packageRoot(forFile:)`)
/// are those it would build again, and a change of settings between assertions is never
/// answered from an entry of other settings.
@Suite struct SnapshotPathsTests {
    @Test func rememberedReferencePathsAreTheLocationsOwn() {
        let root = URL(fileURLWithPath: "/tmp/vrt-paths/pkg")
        let location = SnapshotLocation(packageRoot: root, artifacts: root.appendingPathComponent(".build/snapshot-failures"),
                                        fileName: "CardTests", baseName: "testCard.dark")
        for _ in 0..<2 {
            let paths = SnapshotPaths.reference(location, pathExtension: "png")
            #expect(paths.path == "/tmp/vrt-paths/pkg/Snapshots/CardTests/testCard.dark.png")
            #expect(paths.url == location.reference(pathExtension: "png"))
            #expect(paths.relative == "Snapshots/CardTests/testCard.dark.png")
            #expect(paths.artifactFolder == "/tmp/vrt-paths/pkg/.build/snapshot-failures/CardTests")
        }
        // Another extension, base name or reference root is another entry.
        #expect(SnapshotPaths.reference(location, pathExtension: "txt").path == "/tmp/vrt-paths/pkg/Snapshots/CardTests/testCard.dark.txt")
        var other = location
        other.baseName = "testCard.light"
        #expect(SnapshotPaths.reference(other, pathExtension: "png").relative == "Snapshots/CardTests/testCard.light.png")
        other.referenceRoot = URL(fileURLWithPath: "/tmp/vrt-paths/pkg/Tests/__Snapshots__")
        #expect(SnapshotPaths.reference(other, pathExtension: "png").relative == "Tests/__Snapshots__/CardTests/testCard.light.png")
        // A reference outside the package root is named by its whole path.
        other.referenceRoot = URL(fileURLWithPath: "/tmp/vrt-elsewhere")
        #expect(SnapshotPaths.reference(other, pathExtension: "png").relative == "/tmp/vrt-elsewhere/CardTests/testCard.light.png")
    }

    @Test func fileNameIsTheLastComponentWithoutItsExtension() {
        #expect(SnapshotPaths.fileName("/work/pkg/Tests/AppTests/CardTests.swift") == "CardTests")
        #expect(SnapshotPaths.fileName("/work/pkg/Tests/AppTests/CardTests.swift") == "CardTests")
        #expect(SnapshotPaths.fileName("/work/pkg/Tests/Card.Tests.swift") == "Card.Tests")
        #expect(SnapshotPaths.fileName("/work/pkg/Tests/NoExtension") == "NoExtension")
    }

    @Test func packageRootAskedAgainByFileIsTheSame() throws {
        let first = try SnapshotLocation.packageRoot(forFile: #filePath)
        let again = try SnapshotLocation.packageRoot(forFile: #filePath)
        #expect(first == again)
        #expect(FileManager.default.fileExists(atPath: again.appendingPathComponent("Package.swift").path))
        // A file in another package finds its own root, before and after this one was remembered.
        let other = try TempRoot()
        defer { other.remove() }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: other.url.appendingPathComponent("Package.swift"))
        let file = other.url.appendingPathComponent("Tests/XTests/XTests.swift").path
        #expect(try SnapshotLocation.packageRoot(forFile: file).standardizedFileURL.path == other.url.standardizedFileURL.path)
        #expect(try SnapshotLocation.packageRoot(forFile: file).standardizedFileURL.path == other.url.standardizedFileURL.path)
        #expect(try SnapshotLocation.packageRoot(forFile: #filePath) == first)
    }

    @Test func sanitizeKeepsLettersMarksNumbersAndUnderscoreOnly() {
        // ASCII: the digits, the Latin letters and `_`; everything else separates words.
        for value in 0..<128 {
            let scalar = Unicode.Scalar(UInt8(value))
            let kept = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F
            #expect(SnapshotLocation.isWordScalar(scalar) == kept, "U+\(String(value, radix: 16))")
            #expect(SnapshotLocation.isWordScalar(scalar) == (CharacterSet.alphanumerics.contains(scalar) || scalar == "_"))
        }
        // Beyond ASCII, letters, marks and numbers stay; symbols and punctuation separate.
        #expect(SnapshotLocation.sanitize("café au lait") == "café-au-lait")
        #expect(SnapshotLocation.sanitize("e\u{301}cran") == "e\u{301}cran")
        #expect(SnapshotLocation.sanitize("日本語テスト") == "日本語テスト")
        #expect(SnapshotLocation.sanitize("price €5 — ok") == "price-5-ok")
        #expect(SnapshotLocation.sanitize("٣ items") == "٣-items")
    }
}
