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

        // What has no pixels: geometry, colors, paths, stroke outlines, images as values, the
        // display list and its JSON. Foundation only. The seam between views and pixels.
        .target(name: "ViewRasterDisplayList"),
        // Fonts, shaping and line breaking (FreeType, HarfBuzz, the bundled fonts).
        .target(name: "ViewRasterText", dependencies: ["ViewRasterDisplayList", "ViewRasterCFreeType",
                                                       "ViewRasterCHarfBuzz", "ViewRasterFonts"]),
        // The rasterizer: coverage, blending, the render context, images and glyphs into a canvas.
        .target(name: "ViewRasterRaster", dependencies: ["ViewRasterDisplayList", "ViewRasterText"]),
        // Image files: PNG in and out (libpng), APNG, atomic writes.
        .target(name: "ViewRasterOutput", dependencies: ["ViewRasterDisplayList", "ViewRasterCPNG", "ViewRasterCLibPNG"]),
        .target(name: "ViewRasterLayout"),
        // The view tree: produces display lists, never pixels.
        .target(name: "ViewRasterViews", dependencies: ["ViewRasterDisplayList", "ViewRasterText", "ViewRasterLayout"]),
        .target(name: "ViewRasterNib", dependencies: ["ViewRasterViews", "ViewRasterDisplayList", "ViewRasterText",
                                                      "ViewRasterOutput", "ViewRasterLayout"]),
        // Views drawn: `View.render`, `Screen.render`, frame sequences into PNG and APNG files.
        .target(name: "ViewRasterRendering", dependencies: ["ViewRasterViews", "ViewRasterRaster", "ViewRasterOutput"]),
        // The umbrella users import: views, layout, nibs, the display list, drawing and files.
        .target(name: "ViewRaster", dependencies: ["ViewRasterViews", "ViewRasterNib", "ViewRasterLayout", "ViewRasterDisplayList",
                                                   "ViewRasterText", "ViewRasterRaster", "ViewRasterOutput", "ViewRasterRendering"]),
        .target(name: "ViewRasterTesting", dependencies: ["ViewRasterViews", "ViewRasterRendering", "ViewRasterRaster", "ViewRasterOutput"]),
        // The demo gallery: the four seed scenarios and the text sampler (not a product users see).
        .target(name: "ViewRasterGallery", dependencies: ["ViewRasterViews", "ViewRasterNib", "ViewRasterOutput", "ViewRasterLayout"],
                resources: [.copy("Resources")]),
        // The fuzzer's engine (mutators, worker pool), shared by the CLI and its tests.
        .target(name: "ViewRasterFuzz", dependencies: ["ViewRasterRaster", "ViewRasterOutput", "ViewRasterViews", "ViewRasterNib",
                                                       "ViewRasterGallery", "ViewRasterLayout"]),
        .executableTarget(name: "ViewRasterCLI", dependencies: ["ViewRasterRaster", "ViewRasterOutput", "ViewRasterRendering",
                                                                "ViewRasterViews", "ViewRasterNib",
                                                                "ViewRasterGallery", "ViewRasterLayout", "ViewRasterTesting",
                                                                "ViewRasterFuzz", "ViewRasterCFreeType"]),

        .testTarget(name: "ViewRasterRasterTests", dependencies: ["ViewRasterDisplayList", "ViewRasterText", "ViewRasterRaster",
                                                                   "ViewRasterOutput", "ViewRasterCFreeType", "ViewRasterCHarfBuzz"]),
        .testTarget(name: "ViewRasterLayoutTests", dependencies: ["ViewRasterLayout"]),
        .testTarget(name: "ViewRasterViewsTests", dependencies: ["ViewRasterViews", "ViewRasterRendering", "ViewRasterRaster",
                                                                  "ViewRasterOutput", "ViewRasterLayout", "ViewRasterTesting"]),
        .testTarget(name: "ViewRasterNibTests", dependencies: ["ViewRasterNib", "ViewRasterViews", "ViewRasterRendering", "ViewRasterRaster"]),
        .testTarget(name: "ViewRasterTestingTests", dependencies: ["ViewRasterTesting", "ViewRasterViews", "ViewRasterRendering",
                                                                    "ViewRasterRaster", "ViewRasterOutput"]),
        .testTarget(name: "ViewRasterFuzzTests", dependencies: ["ViewRasterFuzz", "ViewRasterRaster", "ViewRasterOutput", "ViewRasterLayout",
                                                                 "ViewRasterViews", "ViewRasterRendering", "ViewRasterNib", "ViewRasterGallery"]),
        // UIKit-spelled view code compiled against the umbrella alone.
        .testTarget(name: "ViewRasterUIKitTests", dependencies: ["ViewRaster"], resources: [.copy("Resources")]),
        .testTarget(name: "ViewRasterGalleryTests", dependencies: ["ViewRasterGallery", "ViewRasterNib", "ViewRasterViews", "ViewRasterRendering",
                                                                    "ViewRasterRaster", "ViewRasterTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
