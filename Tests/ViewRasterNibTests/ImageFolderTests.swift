import Foundation
import Testing
import ViewRasterNib
import ViewRasterViews
import ViewRasterOutput

/// Images are read only inside the xib's folder (a `.lproj` folder's parent too), asset
/// catalogs there and the folders the caller names: a name holding `..` or an absolute path,
/// or a link leaving those folders, draws the placeholder with a warning, never the file.
@MainActor @Suite struct ImageFolderTests {
    /// A folder `project/` holding `Base.lproj/V.xib` with the given image views, a red
    /// `shared.png` beside `Base.lproj`, and a green `secret/topsecret.png` outside `project/`.
    @MainActor struct Project {
        let root: URL
        var xibURL: URL { root.appendingPathComponent("project/Base.lproj/V.xib") }
        var secret: URL { root.appendingPathComponent("secret/topsecret.png") }

        init(_ name: String, imageViews: String) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("imgfolders-\(name)-\(getpid())")
            let fm = FileManager.default
            try? fm.removeItem(at: root)
            try fm.createDirectory(at: root.appendingPathComponent("project/Base.lproj"), withIntermediateDirectories: true)
            try fm.createDirectory(at: root.appendingPathComponent("secret"), withIntermediateDirectories: true)
            try fm.createDirectory(at: root.appendingPathComponent("extra"), withIntermediateDirectories: true)
            try Project.solid(255, 0, 0).write(to: root.appendingPathComponent("project/shared.png"))
            try Project.solid(0, 255, 0).write(to: secret)
            try Project.solid(0, 0, 255).write(to: root.appendingPathComponent("extra/caller.png"))
            try Data(xib(imageViews).utf8).write(to: xibURL)
        }

        /// A 2×2 opaque PNG of one color.
        static func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8) throws -> Data {
            try PNG.encode(Bitmap(width: 2, height: 2, premultipliedPixels: Array([[UInt8]](repeating: [r, g, b, 255], count: 4).joined())))
        }

        func load(folders: [URL] = []) throws -> (images: [Image?], warnings: [NibWarning]) {
            let nib = try Nib(contentsOf: xibURL, options: NibOptions(registry: NibClassRegistry(), imageFolders: folders))
            let top = try nib.instantiate(withOwner: nil)
            return (top.map { ($0 as? ImageView)?.image }, nib.warnings)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// The first pixel's RGB.
    static func rgb(_ image: Image?) -> [UInt8] { Array(image?.bitmap.pixels.prefix(3) ?? []) }

    @Test func dotDotNamesAreRefusedAndTheFileIsNotRead() throws {
        let p = try Project("dotdot", imageViews: #"""
            <imageView image="../../secret/topsecret" id="a"/>
            <imageView image="../../secret/topsecret.png" id="b"/>
            <imageView image="sub/../../../secret/topsecret" id="c"/>
            """#)
        defer { p.remove() }
        let (images, warnings) = try p.load()
        for image in images {
            #expect(Self.rgb(image) != [0, 255, 0], "the secret's pixels were drawn")
            #expect(image?.bitmap.source?.hasPrefix("placeholder:") == true)
        }
        #expect(warnings.filter { $0.message.contains("is refused") }.count == 3, "\(warnings)")
    }

    @Test func absoluteNamesAreRefused() throws {
        let p = try Project("absolute", imageViews: "")
        defer { p.remove() }
        try Data(xib(#"<imageView image="\#(p.secret.path)" id="a"/>"#).utf8).write(to: p.xibURL)
        let (images, warnings) = try p.load()
        #expect(Self.rgb(images[0]) != [0, 255, 0])
        #expect(warnings.contains { $0.message.contains("is refused") && $0.location.file == "V.xib" }, "\(warnings)")
    }

    @Test func aLinkLeavingTheFolderIsRefused() throws {
        let p = try Project("link", imageViews: #"<imageView image="logo" id="a"/>"#)
        defer { p.remove() }
        try FileManager.default.createSymbolicLink(at: p.xibURL.deletingLastPathComponent().appendingPathComponent("logo.png"),
                                                   withDestinationURL: p.secret)
        let (images, warnings) = try p.load()
        #expect(Self.rgb(images[0]) != [0, 255, 0])
        #expect(warnings.contains { $0.message.contains("link leaving the image folders") }, "\(warnings)")
    }

    @Test func aLinkInsideTheFolderIsFollowed() throws {
        let p = try Project("innerlink", imageViews: #"<imageView image="alias" id="a"/>"#)
        defer { p.remove() }
        try FileManager.default.createSymbolicLink(atPath: p.xibURL.deletingLastPathComponent().appendingPathComponent("alias.png").path,
                                                   withDestinationPath: "../shared.png")
        // Base.lproj/alias.png → ../shared.png leaves Base.lproj but stays in its parent, also searched.
        let (images, warnings) = try p.load()
        #expect(Self.rgb(images[0]) == [255, 0, 0])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func theLprojParentAndCallerFoldersAreSearched() throws {
        let p = try Project("parent", imageViews: #"<imageView image="shared" id="a"/><imageView image="caller" id="b"/>"#)
        defer { p.remove() }
        let (withoutFolder, warnings) = try p.load()
        #expect(Self.rgb(withoutFolder[0]) == [255, 0, 0])
        #expect(withoutFolder[1]?.bitmap.source?.hasPrefix("placeholder:") == true)
        #expect(warnings.contains { $0.message.contains("\"caller\" not found") })
        let (withFolder, _) = try p.load(folders: [p.root.appendingPathComponent("extra")])
        #expect(Self.rgb(withFolder[1]) == [0, 0, 255])
    }
}
