import Foundation
import ViewRasterViews
import ViewRasterNib

/// `viewraster layout FILE.xib`: lays a xib out as IB's canvas and compares the frames with
/// the ones IB stored.
enum LayoutCommand: Command {
    static let name = "layout"
    static let summary = "lay a xib out at its device size and compare with IB's stored frames"
    static let usage = """
    usage: viewraster layout (FILE.xib | FILE.storyboard) [--json] [--compare-stored] [--intrinsic fonts|stored] [--font-folder DIR …]
                             [--appearance light|dark] [--content-size NAME] [--layout-direction ltr|rtl] [--max-constraints N …]

    Lays every top-level view out at its stored frame, as Interface Builder's canvas does (the
    file's <device>, placeholder constraints kept, simulated margins and safe areas), and
    compares each view's frame (in its superview's coordinates) with the one IB stored.
    \(Flag.help(flags))
    A storyboard lays out every scene with a view (each scene's simulated navigation and tab
    bars); its views carry their `scene` and one summary totals them.
    The last line is `agree: N/M views within 0.5pt`. Exits 0 whether or not views agree.
    """

    static let compareStored = Flag("--compare-stored", help: "print only the views that differ by more than 0.5 pt")
    static let json = Flag("--json", help: "one JSON object: views, summary, warnings, timings")
    static let intrinsic = Flag("--intrinsic", .text("fonts|stored"),
                                help: "fonts: measure text with our fonts; stored: take leaf controls' intrinsic sizes from their stored frames",
                                default: "fonts")
    static let flags = [compareStored, json, intrinsic, AppFonts.fontFolder] + RenderOptions.traitFlags
        + LimitFlags.flags().filter { $0.name != "--max-frames" && $0.name != "--max-canvas-pixels" }

    /// A storyboard: every scene with a view, one listing (or JSON) with one summary.
    @MainActor
    static func storyboardLayout(_ url: URL, args: Arguments, intrinsic: NibIntrinsicSizes, traits: TraitCollection,
                                 limits: InputLimits) throws -> String {
        let t0 = Date()
        let storyboard = try StoryboardLoading.load(url, limits: limits)
        return try storyboardLayout(storyboard, args: args, intrinsic: intrinsic, traits: traits, since: t0)
    }

    /// `storyboard`'s scenes laid out and listed (or compared); `t0` is when loading began.
    @MainActor
    static func storyboardLayout(_ storyboard: Storyboard, args: Arguments, intrinsic: NibIntrinsicSizes, traits: TraitCollection,
                                 since t0: Date) throws -> String {
        let t1 = Date()
        let comparison: StoryboardLayoutComparison
        do { comparison = try StoryboardLayoutComparison.run(storyboard, intrinsic: intrinsic, traits: traits) } catch {
            throw CLIError.input("\(error)")
        }
        let t2 = Date()
        if args.has(Self.json) {
            do {
                return try comparison.json(warnings: storyboard.warnings, parseMilliseconds: t1.timeIntervalSince(t0) * 1000,
                                           layoutMilliseconds: t2.timeIntervalSince(t1) * 1000)
            } catch {
                throw CLIError.failure("cannot write JSON: \(error)")
            }
        }
        for w in storyboard.warnings { CLI.printError("\(w)") }
        return args.has(Self.compareStored) ? comparison.report : comparison.listing
    }

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, flags: flags)
        let limits = try LimitFlags.limits(args)
        guard args.positionals.count == 1 else {
            throw CLIError.usage(args.positionals.isEmpty ? "missing FILE.xib or FILE.storyboard" : "expected one file, got \(args.positionals.count)")
        }
        var intrinsic = NibIntrinsicSizes.fonts
        if let s = args.value(Self.intrinsic) {
            guard let i = NibIntrinsicSizes(rawValue: s) else { throw CLIError.usage("--intrinsic must be fonts or stored, not '\(s)'") }
            intrinsic = i
        }
        let traits = try RenderOptions.parseTraits(args)
        let url = URL(fileURLWithPath: args.positionals[0])
        let fontFolders = try AppFonts.folders(args)
        let text = try MainActor.assumeIsolated { () throws -> String in
            try AppFonts.register(given: fontFolders, beside: url)
            if StoryboardLoading.isStoryboard(url) { return try storyboardLayout(url, args: args, intrinsic: intrinsic, traits: traits, limits: limits) }
            let t0 = Date()
            let nib = try XibLoading.nib(url, limits: limits)
            if nib.declaresOnlyControllerScenes {
                // Top-level view controllers alone: laid out as storyboard scenes, made once.
                return try storyboardLayout(Storyboard(controllersOf: nib), args: args, intrinsic: intrinsic, traits: traits, since: t0)
            }
            let result = try XibLoading.load(nib)
            if result.hasOnlyControllerScenes {
                // Top-level view controllers only: their views are laid out as storyboard scenes.
                return try storyboardLayout(Storyboard(controllersOf: nib), args: args, intrinsic: intrinsic, traits: traits, since: t0)
            }
            let t1 = Date()
            let comparison = NibLayoutComparison.run(result, intrinsic: intrinsic, traits: traits)
            let t2 = Date()
            if args.has(Self.json) {
                do {
                    return try comparison.json(warnings: result.warnings, parseMilliseconds: t1.timeIntervalSince(t0) * 1000,
                                               layoutMilliseconds: t2.timeIntervalSince(t1) * 1000)
                } catch {
                    throw CLIError.failure("cannot write JSON: \(error)")
                }
            }
            for w in result.warnings { CLI.printError("\(w)") }
            if args.has(Self.compareStored) { return comparison.report }
            return (comparison.views.map(NibLayoutComparison.listingLine) + [comparison.summaryLine]).joined(separator: "\n")
        }
        print(text)
    }
}
