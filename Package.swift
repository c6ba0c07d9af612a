// swift-tools-version:6.0
// ViewRaster: UIKit-style view trees rendered to PNG on Linux.
//
// Every target name starts with `ViewRaster` (SwiftPM target names are global across a package
// graph: an app's own `Views` or `Layout` target must not collide). Users see three products:
// the umbrella `ViewRaster`, the snapshot library `ViewRasterTesting` and the `viewraster` CLI.
// The module graph and what each module owns: docs/architecture.md.
import PackageDescription

let package = Package(
    name: "ViewRaster",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ViewRaster", targets: ["ViewRaster"]),
        .library(name: "ViewRasterTesting", targets: ["ViewRasterTesting"]),
        .executable(name: "viewraster", targets: ["ViewRasterCLI"]),
    ],
    targets: [
        // System libraries from Debian, found through pkg-config.
        .systemLibrary(name: "ViewRasterCLibPNG", path: "Sources/ViewRasterCLibPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "ViewRasterCFreeType", path: "Sources/ViewRasterCFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "ViewRasterCHarfBuzz", path: "Sources/ViewRasterCHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        // libpng behind setjmp: its longjmp errors come back as return codes.
        .target(name: "ViewRasterCPNG", dependencies: ["ViewRasterCLibPNG"], path: "Sources/ViewRasterCPNG"),
        // The bundled fonts, reaching the binary as resources.
        .target(name: "ViewRasterFonts", path: "Fonts",
                exclude: ["licenses"],
                resources: [.copy("Inter-Regular.otf"), .copy("Inter-Medium.otf"),
                            .copy("Inter-SemiBold.otf"), .copy("Inter-Bold.otf"),
                            .copy("Inter-Italic.otf"),
                            .copy("Roboto-Regular.ttf"),
                            .copy("Roboto-Medium.ttf"), .copy("Roboto-Bold.ttf"),
                            .copy("Roboto-Italic.ttf"),
                            .copy("RobotoCondensed-Regular.ttf"), .copy("RobotoCondensed-Bold.ttf")]),

        .target(name: "ViewRasterRaster", dependencies: ["ViewRasterCPNG", "ViewRasterCLibPNG", "ViewRasterCFreeType",
                                                         "ViewRasterCHarfBuzz", "ViewRasterFonts"]),
        .target(name: "ViewRasterLayout"),
        // The hook by which ViewRasterTesting (when linked) tells the views which test runs now.
        .target(name: "ViewRasterCTestScope", path: "Sources/ViewRasterCTestScope"),
        .target(name: "ViewRasterViews", dependencies: ["ViewRasterRaster", "ViewRasterLayout", "ViewRasterCTestScope"]),
        .target(name: "ViewRasterNib", dependencies: ["ViewRasterViews", "ViewRasterRaster", "ViewRasterLayout"]),
        // The umbrella users import: views, layout, nibs and the display list.
        .target(name: "ViewRaster", dependencies: ["ViewRasterViews", "ViewRasterNib", "ViewRasterRaster", "ViewRasterLayout"]),
        .target(name: "ViewRasterTesting", dependencies: ["ViewRasterViews", "ViewRasterRaster"]),
        // The demo gallery: the four seed scenarios (not a product users see).
        .target(name: "ViewRasterGallery", dependencies: ["ViewRasterViews", "ViewRasterNib", "ViewRasterRaster", "ViewRasterLayout"],
                resources: [.copy("Resources")]),
        // The fuzzer's engine (mutators, worker pool), shared by the CLI and its tests.
        .target(name: "ViewRasterFuzz", dependencies: ["ViewRasterRaster", "ViewRasterViews", "ViewRasterNib",
                                                       "ViewRasterGallery", "ViewRasterLayout"]),
        .executableTarget(name: "ViewRasterCLI", dependencies: ["ViewRasterRaster", "ViewRasterViews", "ViewRasterNib",
                                                                "ViewRasterGallery", "ViewRasterLayout", "ViewRasterTesting",
                                                                "ViewRasterFuzz", "ViewRasterCFreeType"]),

        .testTarget(name: "ViewRasterRasterTests", dependencies: ["ViewRasterRaster", "ViewRasterCFreeType", "ViewRasterCHarfBuzz"]),
        .testTarget(name: "ViewRasterLayoutTests", dependencies: ["ViewRasterLayout"]),
        .testTarget(name: "ViewRasterViewsTests", dependencies: ["ViewRasterViews", "ViewRasterRaster", "ViewRasterLayout", "ViewRasterTesting"]),
        .testTarget(name: "ViewRasterNibTests", dependencies: ["ViewRasterNib", "ViewRasterViews", "ViewRasterRaster"]),
        .testTarget(name: "ViewRasterTestingTests", dependencies: ["ViewRasterTesting", "ViewRasterViews", "ViewRasterRaster"]),
        .testTarget(name: "ViewRasterFuzzTests", dependencies: ["ViewRasterFuzz", "ViewRasterRaster", "ViewRasterLayout", "ViewRasterViews",
                                                                 "ViewRasterNib", "ViewRasterGallery"]),
        .testTarget(name: "ViewRasterGalleryTests", dependencies: ["ViewRasterGallery", "ViewRasterNib", "ViewRasterViews", "ViewRasterRaster",
                                                                    "ViewRasterTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
