import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib
import ViewRasterTestSupport

/// One single-line system-font label of the corpus whose width IB set from its text: the
/// stored width is UIKit's intrinsic width rounded up to the canvas device's pixel grid.
struct CorpusLabelSample {
    var file: String
    /// "A" or "B": the half of the corpus's repositories (docs/nib-layout-agreement.md's split).
    var half: String
    var text: String
    var weight: Int
    var size: CGFloat
    /// The canvas device's scale (IB rounds intrinsic widths up to its pixels; whole points
    /// before Xcode 9).
    var scale: CGFloat
    var stored: CGFloat
    /// Our intrinsic width on the same grid.
    var ours: CGFloat
    /// The text shaped with the bundled face alone (kerning, no SF metrics), in points, and the
    /// face's advance of each character in 2048ths of an em: what `scripts/fit-system-font` fits from.
    var faceWidth: CGFloat
    var faceAdvances: [Int]
    /// The file's `toolsVersion` (0 when it has none): which Xcode, and so which SF Pro, IB
    /// measured the label with (the variable SF Pro of iOS 14 from 17000).
    var toolsVersion: Int = 0
    /// One of SF's static faces asked for by name ("text", "display"), which take their end of
    /// the optical-size ramp at every size and no tracking; "-" for the system font.
    var staticFace: String = "-"
    /// Whether the bundled Latin face (Inter) has every character: the first figure
    /// counts these labels only; the all-scripts figure also counts labels whose other
    /// characters the fallback faces draw (CJK, Arabic, Hebrew, emoji …).
    var latinFace: Bool = true
    /// Whether the label wraps (`numberOfLines` other than 1) and shows one line.
    var wraps: Bool = false
}

/// The corpus's repositories split in two, as docs/nib-layout-agreement.md does: the MANIFEST's
/// `repo` column sorted case-insensitively, alternately A and B (storyboard repositories not
/// among the xibs' likewise, after them). Maps a file name to its half.
func corpusHalves() -> [String: String] {
    /// File → repository, from a corpus folder's MANIFEST.tsv.
    func manifest(_ folder: URL) -> [String: String] {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [:] }
        var repoOf: [String: String] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let cells: [Substring] = line.split(separator: "\t", omittingEmptySubsequences: false)
            if cells.count > 1 { repoOf[String(cells[0])] = String(cells[1]) }
        }
        return repoOf
    }
    func alternate(_ repos: Set<String>) -> [String] { repos.sorted { $0.lowercased() < $1.lowercased() } }
    let xibs = manifest(TestPaths.xibCorpus), storyboards = manifest(TestPaths.storyboardCorpus)
    var halfOf: [String: String] = [:]
    for (i, repo) in alternate(Set(xibs.values)).enumerated() { halfOf[repo] = i % 2 == 0 ? "A" : "B" }
    // Storyboard repositories the xib split has not placed alternate the same way.
    for (i, repo) in alternate(Set(storyboards.values).subtracting(halfOf.keys)).enumerated() { halfOf[repo] = i % 2 == 0 ? "A" : "B" }
    var out: [String: String] = [:]
    for (file, repo) in xibs.merging(storyboards, uniquingKeysWith: { a, _ in a }) { out[file] = halfOf[repo] ?? "A" }
    return out
}

@MainActor
enum CorpusLabels {
    static var funnel: [String: Int] = [:]
    /// The samples of one xib: laid out as IB's canvas with stored intrinsic sizes (so the
    /// solver agrees), keeping labels that agree with their stored frame, show one line and whose
    /// width follows their intrinsic width (growing it by 7 pt grows the solved frame by 7 pt,
    /// shrinking it by 7 pt shrinks the frame by 7 pt).
    static func samples(_ url: URL, half: String) throws -> [CorpusLabelSample] {
        let options = NibOptions(registry: NibClassRegistry(), imageDecoder: nil)
        let result = try Nib(contentsOf: url, options: options).load(owner: nil)
        let canvas = NibCanvas(result, intrinsic: .stored)
        canvas.layout()
        return samples(result, canvas: canvas, file: url.lastPathComponent, half: half)
    }

