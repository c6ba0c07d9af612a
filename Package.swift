// swift-tools-version:6.0
// ViewRaster: UIKit-style view trees rendered to PNG on Linux.
// Module graph (imports go one way only):
//   Raster  <- Views <- Nib <- Gallery <- viewraster
//   Layout  <- Views
//   ViewRasterTesting (snapshot strategies) <- Views, Nib
import PackageDescription

let package = Package(
    name: "ViewRaster",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Views", targets: ["Views"]),
        .library(name: "Nib", targets: ["Nib"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .library(name: "ViewRasterTesting", targets: ["ViewRasterTesting"]),
        .executable(name: "viewraster", targets: ["viewraster"]),
    ],
    targets: [
        // System libraries from Debian, found through pkg-config.
        .systemLibrary(name: "CLibPNG", path: "Sources/CLibPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        // libpng behind setjmp: its longjmp errors come back as return codes.
        .target(name: "CPNGShim", dependencies: ["CLibPNG"], path: "Sources/CPNGShim"),
        // The bundled fonts, reaching the binary as resources.
        .target(name: "BundledFonts", path: "Fonts",
                exclude: ["licenses"],
                resources: [.copy("Inter-Regular.otf"), .copy("Inter-Medium.otf"),
                            .copy("Inter-SemiBold.otf"), .copy("Inter-Bold.otf"),
                            .copy("Inter-Italic.otf"),
                            .copy("Roboto-Regular.ttf"),
                            .copy("Roboto-Medium.ttf"), .copy("Roboto-Bold.ttf"),
                            .copy("Roboto-Italic.ttf"),
                            .copy("RobotoCondensed-Regular.ttf"), .copy("RobotoCondensed-Bold.ttf")]),

        .target(name: "Raster", dependencies: ["CPNGShim", "CLibPNG", "CFreeType", "CHarfBuzz", "BundledFonts"]),
        .target(name: "Layout"),
        .target(name: "Views", dependencies: ["Raster", "Layout"]),
        .target(name: "Nib", dependencies: ["Views", "Raster", "Layout"]),
        .target(name: "ViewRasterTesting", dependencies: ["Views", "Raster"]),
        .target(name: "Gallery", dependencies: ["Views", "Nib", "Raster", "Layout"],
                resources: [.copy("Resources")]),
        // The fuzzer's engine (mutators, worker pool, limits), shared by the CLI and FuzzTests.
        .target(name: "FuzzKit", dependencies: ["Raster", "Views", "Nib", "Gallery", "Layout"]),
        .executableTarget(name: "viewraster", dependencies: ["Raster", "Views", "Nib", "Gallery", "Layout", "ViewRasterTesting", "FuzzKit", "CFreeType"]),

        .testTarget(name: "RasterTests", dependencies: ["Raster", "CFreeType", "CHarfBuzz"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "Raster", "Layout", "ViewRasterTesting"]),
        .testTarget(name: "NibTests", dependencies: ["Nib", "Views", "Raster"]),
        .testTarget(name: "ViewRasterTestingTests", dependencies: ["ViewRasterTesting", "Views", "Raster"]),
        .testTarget(name: "FuzzTests", dependencies: ["FuzzKit", "Raster", "Layout", "Views", "Nib", "Gallery"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "Nib", "Views", "Raster", "ViewRasterTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
