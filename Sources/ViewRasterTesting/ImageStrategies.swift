import Foundation
import ViewRasterDisplayList
import ViewRasterRaster

extension Diffing where Format == Canvas {
    /// PNG on disk (with a digest of its pixels, so an unchanged image is checked without
    /// decoding the reference: `PixelDigest`); pixels compared with `ImageComparison`. A failure
    /// carries a `diff` PNG.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1, scale: CGFloat = 1) -> Diffing<Canvas> {
        Diffing(
            toData: { try PixelDigest.adding(to: ImageFiles.encodePNG($0), canvas: $0) },
            fromData: { try ImageFiles.decodePNG($0, scale: scale) },
            diff: { reference, actual in
                let comparison = ImageComparison(reference: reference, actual: actual,
                                                 precision: precision, perceptualPrecision: perceptualPrecision)
                if comparison.matches { return nil }
                var artifacts: [SnapshotArtifact] = []
                if let diff = try? DiffImage.make(reference: reference, actual: actual, perceptualPrecision: perceptualPrecision),
                   let png = try? ImageFiles.encodePNG(diff) {
                    artifacts.append(SnapshotArtifact(kind: "diff", pathExtension: "png", data: png))
                }
                return DiffFailure(message: comparison.summary, artifacts: artifacts)
            },
            quickMatch: { PixelDigest.matches($0, $1) })
    }

    /// Exact comparison.
    public static var image: Diffing<Canvas> { image() }
}

extension Snapshotting where Value == Canvas, Format == Canvas {
    /// A canvas as a PNG reference, compared exactly unless tolerances are given.
    /// - Parameters:
    ///   - precision: the fraction of pixels that must match (1 = all).
    ///   - perceptualPrecision: how close a pixel must be to match: ΔE94 ≤ (1 − p) × 100.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting<Canvas, Canvas> {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }

    /// Exact comparison.
    public static var image: Snapshotting<Canvas, Canvas> { image() }
}

extension Snapshotting where Value == DisplayList, Format == Canvas {
    /// A display list rendered with `Renderer.render`, as a PNG reference.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting<DisplayList, Canvas> {
        var strategy = Snapshotting<Canvas, Canvas>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { try Renderer.render($0) }
        strategy.check = { list, reference in try SnapshotCheck.rendering(list, against: reference) }
        return strategy
    }

    /// Exact comparison.
    public static var image: Snapshotting<DisplayList, Canvas> { image() }
}

extension Diffing where Format == String {
    /// UTF-8 text compared line by line; the message shows the first differing lines.
    public static var lines: Diffing<String> {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                return DiffFailure(message: TextDiff.describe(reference: reference, actual: actual))
            })
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text as a `.txt` reference, compared line by line.
    public static var lines: Snapshotting<String, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines)
    }
}
