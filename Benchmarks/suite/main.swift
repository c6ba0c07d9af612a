// In-process benchmarks over the package's release build (linked from its object files by
// Benchmarks/suite/build.sh; no Package.swift change). Prints one JSON object per case.
//
//   suite png SCENE.json N      render the display list once, then encode it N times with
//                               PNGOptions.fast and .small: median ms and bytes of each
//   suite snapshot DIR N        N full snapshot assertions of the `custom` gallery scene:
//                               build the view tree from its nib, lay out, draw the display
//                               list, compare with the reference PNG in DIR (recorded first)
import Foundation
import ViewRasterDisplayList
import ViewRasterRaster
import ViewRasterOutput
import ViewRasterGallery
import ViewRasterTesting

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func median(_ v: [Double]) -> Double {
    let s = v.sorted(); return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}
func timeMs(_ n: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<n {
        let t0 = now(); try body(); times.append(Double(now() - t0) / 1e6)
    }
    return median(times)
}

let args = CommandLine.arguments
guard args.count >= 4 else { fputs("usage: suite png SCENE.json N | suite snapshot DIR N\n", stderr); exit(2) }
let n = Int(args[3]) ?? 10
switch args[1] {
case "png":
    let url = URL(fileURLWithPath: args[2])
    let list = try DisplayList(json: Data(contentsOf: url), baseURL: url, source: args[2])
    let canvas = try Renderer.render(list)
    for (name, options) in [("fast", PNGOptions.fast), ("small", PNGOptions.small)] {
        var bytes = 0
        _ = try PNG.encode(canvas, options: options)
        let ms = try timeMs(n) { bytes = try PNG.encode(canvas, options: options).count }
        print("{\"case\": \"png-\(name)\", \"width\": \(canvas.width), \"height\": \(canvas.height), \"median_ms\": \(String(format: "%.4f", ms)), \"bytes\": \(bytes)}")
    }
case "snapshot":
    // A stand-in package root so the reference and the manifest stay out of the repository.
    let root = URL(fileURLWithPath: args[2]).standardizedFileURL
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    func assertOnce(_ record: SnapshotRecordMode) -> String? {
        withSnapshotTesting(record: record, packageRoot: root) {
            MainActor.assumeIsolated {
                let session = SceneSession(scene: SceneCatalog.custom)
                return verifySnapshot(of: session.displayList(at: 0), as: .image, named: "custom", testName: "bench")
            }
        }
    }
    if let failure = assertOnce(.all) { if !failure.contains("ecord") { fputs("snapshot: \(failure)\n", stderr); exit(1) } }
    var failure: String? = nil
    let ms = timeMs(n) { failure = assertOnce(.never) }
    if let failure { fputs("snapshot: \(failure)\n", stderr); exit(1) }
    print("{\"case\": \"snapshot\", \"median_ms\": \(String(format: "%.4f", ms))}")
default:
    fputs("unknown case \(args[1])\n", stderr); exit(2)
}