    /// The samples of every scene of a storyboard, laid out as `StoryboardLayoutComparison` does.
    static func storyboardSamples(_ url: URL, half: String) throws -> [CorpusLabelSample] {
        let storyboard = try Storyboard(contentsOf: url, options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        return try StoryboardLayoutComparison.layOutScenes(storyboard, intrinsic: .stored).flatMap {
            samples($0.result, canvas: $0.canvas, file: url.lastPathComponent, half: half)
        }
    }

    static func samples(_ result: NibLoadResult, canvas: NibCanvas, file: String, half: String) -> [CorpusLabelSample] {
        let comparison = NibLayoutComparison(result, metrics: canvas.metrics)
        let agreeing = Set(comparison.views.filter { $0.agrees == true }.map(\.id))
        let scale = canvas.metrics.storesWholePointEdges ? 1 : canvas.metrics.device.metrics.scale
        var out: [CorpusLabelSample] = []
        for v in result.views {
            guard let label = v as? Label else { continue }
            CorpusLabels.funnel["label", default: 0] += 1
            guard label.numberOfLines == 1 || (result.nibObject(for: v)?.frame?.height ?? .infinity) < 1.5 * label.font.lineHeight else { continue }
            CorpusLabels.funnel["oneLine", default: 0] += 1
            guard let style = label.font.systemStyle, style.usesSFProMetrics else { continue }
            CorpusLabels.funnel["system", default: 0] += 1
            guard let text = label.text, !text.isEmpty, text.count < 80,
                  label.textLayout.runs.count <= 1, !label.isHidden, label.font.pointSize > 0 else { continue }
            CorpusLabels.funnel["text", default: 0] += 1
            guard let id = result.id(of: v), agreeing.contains(id) else { continue }
            CorpusLabels.funnel["agrees", default: 0] += 1
            guard let o = result.nibObject(for: v),
                  let stored = o.frame, let override = v.layoutStorage.intrinsicContentSizeOverride,
                  override.width > 0 else { continue }
            CorpusLabels.funnel["override", default: 0] += 1
            let face = Font(face: label.font.face, size: label.font.pointSize)
            // Every character drawn: by the Latin face (the first figure's labels), or by the
            // fallback faces (the all-scripts figure's).
            guard text.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) else { continue }
            let latinFace = text.unicodeScalars.allSatisfy { face.face.hasGlyph(for: $0) }
            guard latinFace || FontFallback.missingScalars(in: text, font: label.font).isEmpty else { continue }
            var root = v
            while let s = root.superview { root = s }
            func relayout() {
                Stage(.size(canvas.metrics.screenSize), scale: canvas.metrics.layoutScale, traits: canvas.layoutTraits).within {
                    root.layoutIfNeeded()
                }
            }
            // The width follows the text both ways: a label held at a `width >= constant` (or
            // `<=`) that its stored width meets grows (or shrinks) with it one way only, and then
            // its stored width is the constraint's, not the text's.
            func follows(by delta: CGFloat) -> Bool {
                v.layoutStorage.intrinsicContentSizeOverride = CGSize(width: override.width + delta, height: override.height)
                relayout()
                return abs(v.frame.width - (stored.width + delta)) < 0.01
            }
            let followsBothWays = follows(by: 7) && follows(by: -min(7, override.width / 2))
            v.layoutStorage.intrinsicContentSizeOverride = override
            relayout()
            guard followsBothWays else { continue }
            CorpusLabels.funnel["follows", default: 0] += 1
            v.layoutStorage.intrinsicContentSizeOverride = nil
            // As the canvas measures it: CJK ideographs widened in files from Xcode 9 on
            // (`Label.canvasIdeographExtraWidth`); Latin text has none, so its width is the text layout's.
            let ours = (label.canvasIdeographExtraWidth > 0 ? label.ideographWidenedIntrinsicSize(scale: scale) : nil)?.width
                ?? label.textLayout.intrinsicSize(scale: scale).width
            v.layoutStorage.intrinsicContentSizeOverride = override
            let unit = 2048 / CGFloat(face.face.unitsPerEm)
            let advances = text.unicodeScalars.map { Int((CGFloat(face.face.advanceUnits(glyph: face.face.glyph(for: $0))) * unit).rounded()) }
            out.append(CorpusLabelSample(file: file, half: half, text: text, weight: style.weight.weightClass,
                                         size: label.font.pointSize, scale: scale, stored: stored.width, ours: ours,
                                         faceWidth: face.width(of: text), faceAdvances: advances,
                                         toolsVersion: canvas.metrics.toolsVersion,
                                         staticFace: style.staticFace?.rawValue ?? "-",
                                         latinFace: latinFace, wraps: label.numberOfLines != 1))
        }
        return out
    }

