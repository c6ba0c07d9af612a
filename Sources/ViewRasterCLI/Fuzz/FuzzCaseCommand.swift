import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ViewRasterFuzz
import ViewRasterGallery

/// `viewraster fuzz-case --list CASES`: the fuzzer's worker (internal). Prints `ready`, then
/// one `LABEL<TAB>message` line per case as it finishes. The parent process bounds each case's
/// time and notices crashes: this process has no way to survive either.
enum FuzzCaseCommand: Command {
    static let name = "fuzz-case"
    static let summary = "(internal) the fuzz worker: runs cases from a list"
    static let usage = """
    usage: viewraster fuzz-case (--list CASES | FILE) [limits]

    Runs each case (a line `KIND<TAB>PATH`, KIND one of xib, png, font, json) through its loader,
    layout and renderer on a small canvas and prints `ready`, then `ok`, `error<TAB>message` or
    `unlocated-error<TAB>message` per case. Used by `viewraster fuzz`; run it by hand to
    reproduce a case (`viewraster fuzz --case I --write-case FILE` writes one).

    \(Flag.help([list, kind] + LimitFlags.flags()))
    """

    static let list = Flag("--list", .text("CASES"), help: "a file of cases, one `KIND<TAB>PATH` a line")
    static let kind = Flag("--kind", .text("KIND"), help: "the kind of the FILE given (xib, png, font or json)", default: "from its extension")

    static func run(_ arguments: [String]) throws {
        let args = try Arguments(arguments, flags: [Self.list, Self.kind] + LimitFlags.flags())
        let limits = try LimitFlags.limits(args)
        var items: [(FuzzKind, URL)] = []
        if let list = args.value(Self.list) {
            guard let text = try? String(contentsOfFile: list, encoding: .utf8) else { throw CLIError.input("\(list): cannot read the case list") }
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "\t", maxSplits: 1)
                guard parts.count == 2, let kind = FuzzKind(rawValue: String(parts[0])) else { throw CLIError.input("\(list): bad line '\(line)'") }
                items.append((kind, URL(fileURLWithPath: String(parts[1]))))
            }
        }
        for file in args.positionals {
            let kind = try args.value(Self.kind).map { k -> FuzzKind in
                guard let kind = FuzzKind(rawValue: k) else { throw CLIError.usage("--kind must be xib, png, font or json") }
                return kind
            } ?? FuzzKind(fileName: file)
            guard let kind else { throw CLIError.usage("\(file): cannot tell its kind from the extension; pass --kind") }
            items.append((kind, URL(fileURLWithPath: file)))
        }
        guard !items.isEmpty else { throw CLIError.usage("no cases: pass --list CASES or a file") }
        // A memory bomb ends as a crash of its case rather than swapping the machine.
        var cap = rlimit(rlim_cur: 4 << 30, rlim_max: 4 << 30)
        _ = setrlimit(RLIMIT_AS_VALUE, &cap)
        // The protocol gets stdout to itself: anything a library prints goes to stderr.
        protocolOutput = FileHandle(fileDescriptor: dup(1), closeOnDealloc: true)
        dup2(2, 1)
        MainActor.assumeIsolated {
            // The gallery's xibs are seeds: their custom classes load as themselves.
            GalleryNibs.registerClasses()
            CaseRunner.warmUp()
            emit("ready")
            for (kind, url) in items {
                emit(CaseRunner.run(fileAt: url, kind: kind, limits: limits).workerLine)
            }
        }
    }

    #if canImport(Glibc)
    static let RLIMIT_AS_VALUE = __rlimit_resource_t(RLIMIT_AS.rawValue)
    #else
    static let RLIMIT_AS_VALUE = RLIMIT_AS
    #endif

    nonisolated(unsafe) static var protocolOutput = FileHandle.standardOutput

    /// One unbuffered line on the protocol output (the parent reads it as the case finishes).
    static func emit(_ line: String) {
        protocolOutput.write(Data((line + "\n").utf8))
    }
}
