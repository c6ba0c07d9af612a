import Foundation

/// What `render-all` found for one file: its images, warnings, unknown classes, layout
/// agreement, error and time. The cards of a run are saved as `OUT/cards.json` so that
/// `render-all --merge` can join the outputs of shards.
struct RenderAllCard: Codable, Equatable, Sendable {
    /// One drawn top-level view or scene.
    struct Image: Codable, Equatable, Sendable {
        /// The view's or scene's id (`iN0-l3-epB`), or its position when it has none.
        var name: String
        /// The full-size PNG, relative to OUT.
        var png: String
        /// The thumbnail PNG, relative to OUT.
        var thumbnail: String
        /// The full-size PNG's size in pixels.
        var width: Int
        var height: Int
    }

    /// The file, relative to the scanned folder, with `/`.
    var path: String
    /// `xib` or `storyboard`.
    var kind: String
    var images: [Image] = []
    /// The loader's warnings, each `file:line:column: warning: …`.
    var warnings: [String] = []
    /// Custom classes the loader did not know (drawn as their element's class).
    var unknownClasses: [String] = []
    /// Views within 0.5 pt of IB's stored frames, of `compared`; nil when not compared.
    var agree: Int?
    var compared: Int?
    /// Why the file failed; nil when it rendered.
    var error: String?
    /// The time it took, in milliseconds (the one thing that differs between runs).
    var milliseconds: Int = 0

    /// Whether the file failed.
    var failed: Bool { error != nil }

    /// The class names of `Unknown class X in Interface Builder file.` warnings, sorted, once each.
    static func unknownClasses(in messages: [String]) -> [String] {
        let prefix = "Unknown class ", suffix = " in Interface Builder file."
        let names = messages.compactMap { m -> String? in
            guard let r = m.range(of: prefix) else { return nil }
            let rest = m[r.upperBound...]
            return String(rest.hasSuffix(suffix) ? rest.dropLast(suffix.count) : rest)
        }
        return Array(Set(names)).sorted()
    }
}

/// The saved cards of one `render-all` output (`OUT/cards.json`).
struct RenderAllCards: Codable, Sendable {
    /// What the file holds, for readers.
    var format = "viewraster render-all cards 1"
    var cards: [RenderAllCard]

    static let fileName = "cards.json"

    /// The JSON, keys sorted.
    func data() throws -> Data {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try e.encode(self)
    }

    /// Reads `folder/cards.json`; throws `CLIError.input` naming the file when it is missing,
    /// malformed or names a file outside the folder.
    static func read(from folder: URL) throws -> RenderAllCards {
        let url = folder.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CLIError.input("\(url.path): not found (is \(folder.path) a render-all output?)")
        }
        let saved: RenderAllCards
        do { saved = try JSONDecoder().decode(RenderAllCards.self, from: data) } catch {
            throw CLIError.input("\(url.path): not render-all cards: \(error)")
        }
        for card in saved.cards {
            for path in card.images.flatMap({ [$0.png, $0.thumbnail] }) where !isInside(path) {
                throw CLIError.input("\(url.path): \(card.path) names \(path), outside the folder")
            }
        }
        return saved
    }

    /// Whether a relative path stays inside its folder (not absolute, no `..`, not empty).
    static func isInside(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.hasPrefix("/") && !parts.contains("..") && !parts.contains("") && !path.contains("\\")
    }
}
