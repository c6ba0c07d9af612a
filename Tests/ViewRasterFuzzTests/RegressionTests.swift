import Foundation
import Testing
import ViewRasterFuzz
import ViewRasterGallery

/// Every input the fuzzer once crashed or hung on (Tests/Fixtures/fuzz-regressions) now loads
/// to a clean error that names the file (and its line, for xib parse errors), or, where its
/// note says "fixed to load", renders.
@Suite struct RegressionTests {
    static let inputs = RegressionStore.inputs(in: FuzzSupport.regressions)

    @Test func thereAreRegressionInputsWithNotes() {
        #expect(!Self.inputs.isEmpty)
        for url in Self.inputs {
            let note = url.deletingPathExtension().appendingPathExtension("txt")
            #expect(FileManager.default.fileExists(atPath: note.path), "\(url.lastPathComponent) has a note")
        }
    }

    @Test(arguments: inputs.map(\.lastPathComponent))
    @MainActor func loadsToACleanError(_ name: String) throws {
        let url = FuzzSupport.regressions.appendingPathComponent(name)
        let kind = try #require(FuzzKind(fileName: name))
        // As in the `viewraster fuzz-case` worker that found them: the gallery's classes known.
        GalleryNibs.registerClasses()
        let outcome = CaseRunner.run(fileAt: url, kind: kind)
        #expect(outcome.passed, "\(name): \(outcome)")
        // Refused with an error naming the file (and a line for a xib), or rendered: a note
        // beside each input says which it was fixed to.
        let note = (try? String(contentsOf: url.deletingPathExtension().appendingPathExtension("txt"), encoding: .utf8)) ?? ""
        if case .cleanError(let message) = outcome {
            #expect(message.contains(name))
            if kind == .xib { #expect(message.contains("\(name):") && !message.contains("\(name):0:")) }
            #expect(!note.contains("fixed to load"), "\(name) should load: \(message)")
        } else {
            #expect(note.contains("fixed to load"), "\(name) should be refused, got \(outcome)")
        }
    }
}
