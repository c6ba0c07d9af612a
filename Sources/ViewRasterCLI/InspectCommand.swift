import Foundation
import ViewRasterFuzz
import ViewRasterViews
import ViewRasterNib

/// `viewraster inspect FILE.xib`: the object tree, connections and warnings of a xib.
enum InspectCommand: Command {
    static let name = "inspect"
    static let summary = "print a xib's or storyboard's objects, scenes, connections and warnings"
    static let usage = """
    usage: viewraster inspect (FILE.xib | FILE.storyboard) [--font-folder DIR …]

    A storyboard lists its scenes (scene id, controller class and id, storyboard identifier,
    the initial marker, segues with kind and destination) with their view trees.
    Prints the objects (class, id, frame, text), every outlet, outlet collection and action
    with its target, and the warnings of loading it (file:line:column). Exits 0 when the file
    loads, warnings or not; 2 with a one-line error when it does not.
    \(Flag.help([AppFonts.fontFolder]))
    """

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, flags: [AppFonts.fontFolder])
        guard args.positionals.count == 1 else {
            throw CLIError.usage(args.positionals.isEmpty ? "missing FILE.xib or FILE.storyboard" : "expected one file, got \(args.positionals.count)")
        }
        let url = URL(fileURLWithPath: args.positionals[0])
        let fontFolders = try AppFonts.folders(args)
        let text = try MainActor.assumeIsolated { () throws -> String in
            try AppFonts.register(given: fontFolders, beside: url)
            if StoryboardLoading.isStoryboard(url) {
                let storyboard = try StoryboardLoading.load(url)
                return StoryboardInspection.report(storyboard.document, warnings: storyboard.warnings)
            }
            let result = try XibLoading.load(url)
            return NibInspection.report(result.document, warnings: result.warnings)
        }
        print(text)
    }
}

/// Loading a xib for the xib commands: images beside the file, classes as the file names them
/// (none registered: an unknown custom class loads as its element's class, with a warning);
/// any load error becomes a one-line input error (exit 2).
@MainActor
enum XibLoading {
    static func load(_ url: URL, limits: InputLimits = InputLimits()) throws -> NibLoadResult {
        try load(try nib(url, limits: limits))
    }

    /// Parses the xib at `url`; a parse error becomes a one-line input error.
    static func nib(_ url: URL, limits: InputLimits = InputLimits()) throws -> Nib {
        do { return try Nib(contentsOf: url, limits: limits.xib) } catch { throw CLIError.input("\(error)") }
    }

    /// Instantiates `nib` on a 375×667 stage; an error becomes a one-line input error.
    static func load(_ nib: Nib) throws -> NibLoadResult {
        do {
            return try Stage(.size(CGSize(width: 375, height: 667))).within { try nib.load(owner: nil) }
        } catch let e as CLIError {
            throw e
        } catch {
            throw CLIError.input("\(error)")
        }
    }
}
