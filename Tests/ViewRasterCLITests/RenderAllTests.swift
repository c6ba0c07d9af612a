import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterOutput
import ViewRasterTestSupport

/// `viewraster render-all DIR -o OUT` on the project `RenderAllFixture` builds: a card per xib
/// and storyboard outside build and dependency folders, the views drawn as `render` draws
/// them (images found in the project's asset catalog), a failing file as a card with its error
/// and exit 1, shards that partition the files, and a merge of shards that gives the page of
/// one whole run.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct RenderAllTests {

    func paths(_ cards: [[String: Any]]) -> [String] { cards.compactMap { $0["path"] as? String } }

    @Test func everyFileIsACardAndABrokenOneFailsTheRun() throws {
        let project = try RenderAllFixture.make()
        defer { try? FileManager.default.removeItem(at: project) }
        let out = project.appendingPathComponent("report")
        let r = try BuiltCLI.run(["render-all", project.path, "-o", out.path])
        #expect(r.status == 1, "\(r.stderr)")
        let last = r.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("viewraster render-all: 1 of 3 files failed, first App/Broken.xib"), "\(r.stderr)")
        let cards = try RenderAllFixture.cards(out)
        #expect(paths(cards) == RenderAllFixture.files)
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(RenderAllFixture.count("<section class=\"card", in: page) == 3)
        #expect(RenderAllFixture.count("<section class=\"card failed\"", in: page) == 1)
        #expect(!page.contains("InPods") && !page.contains("Gen.xib") && !page.contains("X.xib") && !page.contains("Y.xib") && !page.contains("Z.storyboard"))
        // Self-contained: nothing fetched from a network, only the PNGs under OUT.
        #expect(!page.contains("http:") && !page.contains("https:") && !page.contains("<link"))
        #expect(page.contains("id=\"filter\""))

        // The broken file's card carries the loader's error with its file and line.
        let broken = try #require(cards.first { $0["path"] as? String == "App/Broken.xib" })
        let error = try #require(broken["error"] as? String)
        #expect(error.contains("Broken.xib:") && error.contains("error:"), "\(error)")
        #expect(page.contains(RenderAllPageText.escape(error)))

        // Good.xib: one view, 200×100 px (@2x of its iPhone 8), red with the green dot from the
        // asset catalog at points 10..<20 and the blue MysteryView at 50..<70 × 10..<30.
        let good = try #require(cards.first { $0["path"] as? String == "App/Views/Good.xib" })
        let images = try #require(good["images"] as? [[String: Any]])
        #expect(images.count == 1)
        let pngPath = try #require(images.first?["png"] as? String)
        let png = try PNG.read(contentsOf: out.appendingPathComponent(pngPath))
        #expect(png.width == 200 && png.height == 100)
        #expect(rgb(png, 5, 5) == [255, 0, 0] && rgb(png, 199, 99) == [255, 0, 0])
        #expect(rgb(png, 21, 21) == [0, 255, 0] && rgb(png, 38, 38) == [0, 255, 0] && rgb(png, 40, 40) == [255, 0, 0] && rgb(png, 19, 30) == [255, 0, 0])
        #expect(rgb(png, 100, 20) == [0, 0, 255] && rgb(png, 139, 59) == [0, 0, 255] && rgb(png, 140, 30) == [255, 0, 0])
        let thumb = try PNG.read(contentsOf: out.appendingPathComponent(try #require(images.first?["thumbnail"] as? String)))
        #expect(thumb.width <= 240 && thumb.width > 0)
        #expect(page.contains("href=\"\(pngPath)\""))
        #expect(good["unknownClasses"] as? [String] == ["MysteryView"])
        #expect(page.contains("unknown classes: MysteryView"))
        let warnings = good["warnings"] as? [String] ?? []
        #expect(warnings.contains { $0.range(of: #"^Good\.xib:\d+:\d+: warning: Unknown class MysteryView"#, options: .regularExpression) != nil }, "\(warnings)")
        // Autoresizing subviews of a root at its stored size keep their stored frames: the dot
        // and the mystery view agree (top-level views are not compared).
        #expect(good["agree"] as? Int == 2 && good["compared"] as? Int == 2, "\(good)")
        #expect(page.contains("layout: 2/2 views agree with IB within 0.5 pt"))

        // The storyboard: both scenes @2x, the first a full iPhone 8 screen, the second the page
        // sheet the first's `show` segue presents it in (no navigation controller holds the
        // first): the screen less the 20 pt status bar, 647 pt.
        let board = try #require(cards.first { $0["path"] as? String == "App/Main.storyboard" })
        let scenes = try #require(board["images"] as? [[String: Any]])
        #expect(scenes.compactMap { $0["name"] as? String } == ["two-ctl-001", "two-ctl-002"])
        #expect(scenes.map { [$0["width"] as? Int, $0["height"] as? Int] } == [[750, 1334], [750, 1294]])
        #expect(board["error"] == nil)

        // OUT lies inside DIR: a second run does not find anything in it, and the page is the
        // same apart from the times.
        let first = try RenderAllFixture.pageWithoutTimes(out)
        let again = try BuiltCLI.run(["render-all", project.path, "-o", out.path, "--quiet"])
        #expect(again.status == 1)
        #expect(try RenderAllFixture.pageWithoutTimes(out) == first)
        #expect(paths(try RenderAllFixture.cards(out)) == RenderAllFixture.files)
    }

    @Test func thePageIsTheSameOnEveryRunApartFromTimes() throws {
        let project = try RenderAllFixture.make()
        let runs = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: project); try? FileManager.default.removeItem(at: runs) }
        let before = try FileManager.default.subpathsOfDirectory(atPath: project.path).sorted()
        var pages: [String] = []
        for k in 0..<2 {
            let out = runs.appendingPathComponent("run\(k)")
            _ = try BuiltCLI.run(["render-all", project.path, "-o", out.path])
            pages.append(try RenderAllFixture.pageWithoutTimes(out))
        }
        #expect(pages[0] == pages[1])
        // Nothing is written outside OUT: the project is as it was, and OUT holds only the page,
        // the cards and png/.
        #expect(try FileManager.default.subpathsOfDirectory(atPath: project.path).sorted() == before)
        #expect(TestPaths.contents(of: runs.appendingPathComponent("run0")) == ["cards.json", "index.html", "png"])
        #expect(pages[0].contains("<span class=\"time\"></span>"))
        let page = try String(contentsOf: runs.appendingPathComponent("run0/index.html"), encoding: .utf8)
        #expect(page.range(of: #"<span class="time">\d+ ms</span>"#, options: .regularExpression) != nil)
    }

    @Test func shardsPartitionTheFilesAndTheirMergeIsTheWholePage() throws {
        let project = try RenderAllFixture.make()
        let runs = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: project); try? FileManager.default.removeItem(at: runs) }
        let whole = runs.appendingPathComponent("whole")
        _ = try BuiltCLI.run(["render-all", project.path, "-o", whole.path])
        for n in 1...4 {
            var union: [String] = []
            for i in 1...n {
                let out = runs.appendingPathComponent("shard\(i)of\(n)")
                let r = try BuiltCLI.run(["render-all", project.path, "-o", out.path, "--shard", "\(i)/\(n)"])
                let share = paths(try RenderAllFixture.cards(out))
                // Position p of the sorted list is in shard p mod n + 1.
                let expected = RenderAllFixture.files.enumerated().filter { $0.offset % n == i - 1 }.map(\.element)
                #expect(share == expected, "shard \(i)/\(n)")
                #expect(r.status == (share.contains("App/Broken.xib") ? 1 : 0), "\(r.stderr)")
                union += share
            }
            #expect(union.sorted() == RenderAllFixture.files, "\(n) shards")
            #expect(Set(union).count == union.count, "\(n) shards overlap")
        }
        let merged = runs.appendingPathComponent("merged")
        let m = try BuiltCLI.run(["render-all", "--merge", runs.appendingPathComponent("shard2of2").path,
                                  runs.appendingPathComponent("shard1of2").path, "-o", merged.path])
        #expect(m.status == 1, "\(m.stderr)")
        #expect(try RenderAllFixture.pageWithoutTimes(merged) == RenderAllFixture.pageWithoutTimes(whole))
        for card in try RenderAllFixture.cards(merged) {
            for image in card["images"] as? [[String: Any]] ?? [] {
                for key in ["png", "thumbnail"] {
                    let path = try #require(image[key] as? String)
                    #expect(try Data(contentsOf: merged.appendingPathComponent(path)) == Data(contentsOf: whole.appendingPathComponent(path)))
                }
            }
        }
        // Merging a shard twice would give two cards of one file.
        let twice = try BuiltCLI.run(["render-all", "--merge", runs.appendingPathComponent("shard1of2").path,
                                      runs.appendingPathComponent("shard1of2").path, "-o", runs.appendingPathComponent("twice").path])
        #expect(twice.status == 2 && twice.stderr.contains("is in both"), "\(twice.stderr)")
    }

    @Test(arguments: [
        (["--shard", "0/2"], "--shard"), (["--shard", "3/2"], "--shard"), (["--shard", "x"], "--shard"),
        (["--bogus"], "unknown option"), (["--merge"], "does not go with --merge"), (["--object", "x"], "unknown option"),
    ])
    func badFlagsAreOneLineAndExit2(_ extra: [String], _ says: String) throws {
        let project = try RenderAllFixture.make("bad\(extra.joined())")
        defer { try? FileManager.default.removeItem(at: project) }
        let out = project.appendingPathComponent("out")
        let r = try BuiltCLI.run(["render-all", project.path, "-o", out.path] + extra + (extra == ["--merge"] ? ["--device", "ipad"] : []))
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.hasPrefix("viewraster render-all: ") && r.stderr.contains(says), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func missingOutputFolderOrInputsAreUsageErrors() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (args, says) in [(["render-all", folder.path], "missing -o OUT"),
                             (["render-all", folder.appendingPathComponent("nothing").path, "-o", folder.appendingPathComponent("o").path], "is not a folder"),
                             (["render-all", "--merge", folder.path, "-o", folder.appendingPathComponent("o").path], "cards.json: not found"),
                             (["render-all", "--merge", "-o", folder.appendingPathComponent("o").path], "missing the outputs")] {
            let r = try BuiltCLI.run(args)
            #expect(r.status == 2 && r.stderr.contains(says) && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
    }

    @Test(.enabled(if: RenderAllFixture.chromium != nil, "Debian's chromium is not installed (scripts/deps installs it)"))
    func chromiumShowsEveryCardWithoutAnError() throws {
        let project = try RenderAllFixture.make()
        defer { try? FileManager.default.removeItem(at: project) }
        let out = project.appendingPathComponent("report")
        _ = try BuiltCLI.run(["render-all", project.path, "-o", out.path])
        let (dom, log) = try RenderAllFixture.dumpDOM(out.appendingPathComponent("index.html"))
        #expect(dom.contains("data-ready=\"3\""), "\(dom.prefix(2000))\n\(log)")
        #expect(RenderAllFixture.count("<section class=\"card", in: dom) == 3)
        #expect(!dom.contains("id=\"page-error\"") && !log.contains("Uncaught"), "\(log)")
        // Every thumbnail is there to load.
        #expect(!log.contains("Failed to load resource") && !log.contains("ERR_FILE_NOT_FOUND"), "\(log)")
        #expect(dom.contains("<span id=\"shown\">3</span>"))
    }

    /// The shared corpus (skipped without it): a card per xib and storyboard, each with its
    /// images or its error, and Chromium (when installed) shows them all.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: TestPaths.shared.appendingPathComponent("corpus").path), "../shared/corpus is absent"))
    func theCorpusGetsACardPerFile() throws {
        let corpus = TestPaths.shared.appendingPathComponent("corpus")
        let out = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        var expected: [String] = []
        let walker = FileManager.default.enumerator(atPath: corpus.path)
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".xib") || path.hasSuffix(".storyboard") { expected.append(path) }
        }
        expected.sort()
        try #require(!expected.isEmpty)
        let r = try BuiltCLI.run(["render-all", corpus.path, "-o", out.path])
        #expect(r.status == 0 || r.status == 1, "\(r.stderr)")
        let cards = try RenderAllFixture.cards(out)
        #expect(paths(cards) == expected)
        for card in cards {
            let images = card["images"] as? [[String: Any]] ?? []
            #expect(!images.isEmpty || card["error"] != nil, "\(card["path"] ?? "")")
        }
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(RenderAllFixture.count("<section class=\"card", in: page) == expected.count)
        if RenderAllFixture.chromium != nil {
            let (dom, log) = try RenderAllFixture.dumpDOM(out.appendingPathComponent("index.html"))
            #expect(dom.contains("data-ready=\"\(expected.count)\""), "\(log)")
            #expect(RenderAllFixture.count("<section class=\"card", in: dom) == expected.count)
            #expect(!dom.contains("id=\"page-error\"") && !log.contains("Uncaught"), "\(log)")
        }
    }
}

/// HTML escaping as the page does it, to find a card's text in the page.
enum RenderAllPageText {
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
