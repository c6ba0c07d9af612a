import Foundation
import ViewRasterViews
import ViewRasterGallery
import ViewRasterRendering

/// `viewraster gallery -o DIR`: a still of every scene and a contact sheet of each animation.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let summary = "render every scene: stills and contact sheets of the animations"
    static let usage = """
    usage: viewraster gallery [-o DIR] [--stills-only] [--device NAME] [--scale N]

      -o, --output DIR   where to write (default out/gallery)
      --stills-only      skip the contact sheets
      --device NAME      the screen preset (default: the scene's own, else iphone-8)
      --scale N          pixels per point (default 2)
    """

    /// What to show of each scene: still times, and the frame rate of its contact sheet (nil: static).
    static let plan: [(scene: String, stills: [TimeInterval], sheetFPS: Int?)] = [
        ("loading", [0.25, 2, 4.25], 4),
        ("custom", [0], nil),
        ("custom-storyboard", [0], nil),
        ("custom-plain", [0], nil),
        ("custom-generic", [0], nil),
        ("timers", [5], 2),
        ("hud", [0.375], 8),
        ("spinner", [0.375], 8),
    ]

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, valued: ["--output", "--device", "--scale"], flags: ["--stills-only"], aliases: ["-o": "--output"])
        guard args.positionals.isEmpty else { throw CLIError.usage("unexpected argument '\(args.positionals[0])'") }
        let dir = URL(fileURLWithPath: args.value("--output") ?? "out/gallery")
        var device: Device?
        if let d = args.value("--device") {
            guard let dev = Device.named(d) else { throw CLIError.usage("unknown device '\(d)'") }
            device = dev
        }
        let scale = CGFloat(try args.positiveNumber("--scale") ?? 2)
        guard scale <= 4 else { throw CLIError.usage("--scale must be from 1 to 4") }
        do { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) }
        catch { throw CLIError.failure("cannot create \(dir.path): \(error)") }
        var written: [String] = []
        try MainActor.assumeIsolated {
            for item in plan {
                guard let scene = SceneCatalog.named(item.scene) else { continue }
                let session = SceneSession(scene: scene, device: device ?? scene.device ?? .iPhone8, scale: scale)
                for t in item.stills {
                    let name = String(format: "%@-t%.3f.png", scene.name, t)
                    let canvas = try Renderer.render(session.displayList(at: t))
                    try PNG.write(canvas, to: dir.appendingPathComponent(name), options: .small)
                    written.append(name)
                }
                if let fps = item.sheetFPS, !args.has("--stills-only") {
                    let sheetSession = SceneSession(scene: scene, device: device ?? scene.device ?? .iPhone8, scale: scale)
                    let count = Int((scene.duration * Double(fps)).rounded())
                    var thumbs: [(time: TimeInterval, image: Bitmap)] = []
                    for i in 0..<count {
                        let t = TimeInterval(i) / TimeInterval(fps)
                        let canvas = try Renderer.render(sheetSession.displayList(at: t))
                        thumbs.append((t, try canvas.downsampled(by: max(1, canvas.width / 150)).bitmap()))
                    }
                    let sheet = try Renderer.render(ContactSheet.displayList(thumbnails: thumbs, columns: min(count, 6)))
                    let name = "\(scene.name)-contact-sheet.png"
                    try PNG.write(sheet, to: dir.appendingPathComponent(name), options: .small)
                    written.append(name)
                }
            }
        }
        print("wrote \(written.count) images to \(dir.path):")
        for name in written { print("  \(name)") }
    }
}
