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
        .systemLibrary(name: "ViewRasterCFriBidi", path: "Sources/ViewRasterCFriBidi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "ViewRasterCUnibreak", path: "Sources/ViewRasterCUnibreak", pkgConfig: "libunibreak",
                       providers: [.apt(["libunibreak-dev"])]),
        .systemLibrary(name: "ViewRasterCLibJPEG", path: "Sources/ViewRasterCLibJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"])]),
        // libpng behind setjmp: its longjmp errors come back as return codes.
        .target(name: "ViewRasterCPNG", dependencies: ["ViewRasterCLibPNG"], path: "Sources/ViewRasterCPNG"),
        // libjpeg-turbo behind setjmp: its longjmp errors (and truncation warnings) come back as return codes.
        .target(name: "ViewRasterCJPEG", dependencies: ["ViewRasterCLibJPEG"], path: "Sources/ViewRasterCJPEG"),
        // The bundled fonts, reaching the binary as resources.
        .target(name: "ViewRasterFonts", path: "Fonts",
                exclude: ["licenses"],
                resources: [.copy("Inter-Regular.otf"), .copy("Inter-Medium.otf"),
                            .copy("Inter-SemiBold.otf"), .copy("Inter-Bold.otf"),
                            .copy("Inter-Italic.otf"),
                            // The system font's weights beyond regular … bold, each drawn in its own face.
                            .copy("Inter-Thin.otf"), .copy("Inter-ExtraLight.otf"), .copy("Inter-Light.otf"),
                            .copy("Inter-ExtraBold.otf"), .copy("Inter-Black.otf"),
                            .copy("Roboto-Regular.ttf"),
                            .copy("Roboto-Medium.ttf"), .copy("Roboto-Bold.ttf"),
                            .copy("Roboto-Italic.ttf"),
                            .copy("RobotoCondensed-Regular.ttf"), .copy("RobotoCondensed-Bold.ttf"),
                            .copy("LiberationSans-Regular.ttf"), .copy("LiberationSans-Bold.ttf"),
                            .copy("LiberationSans-Italic.ttf"), .copy("LiberationSans-BoldItalic.ttf"),
                            // The system font's serif and monospaced designs.
                            .copy("LiberationSerif-Regular.ttf"), .copy("LiberationSerif-Bold.ttf"),
                            .copy("LiberationMono-Regular.ttf"), .copy("LiberationMono-Bold.ttf"),
                            // Menlo's metrics (Bitstream Vera Sans Mono's).
                            .copy("DejaVuSansMono.ttf"), .copy("DejaVuSansMono-Bold.ttf"),
                            // Fallback faces for other scripts and emoji (scripts/fonts makes them).
                            .copy("NotoSansArabic-Regular.ttf"), .copy("NotoSansArabic-Bold.ttf"),
                            .copy("NotoSansHebrew-Regular.ttf"), .copy("NotoSansHebrew-Bold.ttf"),
                            .copy("NotoSansDevanagari-Regular.ttf"), .copy("NotoSansDevanagari-Bold.ttf"),
                            .copy("NotoSansThai-Regular.ttf"), .copy("NotoSansThai-Bold.ttf"),
                            .copy("NotoSansCJKsc-Regular.otf"), .copy("NotoColorEmoji.ttf"),
                            .copy("NotoSansSymbols-Regular.ttf"), .copy("NotoSansSymbols2-Regular.ttf")]),

        // What has no pixels: geometry, colors, paths, stroke outlines, images as values, the
        // display list and its JSON. Foundation only. The seam between views and pixels.
        .target(name: "ViewRasterDisplayList"),
        // Fonts, fallback, shaping, bidi and line breaking (FreeType, HarfBuzz, FriBidi,
        // libunibreak, the bundled fonts).
        .target(name: "ViewRasterText", dependencies: ["ViewRasterDisplayList", "ViewRasterCFreeType",
                                                       "ViewRasterCHarfBuzz", "ViewRasterCFriBidi", "ViewRasterCUnibreak",
                                                       "ViewRasterFonts"]),
        // The rasterizer: coverage, blending, the render context, images and glyphs into a canvas.
        .target(name: "ViewRasterRaster", dependencies: ["ViewRasterDisplayList", "ViewRasterText"]),
        // Image files: PNG in and out (libpng), JPEG in (libjpeg-turbo), APNG, atomic writes.
        .target(name: "ViewRasterOutput", dependencies: ["ViewRasterDisplayList", "ViewRasterCPNG", "ViewRasterCLibPNG", "ViewRasterCJPEG"]),
        .target(name: "ViewRasterLayout"),
        // The hook by which ViewRasterTesting (when linked) tells the views which test runs now.
        .target(name: "ViewRasterCTestScope", path: "Sources/ViewRasterCTestScope"),
        // The snapshot library's pixel-digest loop with AVX2 where the CPU has it.
        .target(name: "ViewRasterCDigest", path: "Sources/ViewRasterCDigest"),
        // The view tree: produces display lists, never pixels.
        .target(name: "ViewRasterViews", dependencies: ["ViewRasterDisplayList", "ViewRasterText", "ViewRasterLayout", "ViewRasterCTestScope"]),
        // A xib as data: the XML, the typed document and its model (Foundation and geometry only).
        .target(name: "ViewRasterNibModel", dependencies: ["ViewRasterDisplayList", "ViewRasterLayout"]),
        // A xib instantiated into a view tree.
        .target(name: "ViewRasterNib", dependencies: ["ViewRasterNibModel", "ViewRasterViews", "ViewRasterDisplayList", "ViewRasterText",
                                                      "ViewRasterOutput", "ViewRasterLayout"]),
        // Views drawn: `View.render`, `Screen.render`, frame sequences into PNG and APNG files.
        .target(name: "ViewRasterRendering", dependencies: ["ViewRasterViews", "ViewRasterRaster", "ViewRasterOutput"]),
        // The umbrella users import: views, layout, nibs, the display list, drawing and files.
        .target(name: "ViewRaster", dependencies: ["ViewRasterViews", "ViewRasterNibModel", "ViewRasterNib", "ViewRasterLayout", "ViewRasterDisplayList",
                                                   "ViewRasterText", "ViewRasterRaster", "ViewRasterOutput", "ViewRasterRendering"]),
        // Image comparison, diff images, failure reports and the reference manifest: what the
        // snapshot library and the CLI's diff/report/snapshots commands share (no XCTest, no Testing).
        .target(name: "ViewRasterSnapshotDiff", dependencies: ["ViewRasterRaster", "ViewRasterOutput"]),
        .target(name: "ViewRasterTesting", dependencies: ["ViewRasterViews", "ViewRasterDisplayList", "ViewRasterRaster", "ViewRasterOutput",
                                                          "ViewRasterSnapshotDiff", "ViewRasterCDigest"]),
        // The demo gallery: the four seed scenarios and the text sampler (not a product users see).
        .target(name: "ViewRasterGallery", dependencies: ["ViewRasterViews", "ViewRasterNib", "ViewRasterOutput", "ViewRasterLayout", "ViewRasterFonts"],
                resources: [.copy("Resources")]),
        // The fuzzer's engine (mutators, worker pool), shared by the CLI and its tests.
        .target(name: "ViewRasterFuzz", dependencies: ["ViewRasterRaster", "ViewRasterOutput", "ViewRasterViews", "ViewRasterNib",
                                                       "ViewRasterLayout"]),
        .executableTarget(name: "ViewRasterCLI", dependencies: ["ViewRasterRaster", "ViewRasterOutput", "ViewRasterRendering",
                                                                "ViewRasterViews", "ViewRasterNib",
                                                                "ViewRasterGallery", "ViewRasterLayout", "ViewRasterSnapshotDiff",
                                                                "ViewRasterFuzz", "ViewRasterText", "ViewRasterCFreeType", "ViewRasterFonts"]),
        // Where the package, its fixtures, the shared corpus and the built CLI are, for test targets only.
        .target(name: "ViewRasterTestSupport"),

        .testTarget(name: "ViewRasterRasterTests", dependencies: ["ViewRasterDisplayList", "ViewRasterText", "ViewRasterRaster",
                                                                   "ViewRasterOutput", "ViewRasterCFreeType", "ViewRasterCHarfBuzz",
                                                                   "ViewRasterTestSupport"]),
        .testTarget(name: "ViewRasterTextTests", dependencies: ["ViewRasterText", "ViewRasterDisplayList", "ViewRasterRaster",
                                                                 "ViewRasterOutput", "ViewRasterTestSupport"]),
        .testTarget(name: "ViewRasterLayoutTests", dependencies: ["ViewRasterLayout"]),
        .testTarget(name: "ViewRasterViewsTests", dependencies: ["ViewRasterViews", "ViewRasterRendering", "ViewRasterRaster",
                                                                  "ViewRasterOutput", "ViewRasterLayout", "ViewRasterTesting",
                                                                  "ViewRasterTestSupport"]),
        .testTarget(name: "ViewRasterNibTests", dependencies: ["ViewRasterNibModel", "ViewRasterNib", "ViewRasterViews", "ViewRasterRendering",
                                                                 "ViewRasterRaster", "ViewRasterTesting", "ViewRasterTestSupport"]),
        .testTarget(name: "ViewRasterTestingTests", dependencies: ["ViewRasterTesting", "ViewRasterSnapshotDiff", "ViewRasterViews",
                                                                    "ViewRasterRendering", "ViewRasterRaster", "ViewRasterOutput",
                                                                    "ViewRasterTestSupport"]),
        .testTarget(name: "ViewRasterFuzzTests", dependencies: ["ViewRasterFuzz", "ViewRasterRaster", "ViewRasterOutput", "ViewRasterLayout",
                                                                 "ViewRasterViews", "ViewRasterRendering", "ViewRasterNib", "ViewRasterGallery",
                                                                 "ViewRasterTestSupport"]),
        // UIKit-spelled view code compiled against the umbrella alone.
        .testTarget(name: "ViewRasterUIKitTests", dependencies: ["ViewRaster"], resources: [.copy("Resources")]),
        .testTarget(name: "ViewRasterGalleryTests", dependencies: ["ViewRasterGallery", "ViewRasterNib", "ViewRasterViews", "ViewRasterRendering",
                                                                    "ViewRasterRaster", "ViewRasterTesting"]),
        // Runs the built `viewraster` binary: what a user types and sees.
        .testTarget(name: "ViewRasterCLITests", dependencies: ["ViewRasterDisplayList", "ViewRasterText", "ViewRasterRaster", "ViewRasterOutput", "ViewRasterTestSupport",
                                                        "ViewRasterNibModel", "ViewRasterNib"]),
    ],
    swiftLanguageModes: [.v6]
)
