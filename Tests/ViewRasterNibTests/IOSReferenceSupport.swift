import Foundation
import Testing
import ViewRasterRendering
@testable import ViewRasterTesting
import ViewRasterViews
import ViewRasterTestSupport

/// `../shared/ios-refs` beside the package (or `VIEWRASTER_IOS_REFS`): PNGs iOS simulators
/// rendered in public snapshot suites, each folder with the input and the test's steps.
let iosRefsURL: URL = {
    if let env = ProcessInfo.processInfo.environment["VIEWRASTER_IOS_REFS"] { return URL(fileURLWithPath: env) }
    return TestPaths.shared.appendingPathComponent("ios-refs")
}()

/// Whether `files` of the ios-refs folder `pair` are all present.
func iosRefsAvailable(_ pair: String, _ files: [String]) -> Bool {
    files.allSatisfy { FileManager.default.fileExists(atPath: iosRefsURL.appendingPathComponent(pair).appendingPathComponent($0).path) }
}

/// How close a render is to the iOS image: the share of pixels whose every channel is within
/// `tolerance`/255 of iOS's, both composited over white.
struct IOSFidelity: CustomStringConvertible {
    var matching: Int
    var total: Int
    /// The two sizes, when they differ.
    var sizeMismatch: String?
    var share: Double { total == 0 ? 0 : Double(matching) / Double(total) }
    var description: String {
        String(format: "%.2f%% of %d px within 8/255", share * 100, total) + (sizeMismatch.map { " (sizes differ: \($0))" } ?? "")
    }

    /// Compares `canvas` with the PNG at `reference`. When the sizes differ, both are laid at
    /// the top left and every pixel of the larger extent that only one image covers counts as
    /// a mismatch.
    static func measure(_ canvas: Canvas, against reference: URL, tolerance: Int = 8) throws -> IOSFidelity {
        let ref = try PNG.read(contentsOf: reference, scale: 1)
        let width = max(ref.width, canvas.width), height = max(ref.height, canvas.height)
        let both = (w: min(ref.width, canvas.width), h: min(ref.height, canvas.height))
        var matching = 0
        ref.pixels.withUnsafeBufferPointer { r in
            canvas.pixels.withUnsafeBufferPointer { c in
                for y in 0..<both.h {
                    for x in 0..<both.w {
                        let i = (y * ref.width + x) * 4, j = (y * canvas.width + x) * 4
                        // Premultiplied over white: c + (255 − a).
                        let ra = 255 - Int(r[i + 3]), ca = 255 - Int(c[j + 3])
                        var ok = true
                        for k in 0..<3 where abs((Int(r[i + k]) + ra) - (Int(c[j + k]) + ca)) > tolerance { ok = false }
                        if ok { matching += 1 }
                    }
                }
            }
        }
        let mismatch = ref.width == canvas.width && ref.height == canvas.height ? nil
            : "ours \(canvas.width)×\(canvas.height) px, iOS \(ref.width)×\(ref.height) px"
        return IOSFidelity(matching: matching, total: width * height, sizeMismatch: mismatch)
    }
}

/// Writes `canvas` as `name`.png under `VIEWRASTER_ARTIFACTS` (when set), to look at.
func writeFidelityArtifact(_ canvas: Canvas, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["VIEWRASTER_ARTIFACTS"] else { return }
    let url = URL(fileURLWithPath: dir).appendingPathComponent("ios-fidelity").appendingPathComponent("\(name).png")
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? PNG.write(canvas, to: url)
}

/// Draws `view` as a bare-view snapshot draws it (`.image`: at its own frame, outside any
/// window, over white) at `scale`, compares it with `pair`/`reference`, prints the figure and
/// expects at least `floor` (the share measured when the pair was added, rounded down).
@MainActor
func expectIOSFidelity(of view: View, scale: CGFloat, pair: String, reference: String, floor: Double,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
    try expectIOSFidelity(snapshotImage(of: view, as: .image(scale: scale)), pair: pair,
                          reference: reference, floor: floor, sourceLocation: sourceLocation)
}

/// Compares `canvas` with `pair`/`reference`, prints the figure and expects at least `floor`.
func expectIOSFidelity(_ canvas: Canvas, pair: String, reference: String, floor: Double,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
    writeFidelityArtifact(canvas, (pair + "-" + reference).replacingOccurrences(of: ".png", with: ""))
    let f = try IOSFidelity.measure(canvas, against: iosRefsURL.appendingPathComponent(pair).appendingPathComponent(reference))
    print("ios-fidelity \(pair)/\(reference): \(f)")
    #expect(f.share >= floor, "\(pair)/\(reference): \(f)", sourceLocation: sourceLocation)
}

/// What `strategy` draws for `value`, taken as `assertSnapshot` takes it from main-actor code.
@MainActor
func snapshotImage(of view: View, as strategy: Snapshotting<View, Canvas>) throws -> Canvas {
    try CallerIsolation.$isMainActor.withValue(true) { try strategy.snapshot(view) }
}

/// What `strategy` draws for `controller`, taken as `assertSnapshot` takes it.
@MainActor
func snapshotImage(of controller: ViewController, as strategy: Snapshotting<ViewController, Canvas>) throws -> Canvas {
    try CallerIsolation.$isMainActor.withValue(true) { try strategy.snapshot(controller) }
}
