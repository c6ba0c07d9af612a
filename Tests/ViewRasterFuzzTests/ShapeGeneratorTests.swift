import Foundation
import Testing
import ViewRasterFuzz

/// The shape generators (issue 20) make the inputs the review found, the same bytes for the
/// same case, and each runs through the fuzzer's pipeline to a render or a clean, located error.
@Suite struct ShapeGeneratorTests {
    @MainActor @Test func everyShapeIsMadeDeterministicallyAndRunsClean() throws {
        let seed = Data(#"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view></objects></document>"#.utf8)
        var seen = Set<String>()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shapes-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for i in 0..<60 {
            var a = FuzzRandom(seed: 20, index: i), b = FuzzRandom(seed: 20, index: i)
            let one = ShapeGenerator.make(random: &a, xibSeed: seed)
            let two = ShapeGenerator.make(random: &b, xibSeed: seed)
            #expect(one.data == two.data && one.note == two.note)
            seen.insert(String(one.note.prefix { $0 != " " && $0 != ":" }))
            let url = folder.appendingPathComponent("shape\(i).\(one.kind.fileExtension)")
            try one.data.write(to: url)
            let outcome = CaseRunner.run(fileAt: url, kind: one.kind)
            #expect(outcome.passed, "\(one.note): \(outcome)")
        }
        #expect(seen == Set(ShapeGenerator.names), "\(seen)")
    }

    /// A campaign's cases include the shapes, and the other cases are the bytes they were before
    /// (the shapes draw from their own random stream).
    @Test func campaignsIncludeShapes() {
        let xib = FuzzSeed(kind: .xib, name: "s.xib", data: Data("<document/>".utf8))
        let generator = FuzzCaseGenerator(seeds: [xib], seed: 7)
        let notes = (0..<400).map { generator.makeCase($0).note }
        #expect(notes.contains { $0.hasPrefix("shape ") })
        #expect(notes.filter { $0.hasPrefix("shape ") }.count < 60)
    }
}
