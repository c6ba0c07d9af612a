import Foundation
import Testing
@testable import Nib

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
