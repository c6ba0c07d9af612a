import Foundation
import ViewRasterRendering
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
    var share: Double { total == 0 ? 0 : Double(matching) / Double(total) }
    var description: String { String(format: "%.2f%% of %d px within 8/255", share * 100, total) }

    /// Compares `canvas` with the PNG at `reference`; a size mismatch is no match at all.
    static func measure(_ canvas: Canvas, against reference: URL, tolerance: Int = 8) throws -> IOSFidelity {
        let ref = try PNG.read(contentsOf: reference, scale: 1)
        let total = ref.width * ref.height
        guard ref.width == canvas.width, ref.height == canvas.height else { return IOSFidelity(matching: 0, total: total) }
        var matching = 0
        ref.pixels.withUnsafeBufferPointer { r in
            canvas.pixels.withUnsafeBufferPointer { c in
                for p in 0..<total {
                    let i = p * 4
                    // Premultiplied over white: c + (255 − a).
                    let ra = 255 - Int(r[i + 3]), ca = 255 - Int(c[i + 3])
                    var ok = true
                    for k in 0..<3 where abs((Int(r[i + k]) + ra) - (Int(c[i + k]) + ca)) > tolerance { ok = false }
                    if ok { matching += 1 }
                }
            }
        }
        return IOSFidelity(matching: matching, total: total)
    }
}

/// Writes `canvas` as `name`.png under `VIEWRASTER_ARTIFACTS` (when set), to look at.
func writeFidelityArtifact(_ canvas: Canvas, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["VIEWRASTER_ARTIFACTS"] else { return }
    let url = URL(fileURLWithPath: dir).appendingPathComponent("ios-fidelity").appendingPathComponent("\(name).png")
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? PNG.write(canvas, to: url)
}
