import Foundation
import Testing
import ViewRasterTestSupport
import ViewRasterNib

@Suite(.enabled(if: corpusAvailable, "needs ../shared/corpus/xib"))
struct CorpusParseTests {
    @Test func everyCorpusFileParses() throws {
        var failures: [String] = []
        for url in corpusFiles {
            do {
                let doc = try XIBDocument(contentsOf: url)
                #expect(!doc.topLevelObjects.isEmpty, "\(url.lastPathComponent) has no top-level objects")
                for w in doc.warnings { print(w) }
            } catch {
                failures.append("\(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}

extension CorpusParseTests {
    /// The parser reads every `<constraint>` element of every file: its count is compared, file
    /// by file, with a plain scan of the XML text (not with a number fixed when the corpus was smaller).
    @Test func corpusSummary() throws {
        var objects = 0, constraints = 0, warnings = 0
        for url in corpusFiles {
            let doc = try XIBDocument(contentsOf: url)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(doc.allConstraints.count == CorpusScan.constraintElements(in: text).count, "\(url.lastPathComponent)")
            objects += doc.allObjects.count
            constraints += doc.allConstraints.count
            warnings += doc.warnings.count
        }
        print("corpus: \(corpusFiles.count) files, \(objects) objects, \(constraints) constraints, \(warnings) warnings")
        #expect(constraints > 0)
    }
}

@MainActor
@Suite(.enabled(if: corpusAvailable, "needs ../shared/corpus/xib"))
struct CorpusInstantiationTests {
    /// Every top-level object of every file is either instantiated (and found under its id)
    /// or reported as skipped by a warning at its own line: none disappears silently.
    @Test func everyCorpusFileInstantiates() throws {
        var failures: [String] = []
        var views = 0, warnings: [String: Int] = [:]
        for url in corpusFiles {
            do {
                let nib = try Nib(contentsOf: url, options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
                let result = try nib.load(owner: nil)
                let declared = nib.document.topLevelObjects.filter { !$0.isPlaceholder }
                var made = 0
                for o in declared {
                    if let object = result.object(id: o.id) {
                        made += 1
                        #expect(result.topLevelObjects.contains { $0 === object }, "\(url.lastPathComponent): <\(o.element)> id \(o.id) is not top-level")
                    } else {
                        let reported = result.warnings.contains { $0.location == o.location && $0.message.contains("skipped") }
                        #expect(reported, "\(url.lastPathComponent): top-level <\(o.element)> id \(o.id) vanished without a warning")
                    }
                }
                #expect(result.topLevelObjects.count == made, "\(url.lastPathComponent)")
                views += result.views.count
                for w in result.warnings {
                    let kind = w.message.replacingOccurrences(of: #"\"[^\"]*\""#, with: "…", options: .regularExpression)
                        .replacingOccurrences(of: #"\(id [^)]*\)"#, with: "", options: .regularExpression)
                    warnings[String(kind.prefix(60)), default: 0] += 1
                }
            } catch {
                failures.append("\(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        print("corpus instantiation: \(views) views")
        for (k, v) in warnings.sorted(by: { $0.value > $1.value }).prefix(25) { print("  \(v)× \(k)") }
    }
}

@MainActor
@Suite struct GalleryXibTests {
    /// The gallery's own xibs (Sources/ViewRasterGallery/Resources) load without errors; the only
    /// warnings are its classes, which this test does not register.
    @Test func galleryXibsInstantiate() throws {
        let folder = TestPaths.packageRoot.appendingPathComponent("Sources/ViewRasterGallery/Resources")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xib") }
        #expect(names.count >= 7, "the gallery's xibs are part of the package (the timers screen is a storyboard scene)")
        for name in names.sorted() {
            let nib = try Nib(contentsOf: folder.appendingPathComponent(name), options: NibOptions(registry: NibClassRegistry()))
            let result = try nib.load()
            #expect(!result.topLevelObjects.isEmpty, "\(name)")
            let unexpected = result.warnings.filter {
                !$0.message.hasPrefix("Unknown class") && !$0.message.contains("no owner was passed")
                    && !$0.message.contains("declares no")
                    && !$0.message.contains("unknown element <stackView>")
            }
            #expect(unexpected.isEmpty, "\(name): \(unexpected)")
        }
    }
}
