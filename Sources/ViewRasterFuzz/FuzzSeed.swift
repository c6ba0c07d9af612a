import Foundation

/// One seed input the mutators start from.
public struct FuzzSeed: Sendable {
    /// What kind of input the seed is.
    public var kind: FuzzKind
    /// The seed's file name (for reports).
    public var name: String
    /// The seed's bytes.
    public var data: Data

    /// A seed of `kind` named `name` holding `data`.
    public init(kind: FuzzKind, name: String, data: Data) {
        self.kind = kind; self.name = name; self.data = data
    }

    /// The seeds of a package checkout: every xib and storyboard of the gallery
    /// (`Sources/ViewRasterGallery/Resources`) and of the test fixtures (`Tests/Fixtures/xib`,
    /// `Tests/Fixtures/storyboard`: the rule fixtures and the Interface Builder 3 `<archive>` xib,
    /// which no other seed covers), every xib in `corpus` and every storyboard in the `storyboard`
    /// folder beside it (when the folders exist), the PNG fixtures, the bundled fonts and the
    /// benchmark display lists. Sorted by path so the list is the same on every machine.
    public static func collect(packageRoot root: URL, corpus: URL?) -> [FuzzSeed] {
        var seeds: [FuzzSeed] = []
        func add(_ folder: URL, _ kind: FuzzKind, extensions: Set<String>) {
            let fm = FileManager.default
            guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { return }
            for name in names.sorted() where extensions.contains((name as NSString).pathExtension.lowercased()) {
                guard let data = fm.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
                seeds.append(FuzzSeed(kind: kind, name: name, data: data))
            }
        }
        let gallery = root.appendingPathComponent("Sources/ViewRasterGallery/Resources")
        let fixtures = root.appendingPathComponent("Tests/Fixtures")
        add(gallery, .xib, extensions: ["xib"])
        add(fixtures.appendingPathComponent("xib"), .xib, extensions: ["xib"])
        if let corpus { add(corpus, .xib, extensions: ["xib"]) }
        add(gallery, .storyboard, extensions: ["storyboard"])
        add(fixtures.appendingPathComponent("storyboard"), .storyboard, extensions: ["storyboard"])
        if let corpus { add(corpus.deletingLastPathComponent().appendingPathComponent("storyboard"), .storyboard, extensions: ["storyboard"]) }
        add(root.appendingPathComponent("Tests/Fixtures/png"), .png, extensions: ["png"])
        add(root.appendingPathComponent("Fonts"), .font, extensions: ["ttf", "otf"])
        add(root.appendingPathComponent("Benchmarks/scenes"), .displayList, extensions: ["json"])
        return seeds
    }

    /// `../shared/corpus/xib` beside the checkout, or beside a folder above it (a worktree
    /// such as `wt/name` shares its main checkout's corpus); nil when there is none.
    public static func defaultCorpus(packageRoot root: URL) -> URL? {
        var dir = root.standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<3 {
            let c = dir.appendingPathComponent("shared/corpus/xib")
            if FileManager.default.fileExists(atPath: c.path) { return c }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// The package root: the first folder at or above `start` holding `Package.swift`.
    public static func packageRoot(from start: URL) -> URL? {
        var dir = start.standardizedFileURL
        for _ in 0..<32 {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            let up = dir.deletingLastPathComponent()
            if up.path == dir.path { return nil }
            dir = up
        }
        return nil
    }
}
