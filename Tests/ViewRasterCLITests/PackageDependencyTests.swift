import Foundation
import Testing
import ViewRasterTestSupport

/// ViewRaster as a dependency of an app package whose own targets have the common names
/// `Views`, `Layout`, `Raster`, `Nib` and `Gallery`: SwiftPM target names are global across a
/// package graph, so any ViewRaster target with one of those names would make the graph fail
/// to load. The graph is loaded every run (seconds); building the app (ViewRaster compiled
/// from scratch, minutes) runs when `VIEWRASTER_TEST_AS_DEPENDENCY=1` and is skipped otherwise.
/// The `swift` on PATH, nil when there is none.
let swiftOnPath: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
    .split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

/// Whether the slow build of an app against ViewRaster was asked for.
let buildsAppAgainstViewRaster = ProcessInfo.processInfo.environment["VIEWRASTER_TEST_AS_DEPENDENCY"] == "1"

@Suite(.enabled(if: swiftOnPath != nil, "no `swift` on PATH"))
struct PackageDependencyTests {

    @Test func anAppWithViewsLayoutRasterNibAndGalleryTargetsLoadsTheGraph() throws {
        let app = try Self.makeApp(extraTarget: nil)
        defer { try? FileManager.default.removeItem(at: app) }
        let r = try Self.swiftPM(["package", "show-dependencies"], in: app)
        #expect(r.status == 0 && !r.output.contains("error"), "\(r.output)")
        #expect(r.output.contains("viewraster"), "\(r.output)")
    }

    /// The check can fail: an app target named like one of ViewRaster's is refused.
    @Test func aTargetNamedLikeOneOfViewRastersIsRefused() throws {
        let app = try Self.makeApp(extraTarget: "ViewRasterLayout")
        defer { try? FileManager.default.removeItem(at: app) }
        let r = try Self.swiftPM(["package", "show-dependencies"], in: app)
        #expect(r.output.contains("conflicting name: 'ViewRasterLayout"), "\(r.output)")
    }

    @Test(.enabled(if: buildsAppAgainstViewRaster, "set VIEWRASTER_TEST_AS_DEPENDENCY=1 to build an app against ViewRaster (minutes)"))
    func theAppBuildsAgainstViewRaster() throws {
        let app = try Self.makeApp(extraTarget: nil)
        defer { try? FileManager.default.removeItem(at: app) }
        let r = try Self.swiftPM(["build", "--target", "Gallery"], in: app)
        #expect(r.status == 0, "\(r.output.suffix(4000))")
    }

    // MARK: The app

    /// An app package in a temporary folder: targets `Views`, `Layout`, `Raster`, `Nib` (each
    /// with a type `<module>Part`) and `Gallery`, which imports them and `ViewRaster`.
    static func makeApp(extraTarget: String?) throws -> URL {
        let root = try TestPaths.temporaryFolder("dependency-app")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("deps"), withIntermediateDirectories: true)
        // A link named ViewRaster gives the dependency the identity `viewraster` wherever the checkout lives.
        try fm.createSymbolicLink(at: root.appendingPathComponent("deps/ViewRaster"), withDestinationURL: TestPaths.packageRoot)
        let own = ["Views", "Layout", "Raster", "Nib"] + (extraTarget.map { [$0] } ?? [])
        for name in own {
            let folder = root.appendingPathComponent("Sources/\(name)")
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            let type = "\(name)Part"
            try Data("public struct \(type) { public init() {} }\n".utf8).write(to: folder.appendingPathComponent("\(type).swift"))
        }
        let gallery = root.appendingPathComponent("Sources/Gallery")
        try fm.createDirectory(at: gallery, withIntermediateDirectories: true)
        try Data("""
            import ViewRaster
            import Views
            import Layout
            import Raster
            import Nib

            @MainActor public func card() -> ViewRaster.View {
                // `Nib.` names ViewRaster's `Nib` class (UIKit's UINib) before the module `Nib`,
                // so that module's types are used unqualified (README, "Use ViewRaster in your package").
                _ = (Views.ViewsPart(), Layout.LayoutPart(), Raster.RasterPart(), NibPart())
                let card = ViewRaster.View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
                card.backgroundColor = .red
                return card
            }

            """.utf8).write(to: gallery.appendingPathComponent("Gallery.swift"))
        let targets = own.map { ".target(name: \"\($0)\")," }.joined(separator: "\n        ")
        try Data("""
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "deps/ViewRaster")],
                targets: [
                    \(targets)
                    .target(name: "Gallery", dependencies: ["Views", "Layout", "Raster", "Nib",
                                                            .product(name: "ViewRaster", package: "ViewRaster")]),
                ]
            )

            """.utf8).write(to: root.appendingPathComponent("Package.swift"))
        return root
    }

    /// Runs `swift` with `arguments` in `folder`; standard output and error together.
    static func swiftPM(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = swiftOnPath
        p.arguments = arguments
        p.currentDirectoryURL = folder
        let log = folder.appendingPathComponent("swiftpm.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        p.standardOutput = handle
        p.standardError = handle
        try p.run()
        p.waitUntilExit()
        return (p.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
