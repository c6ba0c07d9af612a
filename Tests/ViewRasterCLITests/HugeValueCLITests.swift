import Foundation
import Testing
import ViewRasterTestSupport
import ViewRasterRaster

/// Values at the edges of Double and Int reach the CLI as clean answers or one-line errors,
/// never a trap: frames and coordinates of 1e19 points, frame indices near Int.max, slices past
/// the sequence's end or its frame limit.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle")) struct HugeValueCLITests {
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                <subviews>
                    <view contentMode="scaleToFill" id="far"><rect key="frame" x="1e19" y="0.0" width="4" height="4"/></view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                        <rect key="frame" x="0.0" y="0.0" width="4" height="4"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="1e19" id="c1"/>
                    <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test(arguments: [[], ["--compare-stored"], ["--json"], ["--intrinsic", "stored", "--compare-stored"]])
    func layoutOfHugeCoordinatesPrintsThem(flags: [String]) throws {
        let folder = try TestPaths.temporaryFolder("huge-layout-\(flags.count)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Huge.xib")
        try Data(Self.xib.utf8).write(to: url)
        let r = try BuiltCLI.run(["layout", url.path] + flags)
        #expect(r.status == 0 || r.status == 1, "\(r.stderr)")
        #expect(!r.stderr.contains("Fatal error") && !r.stderr.contains("Backtrac"), "\(r.stderr)")
        #expect(r.stdout.contains("1e+19") || r.stdout.contains("10000000000000000000"), "\(r.stdout)")
    }

    @Test(arguments: [
        (["--from", "9223372036854775806", "--to", "9223372036854775807"], "--from must be a whole number from 0 to 4611686018427387903, not '9223372036854775806'"),
        (["--from", "0", "--to", "4611686018427387903"], "--to 4611686018427387903 is past the end"),
        (["--from", "4294967296"], "below --to 2"),
        (["--to", "200000"], "--to 200000 is past the end"),
        (["--from", "1e15"], "--from must be a whole number from 0 to"),
        (["--to", "3"], "--to 3 is past the end"),
    ])
    func framesSlicesStayInsideTheSequence(flags: [String], message: String) throws {
        let folder = try TestPaths.temporaryFolder("slices-\(flags.joined())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frames")
        let r = try BuiltCLI.run(["frames", "--scene", "spinner", "--fps", "2", "--duration", "1", "--size", "8x8", "--scale", "1",
                                   "-o", out.path] + flags)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("viewraster frames: ") && r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aSliceAtTheEndIsNumberedAsInTheWholeSequence() throws {
        let folder = try TestPaths.temporaryFolder("slice-end")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frames")
        let r = try BuiltCLI.run(["frames", "--scene", "spinner", "--fps", "4", "--duration", "1", "--size", "8x8", "--scale", "1",
                                   "-o", out.path, "--from", "2", "--to", "4"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["frame-00002.png", "frame-00003.png"])
    }
}
