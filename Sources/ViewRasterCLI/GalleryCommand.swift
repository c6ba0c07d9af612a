import Foundation
import ViewRasterDisplayList
import ViewRasterViews
import ViewRasterGallery
import ViewRasterRendering

/// `viewraster gallery -o DIR`: a still of every scene and a contact sheet of each animation.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let summary = "render every scene: stills and contact sheets of the animations"
    static let output = Flag("--output", alias: "-o", .text("DIR"), help: "where to write", default: "out/gallery")
    static let stillsOnly = Flag("--stills-only", help: "skip the contact sheets")
    static let noVariants = Flag("--no-trait-variants", help: "skip the dark, accessibilityExtraExtraLarge and right-to-left stills")
    static let device = Flag("--device", .text("NAME"), help: "the screen preset", default: "iphone-8")
    static let flags = [output, stillsOnly, noVariants, device, Flag.scale, Flag.quiet, Flag.maxMemory]
    static let usage = """
    usage: viewraster gallery [-o DIR] [--stills-only] [--no-trait-variants] [--device NAME] [--scale N] [--quiet] [--max-memory BYTES]

    \(Flag.help(flags))
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

    /// The trait variants of each scene's first still (`<scene>-t0.000.dark.png`, …), after the
    /// plain (light, large, left-to-right) one; the matrix contact sheet shows all four per scene.
    static let variants: [(name: String, traits: TraitCollection)] = [
        ("dark", TraitCollection(userInterfaceStyle: .dark)),
        ("accessibilityExtraExtraLarge", TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraLarge)),
        ("rtl", TraitCollection(layoutDirection: .rightToLeft)),
    ]

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, flags: flags)
        guard args.positionals.isEmpty else { throw CLIError.usage("unexpected argument '\(args.positionals[0])'") }
        let dir = URL(fileURLWithPath: args.value(Self.output) ?? "out/gallery")
        var device: Device?
        if let d = args.value(Self.device) {
            guard let dev = Device.named(d) else { throw CLIError.usage("unknown device '\(d)'") }
            device = dev
        }
        let scale = try args.number(Flag.scale).map { CGFloat($0) }
        let budget = try MemoryFlag.budget(args)
        do { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) }
        catch { throw CLIError.failure("cannot create \(dir.path): \(error)") }
        var written: [String] = []
        var matrix: [(time: TimeInterval, image: Bitmap)] = []
        func thumbnail(_ canvas: Canvas) throws -> Bitmap { try canvas.downsampled(by: max(1, canvas.width / 150)).bitmap() }
        let withVariants = !args.has(Self.noVariants)
        let total = plan.reduce(0) { $0 + $1.stills.count + ($1.sheetFPS != nil && !args.has(Self.stillsOnly) ? 1 : 0)
            + (withVariants ? variants.count : 0) } + (withVariants ? 1 : 0)
        let progress = Progress(total: total, quiet: args.has(Flag.quiet))
        defer { progress.finish() }
        try InstalledResources.checkGallery()
        try MainActor.assumeIsolated {
            for item in plan {
                guard let scene = SceneCatalog.named(item.scene) else { continue }
                let session = SceneSession(scene: scene, device: device ?? scene.device ?? .iPhone8, scale: scale)
                for t in item.stills {
                    let name = String(format: "%@-t%.3f.png", scene.name, t)
                    let canvas = try Renderer.render(session.displayList(at: t), budget: budget)
                    try PNG.write(canvas, to: dir.appendingPathComponent(name), options: .small)
                    written.append(name)
                    if t == item.stills[0], withVariants { matrix.append((t, try thumbnail(canvas))) }
                    progress.update(written.count)
                }
                if withVariants, let t = item.stills.first {
                    for v in variants {
                        let variant = SceneSession(scene: scene, placement: .device(device ?? scene.device ?? .iPhone8), scale: scale, traits: v.traits)
                        let canvas = try Renderer.render(variant.displayList(at: t), budget: budget)
                        let name = String(format: "%@-t%.3f.%@.png", scene.name, t, v.name)
                        try PNG.write(canvas, to: dir.appendingPathComponent(name), options: .small)
                        written.append(name)
                        matrix.append((t, try thumbnail(canvas)))
                        progress.update(written.count)
                    }
                }
                if let fps = item.sheetFPS, !args.has(Self.stillsOnly) {
                    let sheetSession = SceneSession(scene: scene, device: device ?? scene.device ?? .iPhone8, scale: scale)
                    let count = Int((scene.duration * Double(fps)).rounded())
                    var thumbs: [(time: TimeInterval, image: Bitmap)] = []
                    for i in 0..<count {
                        let t = TimeInterval(i) / TimeInterval(fps)
                        let canvas = try Renderer.render(sheetSession.displayList(at: t), budget: budget)
                        thumbs.append((t, try canvas.downsampled(by: max(1, canvas.width / 150)).bitmap()))
                    }
                    let sheet = try Renderer.render(ContactSheet.displayList(thumbnails: thumbs, columns: min(count, 6)), budget: budget)
                    let name = "\(scene.name)-contact-sheet.png"
                    try PNG.write(sheet, to: dir.appendingPathComponent(name), options: .small)
                    written.append(name)
                    progress.update(written.count)
                }
            }
            if !matrix.isEmpty {
                // One row per scene: light, dark, accessibilityExtraExtraLarge, right to left.
                let sheet = try Renderer.render(ContactSheet.displayList(thumbnails: matrix, columns: 1 + variants.count))
                try PNG.write(sheet, to: dir.appendingPathComponent("traits-contact-sheet.png"), options: .small)
                written.append("traits-contact-sheet.png")
                progress.update(written.count)
            }
        }
        print("wrote \(written.count) images to \(dir.path):")
        for name in written { print("  \(name)") }
    }
}
