import Foundation
import Testing
import ViewRasterNib

@Suite struct RobustnessTests {
    /// Every prefix of a real xib either parses or throws a located `NibError`; none crashes.
    @Test(.enabled(if: corpusAvailable, "needs ../shared/corpus/xib"))
    func truncatedCorpusFilesFailCleanly() throws {
        for url in corpusFiles.prefix(6) {
            let data = try Data(contentsOf: url)
            var rng = SplitMix(seed: UInt64(data.count))
            for _ in 0..<25 {
                let cut = Int(rng.next() % UInt64(data.count - 16))
                do {
                    _ = try XIBDocument(data: data.prefix(cut), file: url.lastPathComponent)
                    Issue.record("\(url.lastPathComponent) cut at \(cut) parsed")
                } catch let e as NibError {
                    #expect(e.file == url.lastPathComponent)
                    #expect(!e.message.isEmpty)
                }
            }
        }
    }

    /// Byte flips give an error or a document that instantiates; never a crash.
    @MainActor
    @Test(.enabled(if: corpusAvailable, "needs ../shared/corpus/xib"))
    func mutatedCorpusFilesNeverCrash() throws {
        let alphabet = Array("<>\"&=/ x0-.:".utf8)
        var loaded = 0, failed = 0
        for url in corpusFiles.prefix(8) {
            let original = [UInt8](try Data(contentsOf: url))
            var rng = SplitMix(seed: UInt64(original.count) &* 31)
            for _ in 0..<20 {
                var bytes = original
                for _ in 0..<3 {
                    let i = Int(rng.next() % UInt64(bytes.count))
                    bytes[i] = alphabet[Int(rng.next() % UInt64(alphabet.count))]
                }
                do {
                    let nib = try Nib(data: Data(bytes), name: "m.xib", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
                    _ = try nib.load()
                    loaded += 1
                } catch is NibError { failed += 1 }
            }
        }
        #expect(loaded + failed == 160)
    }
}

/// A small deterministic generator for the tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
