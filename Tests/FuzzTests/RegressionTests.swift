import Foundation
import Testing
import FuzzKit

/// Every input the fuzzer once crashed or hung on (Tests/Fixtures/fuzz-regressions) now loads
/// to a clean error that names the file (and its line, for xib parse errors), or renders.
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
        let outcome = CaseRunner.run(fileAt: url, kind: kind)
        #expect(outcome.passed, "\(name): \(outcome)")
        // These inputs are all broken: each must be refused, not silently rendered.
        guard case .cleanError(let message) = outcome else { Issue.record("\(name): expected an error, got \(outcome)"); return }
        #expect(message.contains(name))
        if kind == .xib { #expect(message.contains("\(name):") && !message.contains("\(name):0:")) }
    }
}
