import Foundation
import Testing
import ViewRasterTestSupport

/// What `render` draws, against the frames IB stored: `render --frames-json --intrinsic stored`
/// on every xib of the shared corpus (its first top-level view, or its first top-level
/// controller as a scene), summed. `render` draws iOS 17's bars, margins and insets where the
/// file's Xcode had others (counted by cause in docs/nib-layout-agreement.md), so its floor is
/// below `layout`'s (`LayoutCompareCorpusTests`); it never falls below the last measure.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil && !TestPaths.xibCorpusFiles.isEmpty,
                             "needs the built viewraster and ../shared/corpus/xib"))
struct RenderCorpusAgreementTests {
    @Test func renderAgreesWithInterfaceBuilderOnTheCorpus() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("frames.json"), png = folder.appendingPathComponent("out.png")
        var agree = 0, total = 0, failures: [String] = []
        for file in TestPaths.xibCorpusFiles {
            try? FileManager.default.removeItem(at: json)
            let r = try BuiltCLI.run(["render", file.path, "--frames-json", json.path, "--intrinsic", "stored", "-o", png.path])
            guard r.status == 0 else { failures.append("\(file.lastPathComponent): \(r.stderr)"); continue }
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
            let summary = try #require(object["summary"] as? [String: Any])
            agree += summary["agree"] as? Int ?? 0
            total += summary["total"] as? Int ?? 0
        }
        print("corpus render agreement: \(agree)/\(total)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // Measured on the 92-file corpus: 786 of 879 views (session canvas8).
        #expect(total >= 879)
        #expect(agree >= 786, "render agreement \(agree)/\(total)")
    }
}
