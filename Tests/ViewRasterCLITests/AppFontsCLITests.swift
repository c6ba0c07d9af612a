import Foundation
import Testing
import ViewRasterTestSupport
import ViewRasterText

/// Fonts an app ships, from the CLI: `--font-folder DIR` and fonts beside the xib, found by a
/// `<fontDescription name="…">`'s PostScript name. The face is a copy of Noto Sans Symbols from
/// `Fonts/` (bundled only as a fallback for symbols, so its name resolves to nothing until a copy
/// is registered); it has Latin letters with advances of its own.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct AppFontsCLITests {
    static let name = "NotoSansSymbols-Regular"
    static let text = "Label"
    static let size = 40.0
    static let fallbackWarning = "\"\(name)\" is not bundled"

    /// A 300×100 view with one label pinned top-leading, so its width is its intrinsic width.
    let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="48"/>
                        <fontDescription key="fontDescription" name="\(name)" family="Noto Sans Symbols" pointSize="\(size)"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                <constraints>
                    <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    /// The width of `text` at `size` from the advances of the font file `file` in `Fonts/`.
    static func advanceWidth(_ file: String) throws -> Double {
        let face = try FontFace(path: TestPaths.packageRoot.appendingPathComponent("Fonts/\(file)").path)
        let units = text.unicodeScalars.map { face.advanceUnits(glyph: face.glyph(for: $0)) }.reduce(0, +)
        return Double(units) / Double(face.unitsPerEm) * size
    }

    /// A scratch folder with `sub/L.xib` (sub may be "") and the font copied to each of `fonts`
    /// (paths relative to the folder).
    func project(xibIn sub: String, fonts: [String], test: String = #function) throws -> (folder: URL, xib: URL) {
        let folder = try TestPaths.temporaryFolder(test)
        let xibFolder = folder.appendingPathComponent(sub)
        try FileManager.default.createDirectory(at: xibFolder, withIntermediateDirectories: true)
        let file = xibFolder.appendingPathComponent("L.xib")
        try Data(xib.utf8).write(to: file)
        for f in fonts {
            let to = folder.appendingPathComponent(f)
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TestPaths.packageRoot.appendingPathComponent("Fonts/\(Self.name).ttf"), to: to)
        }
        return (folder, file)
    }

    /// The label's laid-out width and the run's stderr.
    func labelWidth(_ file: URL, _ flags: [String]) throws -> (width: Double, stderr: String) {
        let r = try BuiltCLI.run(["layout", file.path, "--json"] + flags)
        try #require(r.status == 0, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let views = object?["views"] as? [[String: Any]] ?? []
        let frame = try #require(views.first { $0["id"] as? String == "lbl" }?["frame"] as? [Double])
        return (frame[2], r.stderr)
    }

    /// Without the folder the name falls back to Liberation Sans (with its warning); with it the
    /// label measures with the shipped face's advances (within the @2x canvas's half-point snap).
    @Test func aFontFolderGivesTheLabelItsFace() throws {
        let own = try Self.advanceWidth("\(Self.name).ttf"), fallback = try Self.advanceWidth("LiberationSans-Regular.ttf")
        try #require(abs(own - fallback) > 1.5, "the two faces must measure apart for the test to tell them apart")
        let (folder, file) = try project(xibIn: "Views", fonts: ["Resources/Fonts/Brand.ttf"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try labelWidth(file, [])
        #expect(abs(before.width - fallback) <= 0.5, "\(before.width) vs \(fallback)")
        #expect(before.stderr.contains(Self.fallbackWarning), "\(before.stderr)")
        let after = try labelWidth(file, ["--font-folder", folder.appendingPathComponent("Resources/Fonts").path])
        #expect(abs(after.width - own) <= 0.5, "\(after.width) vs \(own)")
        #expect(!after.stderr.contains(Self.fallbackWarning), "\(after.stderr)")
        // Not recursive: the folder above the fonts gives nothing.
        let above = try labelWidth(file, ["--font-folder", folder.appendingPathComponent("Resources").path])
        #expect(above.stderr.contains(Self.fallbackWarning), "\(above.stderr)")
        // render takes the flag as well (and draws without the warning).
        let r = try BuiltCLI.run(["render", file.path, "-o", folder.appendingPathComponent("out.png").path,
                                  "--font-folder", folder.appendingPathComponent("Resources/Fonts").path])
        #expect(r.status == 0 && !r.stderr.contains(Self.fallbackWarning), "\(r.stderr)")
    }

    /// A font collection (`.ttc`, as Apple's `Futura.ttc` some apps ship) in the folder registers
    /// every face, as iOS does: the label's face is the collection's second, and it measures with
    /// that face's advances, without the fallback.
    @Test func everyFaceOfACollectionIsRegistered() throws {
        let (folder, file) = try project(xibIn: "", fonts: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let faces = ["NotoSansHebrew-Regular.ttf", "\(Self.name).ttf"].map { TestPaths.packageRoot.appendingPathComponent("Fonts/\($0)") }
        try FontCollectionFile.make(from: faces).write(to: fonts.appendingPathComponent("Pair.ttc"))
        let r = try labelWidth(file, ["--font-folder", fonts.path])
        #expect(abs(r.width - (try Self.advanceWidth("\(Self.name).ttf"))) <= 0.5, "\(r.width)")
        #expect(!r.stderr.contains(Self.fallbackWarning), "\(r.stderr)")
    }

    /// A font beside a localized xib's `.lproj` (its bundle's resources) needs no flag.
    @Test func aFontBesideTheFileIsRegistered() throws {
        let (folder, file) = try project(xibIn: "Base.lproj", fonts: ["Brand.otf"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try labelWidth(file, [])
        #expect(abs(r.width - (try Self.advanceWidth("\(Self.name).ttf"))) <= 0.5, "\(r.width)")
        #expect(!r.stderr.contains(Self.fallbackWarning), "\(r.stderr)")
    }

    /// A file that is not a font: in a folder the user named, a one-line error naming it (exit 2);
    /// beside the xib, a warning and the file skipped. A second file with the same PostScript
    /// name: the first by file name wins, with a warning.
    @Test func badAndDuplicateFonts() throws {
        let (folder, file) = try project(xibIn: "", fonts: ["fonts/B.ttf", "fonts/A.ttf"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad")
        try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
        try Data("not a font".utf8).write(to: bad.appendingPathComponent("Broken.ttf"))
        for command in ["layout", "inspect", "render"] {
            let out = command == "render" ? ["-o", folder.appendingPathComponent("x.png").path] : []
            let r = try BuiltCLI.run([command, file.path, "--font-folder", bad.path] + out)
            #expect(r.status == 2, "\(command): \(r.stderr)")
            #expect(r.stderr.contains("Broken.ttf") && r.stderr.split(separator: "\n").count == 1, "\(command): \(r.stderr)")
        }
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("Stray.ttf"))
        let fonts = folder.appendingPathComponent("fonts").path
        let r = try BuiltCLI.run(["layout", file.path, "--font-folder", fonts])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Stray.ttf is not a font file; skipped"), "\(r.stderr)")
        #expect(r.stderr.contains("B.ttf: font \(Self.name) is already registered from \(fonts)/A.ttf"), "\(r.stderr)")
        #expect(!r.stderr.contains(Self.fallbackWarning), "\(r.stderr)")
    }

    /// `render-all` registers the fonts of every folder of the project that holds one (here
    /// `Resources/Fonts/`, beside no xib) before the first file.
    @Test func renderAllRegistersTheProjectsFonts() throws {
        let (folder, _) = try project(xibIn: "Views", fonts: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        func run(_ out: String) throws -> String {
            let r = try BuiltCLI.run(["render-all", folder.path, "-o", folder.appendingPathComponent(out).path])
            #expect(r.status == 0, "\(r.stderr)")
            return r.stderr
        }
        #expect(try run("out1").contains(Self.fallbackWarning))
        let fonts = folder.appendingPathComponent("Resources/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestPaths.packageRoot.appendingPathComponent("Fonts/\(Self.name).ttf"),
                                         to: fonts.appendingPathComponent("Brand.ttf"))
        let after = try run("out2")
        #expect(!after.contains(Self.fallbackWarning), "\(after)")
    }

    /// Every command that loads a xib or storyboard lists the flag.
    @Test func helpListsTheFlag() throws {
        for command in ["render", "frames", "layout", "inspect", "render-all"] {
            let r = try BuiltCLI.run([command, "--help"])
            #expect((r.stdout + r.stderr).contains("--font-folder DIR"), "\(command)")
        }
    }
}
