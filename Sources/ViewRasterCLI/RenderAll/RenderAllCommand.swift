import Foundation
import ViewRasterOutput

/// `viewraster render-all DIR -o OUT`: every xib and storyboard under DIR drawn into
/// `OUT/index.html`, a card per file; `--merge OUT1 OUT2 … -o OUT` joins shards' outputs.
enum RenderAllCommand: Command {
    static let name = "render-all"
    static let summary = "render every xib and storyboard of a folder into one HTML page (OUT/index.html)"
    /// The `RenderOptions` flags that pick one thing to draw, which render-all draws all of.
    static let picking = [RenderOptions.scene, RenderOptions.object, RenderOptions.className, RenderOptions.identifier]
    static let renderFlags = RenderOptions.flags.filter { !picking.contains($0) }
    static let own = [Flag.renderAllOutput, Flag.shard, Flag.merge, Flag.quiet]
    static let usage = """
    usage: viewraster render-all DIR -o OUT [--shard I/N] [options]
           viewraster render-all --merge OUT1 OUT2 … -o OUT

    Finds every .xib and .storyboard under DIR (not in .build, build, DerivedData, Pods,
    Carthage or hidden folders), looks for images in DIR's asset catalogs and image folders,
    and draws each top-level view of a xib and each scene of a storyboard. OUT/index.html has a
    card per file (thumbnails linking to the PNGs under OUT/png/, warnings, unknown classes,
    layout agreement with IB's stored frames, time); OUT/cards.json is what --merge reads.
    A file that fails is a card with its error; the exit status is then 1.
    \(Flag.help(own))
    \(Flag.help(renderFlags))
    """

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, flags: renderFlags + own)
        guard let outPath = args.value(Flag.renderAllOutput) else { throw CLIError.usage("missing -o OUT") }
        let out = URL(fileURLWithPath: outPath)
        if args.has(Flag.merge) {
            if let given = (renderFlags + [Flag.shard]).first(where: { args.has($0) }) {
                throw CLIError.usage("\(given.name) does not go with --merge")
            }
            guard !args.positionals.isEmpty else { throw CLIError.usage("missing the outputs to merge (OUT1 OUT2 …)") }
            return try merge(args.positionals.map { URL(fileURLWithPath: $0) }, into: out)
        }
        guard args.positionals.count == 1 else {
            throw CLIError.usage(args.positionals.isEmpty ? "missing DIR" : "expected one DIR, got \(args.positionals.count)")
        }
        let shard = try args.value(Flag.shard).map { try Shard(parsing: $0) } ?? .all
        var options = try RenderOptions(args)
        let root = URL(fileURLWithPath: args.positionals[0])
        try OutputCheck.check([.init(flag: "-o", path: outPath, isFolder: true)], inputs: [])
        if OutputPathKey.key(out) == OutputPathKey.key(root) { throw CLIError.usage("-o \(outPath) is DIR itself; give a folder of its own") }
        let scan = try ProjectScan.scan(root, excluding: out)
        options.imageFolders = scan.imageFolders + options.imageFolders
        let files = shard.share(of: scan.files)
        // Every font of the project before any file (and before any output), so a file's faces
        // do not depend on which files came before it (or on the shard).
        try MainActor.assumeIsolated {
            try AppFonts.register(given: options.fontFolders, beside: nil)
            for folder in scan.fontFolders { try AppFonts.register(folder: folder, strict: false) }
        }
        try makeFolder(out)
        let progress = Progress(total: files.count, quiet: args.has(Flag.quiet))
        let cards = MainActor.assumeIsolated { () -> [RenderAllCard] in
            let renderer = RenderAllRenderer(options: options, root: root, output: out)
            var cards: [RenderAllCard] = []
            for (k, path) in files.enumerated() {
                cards.append(renderer.card(path))
                progress.update(k + 1)
            }
            return cards
        }
        progress.finish()
        try finish(cards, into: out, what: "\(files.count) of \(scan.files.count) files" + (shard == .all ? "" : " (shard \(shard.index)/\(shard.count))"))
    }

    /// Joins the cards of `inputs` (each a render-all output) into `out`, copying their PNGs.
    static func merge(_ inputs: [URL], into out: URL) throws {
        try OutputCheck.check([.init(flag: "-o", path: out.path, isFolder: true)], inputs: [])
        var cards: [RenderAllCard] = []
        var from: [String: URL] = [:]
        for input in inputs {
            for card in try RenderAllCards.read(from: input).cards {
                if let other = from[card.path] {
                    throw CLIError.input("\(card.path) is in both \(other.path) and \(input.path); merge the outputs of disjoint shards")
                }
                from[card.path] = input
                cards.append(card)
            }
        }
        try makeFolder(out)
        for card in cards {
            guard let input = from[card.path], OutputPathKey.key(input) != OutputPathKey.key(out) else { continue }
            for path in card.images.flatMap({ [$0.png, $0.thumbnail] }) {
                guard let data = FileManager.default.contents(atPath: input.appendingPathComponent(path).path) else {
                    throw CLIError.input("\(input.appendingPathComponent(path).path): missing (cards.json names it)")
                }
                let target = out.appendingPathComponent(path)
                do {
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try AtomicFile.write(data, to: target)
                } catch { throw CLIError.failure("cannot write \(target.path): \(error)") }
            }
        }
        try finish(cards.sorted { $0.path < $1.path }, into: out, what: "\(cards.count) files from \(inputs.count) outputs")
    }

    /// Writes `cards.json` and `index.html` atomically, prints where, and fails (exit 1) when a
    /// card has an error.
    static func finish(_ cards: [RenderAllCard], into out: URL, what: String) throws {
        do {
            try AtomicFile.write(try RenderAllCards(cards: cards).data(), to: out.appendingPathComponent(RenderAllCards.fileName))
            try AtomicFile.write(Data(RenderAllPage.html(cards).utf8), to: out.appendingPathComponent("index.html"))
        } catch {
            throw CLIError.failure("cannot write \(out.path): \(error)")
        }
        let failed = cards.filter(\.failed)
        print("wrote \(out.appendingPathComponent("index.html").path): \(what), \(cards.reduce(0) { $0 + $1.images.count }) images, \(failed.count) failed")
        if let first = failed.first {
            throw CLIError.failure("\(failed.count) of \(cards.count) files failed, first \(first.path): \(first.error ?? "")")
        }
    }

    static func makeFolder(_ out: URL) throws {
        do { try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true) }
        catch { throw CLIError.failure("cannot create \(out.path): \(error)") }
    }
}
