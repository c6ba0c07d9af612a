import Foundation
import Testing
import ViewRasterTestSupport
import ViewRasterDisplayList
import ViewRasterOutput
#if canImport(Glibc)
import Glibc
#endif

/// Outputs replace only regular files or take new paths: a FIFO or a device node (made in a
/// temporary folder, never under /dev) is left as it was, and so is an output that is an input
/// or that two outputs share.
@Suite(.serialized) struct OutputPathTests {
    static let scene = """
    {"format": "viewraster.displaylist/1", "width": 4, "height": 3, "scale": 1, "background": "#FF0000FF", "ops": []}
    """

    /// A temporary folder with `scene.json` and a FIFO `fifo.png`.
    struct Folder {
        let url: URL
        var scene: URL { url.appendingPathComponent("scene.json") }
        var fifo: URL { url.appendingPathComponent("fifo.png") }
        init(_ name: String) throws {
            url = try TestPaths.temporaryFolder("outputs-" + name)
            try Data(OutputPathTests.scene.utf8).write(to: scene)
            #expect(mkfifo(fifo.path, 0o644) == 0)
        }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    /// A character device node like /dev/null's (1, 3) at `path`, when this process may make one.
    static func makeDevice(_ path: String) -> Bool {
        mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0   // glibc makedev(1, 3)
    }
    static let canMakeDevices: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("mknod-probe-\(getpid())").path
        defer { unlink(probe) }
        return makeDevice(probe)
    }()

    @Test func atomicWriteLeavesAFIFOAlone() throws {
        let f = try Folder("atomic-fifo")
        defer { f.remove() }
        #expect(throws: RasterError.self) { try AtomicFile.write(Data("x".utf8), to: f.fifo) }
        #expect(OutputPath.kind(f.fifo.path, followingLinks: false) == "a FIFO")
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.url.path).sorted() == ["fifo.png", "scene.json"])
    }

    @Test(.enabled(if: OutputPathTests.canMakeDevices, "this process cannot make device nodes"))
    func atomicWriteLeavesADeviceNodeAlone() throws {
        let f = try Folder("atomic-device")
        defer { f.remove() }
        let device = f.path("null.png")
        #expect(Self.makeDevice(device))
        #expect(throws: RasterError.self) { try AtomicFile.write(Data("x".utf8), to: URL(fileURLWithPath: device)) }
        #expect(OutputPath.kind(device, followingLinks: false) == "a character device")
    }

    @Test func apngOntoAFIFOFailsBeforeAnyFrame() throws {
        let f = try Folder("apng-fifo")
        defer { f.remove() }
        #expect(throws: RasterError.self) { _ = try APNGWriter(url: f.fifo, frameCount: 2, fps: 10) }
        #expect(OutputPath.kind(f.fifo.path, followingLinks: false) == "a FIFO")
    }

    @Test func aRegularFileIsReplacedAndANewPathCreated() throws {
        let f = try Folder("regular")
        defer { f.remove() }
        let out = URL(fileURLWithPath: f.path("out.png"))
        try AtomicFile.write(Data("one".utf8), to: out)
        try AtomicFile.write(Data("two".utf8), to: out)
        #expect(try Data(contentsOf: out) == Data("two".utf8))
    }

    @Test(arguments: [
        ["raster", "SCENE", "-o", "FIFO"],
        ["render", "--scene", "spinner", "-o", "FIFO"],
        ["render", "--scene", "spinner", "-o", "DIR/out.png", "--display-list", "FIFO"],
        ["frames", "--scene", "spinner", "--fps", "2", "--duration", "1", "-o", "DIR/frames", "--apng", "FIFO"],
        ["frames", "--scene", "spinner", "--fps", "2", "--duration", "1", "-o", "DIR/frames", "--contact-sheet", "FIFO"],
    ])
    func commandsRefuseAFIFOOutput(arguments: [String]) throws {
        let f = try Folder("cli-fifo-\(arguments[0])-\(arguments.count)")
        defer { f.remove() }
        let args = arguments.map { $0.replacingOccurrences(of: "FIFO", with: f.fifo.path)
            .replacingOccurrences(of: "SCENE", with: f.scene.path).replacingOccurrences(of: "DIR", with: f.url.path) }
        let r = try BuiltCLI.run(args)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("viewraster \(arguments[0]): \(f.fifo.path): cannot write"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(OutputPath.kind(f.fifo.path, followingLinks: false) == "a FIFO")
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.url.path).sorted() == ["fifo.png", "scene.json"])
    }

    @Test func anOutputThatIsTheInputIsRefused() throws {
        let f = try Folder("input")
        defer { f.remove() }
        let before = try Data(contentsOf: f.scene)
        // Spelled differently: through "./" and a link to the folder.
        let link = f.path("alias")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: f.url.path)
        for out in [f.scene.path, link + "/./scene.json"] {
            let r = try BuiltCLI.run(["raster", f.scene.path, "-o", out])
            #expect(r.status == 2 && r.stderr.contains("names the input"), "\(r.stderr)")
        }
        #expect(try Data(contentsOf: f.scene) == before)
    }

    @Test func aXibRenderedOntoItselfIsRefused() throws {
        let f = try Folder("xib-input")
        defer { f.remove() }
        let xib = f.url.appendingPathComponent("V.xib")
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects><view contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="4" height="4"/></view></objects>
        </document>
        """
        try Data(text.utf8).write(to: xib)
        let r = try BuiltCLI.run(["render", xib.path, "-o", xib.path])
        #expect(r.status == 2 && r.stderr.contains("names the input"), "\(r.stderr)")
        #expect(try String(contentsOf: xib, encoding: .utf8) == text)
    }

    @Test(arguments: [
        ["render", "--scene", "spinner", "-o", "DIR/same.png", "--display-list", "DIR/same.png"],
        ["frames", "--scene", "spinner", "--fps", "2", "--duration", "1", "-o", "DIR/frames", "--apng", "DIR/same.png", "--contact-sheet", "DIR/./same.png"],
    ])
    func twoOutputsOnOnePathAreRefused(arguments: [String]) throws {
        let f = try Folder("shared-\(arguments[0])")
        defer { f.remove() }
        let r = try BuiltCLI.run(arguments.map { $0.replacingOccurrences(of: "DIR", with: f.url.path) })
        #expect(r.status == 2 && r.stderr.contains("name the same file"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.url.path).sorted() == ["fifo.png", "scene.json"])
    }

    @Test func framesIntoAFileOrAFIFOIsRefused() throws {
        let f = try Folder("frames-dir")
        defer { f.remove() }
        for dir in [f.scene.path, f.fifo.path] {
            let r = try BuiltCLI.run(["frames", "--scene", "spinner", "--fps", "2", "--duration", "1", "-o", dir])
            #expect(r.status == 2 && r.stderr.contains("not a folder"), "\(r.stderr)")
        }
        #expect(OutputPath.kind(f.fifo.path, followingLinks: false) == "a FIFO")
    }
}
