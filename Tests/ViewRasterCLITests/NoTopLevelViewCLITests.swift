import Foundation
import Testing
import ViewRasterTestSupport

/// A xib whose top level holds no view — only placeholders, or a custom object and a gesture
/// recognizer (a data source or a recognizer the owner's code attaches) — is one UINib
/// instantiates: `instantiate(withOwner:options:)` returns those objects, none of them a view.
/// `layout` lays out no view of it (0 / 0, exit 0); `render` and `frames` have nothing to draw
/// and refuse it as bad input, as they refuse a storyboard without scenes: exit 2, one line
/// naming the file and what its top level holds, no PNG and no frames JSON written. The xibs
/// are written by hand (held-out set AS's one such file holds only File's Owner and First
/// Responder).
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct NoTopLevelViewCLITests {
    /// A document whose `<objects>` are the two placeholders and then `objects`.
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        </document>
        """
    }

    let objects = xib("""
                <customObject id="10" customClass="ProfileDataSource"/>
                <tapGestureRecognizer id="11">
                    <connections>
                        <action selector="dismiss:" destination="-1" id="12"/>
                    </connections>
                </tapGestureRecognizer>
        """)

    /// The lines of `stderr` that are the command's own (not the loader's warnings).
    func refusals(_ stderr: String, _ command: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("viewraster \(command):") }
    }

    @Test func renderRefusesNamingTheFileAndItsObjectsAndWritesNothing() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ProfileObjects.xib")
        try Data(objects.utf8).write(to: file)
        let out = folder.appendingPathComponent("out.png"), json = folder.appendingPathComponent("frames.json")
        let r = try BuiltCLI.run(["render", file.path, "-o", out.path, "--frames-json", json.path])
        #expect(r.status == 2)
        #expect(refusals(r.stderr, "render") == [
            "viewraster render: ProfileObjects.xib: the file has no top-level view to draw; its top-level objects are not views (customObject ProfileDataSource, tapGestureRecognizer)",
        ], "\(r.stderr)")
        // Nothing written, no temporary left beside the outputs.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["ProfileObjects.xib"])
    }

    @Test func placeholdersAloneAreNamed() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("TableCell.xib")
        try Data(Self.xib("").utf8).write(to: file)
        let r = try BuiltCLI.run(["render", file.path, "-o", folder.appendingPathComponent("out.png").path])
        #expect(r.status == 2)
        #expect(refusals(r.stderr, "render") == [
            "viewraster render: TableCell.xib: the file has no top-level view to draw; its top level holds only File's Owner and First Responder",
        ], "\(r.stderr)")
        let frames = try BuiltCLI.run(["frames", file.path, "--fps", "1", "--duration", "1", "-o", folder.appendingPathComponent("frames").path])
        #expect(frames.status == 2)
        #expect(refusals(frames.stderr, "frames").count == 1 && frames.stderr.contains("TableCell.xib: the file has no top-level view to draw"), "\(frames.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["TableCell.xib"])
    }

    @Test func layoutLoadsItAndLaysOutNoView() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ProfileObjects.xib")
        try Data(objects.utf8).write(to: file)
        let r = try BuiltCLI.run(["layout", file.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect((object["views"] as? [Any])?.isEmpty == true)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["agree"] == 0 && summary["total"] == 0)
    }
}
