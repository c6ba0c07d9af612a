import Foundation
import Testing
import Nib

@Suite struct CorpusParseTests {
    @Test func everyCorpusFileParses() throws {
        guard corpusAvailable else { return }
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
        #expect(corpusFiles.count >= 52)
    }
}

extension CorpusParseTests {
    @Test func corpusSummary() throws {
        guard corpusAvailable else { return }
        var objects = 0, constraints = 0, warnings = 0
        for url in corpusFiles {
            let doc = try XIBDocument(contentsOf: url)
            objects += doc.allObjects.count
            constraints += doc.allConstraints.count
            warnings += doc.warnings.count
        }
        print("corpus: \(corpusFiles.count) files, \(objects) objects, \(constraints) constraints, \(warnings) warnings")
        #expect(constraints == 846)
    }
}

@MainActor
@Suite struct CorpusInstantiationTests {
    @Test func everyCorpusFileInstantiates() throws {
        guard corpusAvailable else { return }
        var failures: [String] = []
        var views = 0, warnings: [String: Int] = [:]
        for url in corpusFiles {
            do {
                let nib = try Nib(contentsOf: url, options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
                let result = try nib.load(owner: nil)
                #expect(result.topLevelObjects.count == nib.document.topLevelObjects.count
                        - nib.document.topLevelObjects.filter { !["view", "imageView", "tableView", "collectionViewCell", "tableViewCell", "collectionReusableView", "customObject"].contains($0.element) }.count,
                        "\(url.lastPathComponent)")
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
    /// The gallery's own xibs (Sources/Gallery/Resources) load without errors; the only
    /// warnings are its classes, which this test does not register.
    @Test func galleryXibsInstantiate() throws {
        let folder = fixturesURL.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Gallery/Resources")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xib") }
        guard !names.isEmpty else { return }
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
