import Foundation

/// Where things are for the package's tests: the checkout, its fixtures and the shared corpus
/// beside it. Every test target finds them here, so the one walk up from a source file
/// (`#filePath`) is this file's.
public enum TestPaths {
    /// The package checkout, the folder holding Package.swift (this file is
    /// `Sources/ViewRasterTestSupport/TestPaths.swift` in it).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures`: inputs the tests read (xibs, PNGs, display lists, fuzz regressions).
    public static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// A file or folder under `Tests/Fixtures`, such as `fixture("png/gray.png")`.
    public static func fixture(_ relativePath: String) -> URL {
        fixtures.appendingPathComponent(relativePath)
    }

    /// The shared corpus of real xibs: `VIEWRASTER_CORPUS` when set, else
    /// `../shared/corpus/xib` beside the checkout (it is never copied into the repository).
    public static let xibCorpus: URL = {
        if let env = ProcessInfo.processInfo.environment["VIEWRASTER_CORPUS"], !env.isEmpty {
            return URL(fileURLWithPath: env)
        }
        return shared.appendingPathComponent("corpus/xib")
    }()

    /// The shared corpus of real storyboards: `VIEWRASTER_STORYBOARD_CORPUS` when set, else
    /// `../shared/corpus/storyboard` beside the checkout.
    public static let storyboardCorpus: URL = {
        if let env = ProcessInfo.processInfo.environment["VIEWRASTER_STORYBOARD_CORPUS"], !env.isEmpty {
            return URL(fileURLWithPath: env)
        }
        return shared.appendingPathComponent("corpus/storyboard")
    }()

    /// `../shared` beside the checkout.
    public static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// The files of `folder` ending in `.ext`, sorted by name (empty when the folder is absent).
    public static func files(in folder: URL, withExtension ext: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Every xib of the shared corpus, sorted (empty when it is absent: tests that need it are
    /// `.enabled(if: !TestPaths.xibCorpusFiles.isEmpty)`).
    public static var xibCorpusFiles: [URL] { files(in: xibCorpus, withExtension: "xib") }

    /// A fresh, empty folder under the system's temporary folder, named after `label` (a test's
    /// name, say) and unique to this call.
    public static func temporaryFolder(_ label: String = #function) throws -> URL {
        let safe = label.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewraster-tests-\(safe)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The names in `folder`, sorted (empty when it is absent): what a test checks to see that
    /// nothing was left behind.
    public static func contents(of folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