    /// Every sample of the corpus (xibs, then storyboards), sorted by file.
    static func all() -> [CorpusLabelSample] {
        let halves = corpusHalves()
        return all(xibs: corpusFiles, storyboards: TestPaths.files(in: TestPaths.storyboardCorpus, withExtension: "storyboard")) {
            halves[$0] ?? "A"
        }
    }

    /// The samples of these xibs, then these storyboards; `half` names each file's half.
    static func all(xibs: [URL], storyboards: [URL], half: (String) -> String) -> [CorpusLabelSample] {
        xibs.flatMap { url in (try? samples(url, half: half(url.lastPathComponent))) ?? [] }
            + storyboards.flatMap { url in (try? storyboardSamples(url, half: half(url.lastPathComponent))) ?? [] }
    }

    /// Prints the all-scripts figure beside the Latin one: every sample, the labels with a
    /// character the Latin face lacks (drawn by a fallback face) among them, and those of them
    /// off by more than 1 pt.
    static func printEveryScript(_ everyScript: [CorpusLabelSample]) {
        let within = everyScript.filter { abs($0.ours - $0.stored) <= 1 + 1e-6 }.count
        let others = everyScript.filter { !$0.latinFace }
        let othersWithin = others.filter { abs($0.ours - $0.stored) <= 1 + 1e-6 }.count
        print("single-line label widths within 1 pt, all scripts: \(within)/\(everyScript.count) (fallback faces \(othersWithin)/\(others.count))")
        for s in others where abs(s.ours - s.stored) > 1 + 1e-6 {
            print("  \(s.file) w\(s.weight) \(s.size)pt \"\(s.text)\": ours \(s.ours), IB \(s.stored)")
        }
    }

    /// With `VIEWRASTER_FONT_SAMPLES=FILE`, writes `samples` to FILE as TSV (text, weight,
    /// size, canvas scale, stored width, the face's advances, the file's toolsVersion, the static
    /// face asked for by name, whether the Latin face has every character — the fit takes those
    /// only —, whether the label wraps): what `scripts/fit-system-font` fits from.
    static func writeSamplesIfAsked(_ samples: [CorpusLabelSample]) throws {
        guard let path = ProcessInfo.processInfo.environment["VIEWRASTER_FONT_SAMPLES"], !path.isEmpty else { return }
        var tsv = "file\thalf\tweight\tsize\tscale\tstored\tours\tfaceWidth\tscalars\tfaceAdvances\ttoolsVersion\tstaticFace\tlatinFace\twraps\n"
        for s in samples {
            let scalars = s.text.unicodeScalars.map { String($0.value) }.joined(separator: ",")
            tsv += "\(s.file)\t\(s.half)\t\(s.weight)\t\(s.size)\t\(s.scale)\t\(s.stored)\t\(s.ours)\t\(s.faceWidth)\t\(scalars)\t"
                + s.faceAdvances.map(String.init).joined(separator: ",") + "\t\(s.toolsVersion)\t\(s.staticFace)"
                + "\t\(s.latinFace ? 1 : 0)\t\(s.wraps ? 1 : 0)\n"
        }
        try tsv.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The xibs and storyboards of `folder` and of its `xib` and `storyboard` subfolders.
    static func files(in folder: URL) -> (xibs: [URL], storyboards: [URL]) {
        let xibs = TestPaths.files(in: folder, withExtension: "xib") + TestPaths.files(in: folder.appendingPathComponent("xib"), withExtension: "xib")
        let storyboards = TestPaths.files(in: folder, withExtension: "storyboard")
            + TestPaths.files(in: folder.appendingPathComponent("storyboard"), withExtension: "storyboard")
        return (xibs, storyboards)
    }
}

@MainActor
@Suite struct SystemFontWidthCorpusTests {
    /// Single-line system-font labels whose width IB took from their text come out within 1 pt
    /// of the stored width (the issue asks 90%); the share never falls below the floor last
    /// measured. With `VIEWRASTER_FONT_SAMPLES=FILE` the samples are written to FILE as TSV
    /// (what `scripts/fit-system-font` fits SF's advances from).
    @Test(.enabled(if: corpusAvailable, "needs ../shared/corpus/xib"))
    func singleLineLabelWidthsAreWithinAPointOfInterfaceBuilders() throws {
        let everyScript = CorpusLabels.all()
        let samples = everyScript.filter(\.latinFace)
        print("funnel \(CorpusLabels.funnel.sorted { $0.value > $1.value })")
        #expect(samples.count >= 20, "\(samples.count) samples")
        func share(_ s: [CorpusLabelSample]) -> (Int, Int) { (s.filter { abs($0.ours - $0.stored) <= 1 + 1e-6 }.count, s.count) }
        let all = share(samples), a = share(samples.filter { $0.half == "A" }), b = share(samples.filter { $0.half == "B" })
        print("single-line label widths within 1 pt: \(all.0)/\(all.1) (A \(a.0)/\(a.1), B \(b.0)/\(b.1))")
        for s in samples where abs(s.ours - s.stored) > 1 + 1e-6 {
            print("  \(s.file) \(s.half) w\(s.weight) \(s.size)pt \"\(s.text)\": ours \(s.ours), IB \(s.stored)")
        }
        CorpusLabels.printEveryScript(everyScript)
        try CorpusLabels.writeSamplesIfAsked(everyScript)
        // Floors measured on the corpus (92 xibs, 25 storyboards: 22 of 24 labels, 9 of the 10
        // of half B; 16 and 6 with Inter and SF's tracking alone). The advances are fitted on the
        // whole corpus and set C, so half B is no longer held out (sets D and E are:
        // docs/system-font-metrics.md). The floors only rise as the metrics improve.
        #expect(all.0 * 24 >= 22 * all.1, "\(all.0)/\(all.1)")
        #expect(b.0 * 10 >= 9 * b.1, "half B: \(b.0)/\(b.1)")
    }

    /// The same measure on any folder of files never in the corpus (its xibs and storyboards,
    /// or those of its `xib` and `storyboard` subfolders): `VIEWRASTER_LABEL_WIDTH_DIR=DIR
    /// swift test -c release --filter SystemFontWidthCorpusTests` prints the share within 1 pt
    /// and every label off by more (how docs/system-font-metrics.md measures sets C and D);
    /// `VIEWRASTER_FONT_SAMPLES` writes its samples too, with `VIEWRASTER_LABEL_WIDTH_HALF`
    /// (default "-") in the half column.
    /// Skipped without the variable; fails when the folder has no file to measure.
    @Test(.enabled(if: !(ProcessInfo.processInfo.environment["VIEWRASTER_LABEL_WIDTH_DIR"] ?? "").isEmpty,
                   "set VIEWRASTER_LABEL_WIDTH_DIR to a folder of xibs or storyboards"))
    func singleLineLabelWidthsInAnyFolder() throws {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["VIEWRASTER_LABEL_WIDTH_DIR"] ?? "")
        let (xibs, storyboards) = CorpusLabels.files(in: folder)
        #expect(!(xibs + storyboards).isEmpty, "no xib or storyboard in \(folder.path)")
        let half = ProcessInfo.processInfo.environment["VIEWRASTER_LABEL_WIDTH_HALF"] ?? "-"
        let everyScript = CorpusLabels.all(xibs: xibs, storyboards: storyboards) { _ in half }
        let samples = everyScript.filter(\.latinFace)
        try CorpusLabels.writeSamplesIfAsked(everyScript)
        let within = samples.filter { abs($0.ours - $0.stored) <= 1 + 1e-6 }.count
        print("\(folder.path): single-line label widths within 1 pt: \(within)/\(samples.count) (\(xibs.count) xibs, \(storyboards.count) storyboards)")
        for s in samples where abs(s.ours - s.stored) > 1 + 1e-6 {
            print("  \(s.file) w\(s.weight) \(s.size)pt \"\(s.text)\": ours \(s.ours), IB \(s.stored)")
        }
        CorpusLabels.printEveryScript(everyScript)
    }
}
