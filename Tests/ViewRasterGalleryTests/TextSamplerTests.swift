import Testing
import Foundation
import ViewRasterGallery

/// The text sampler's display list is well formed; its pixels are a snapshot in
/// TextSamplerSnapshotTests.
@Suite struct TextSamplerTests {
    @Test func samplerDisplayListIsWellFormed() throws {
        let list = TextSampler.displayList()
        #expect(list.width == 375 && list.scale == 2)
        var runs = 0, glyphs = 0
        for op in list.ops {
            guard case .glyphs(let run) = op else { continue }
            runs += 1; glyphs += run.glyphs.count
            #expect(run.fontPath.hasPrefix("/"))
            #expect(FileManager.default.fileExists(atPath: run.fontPath))
            for g in run.glyphs {
                #expect(g.x.isFinite && g.y.isFinite)
                #expect(g.y >= 0 && g.y <= list.height)
            }
        }
        #expect(runs > 30)
        #expect(glyphs > 1000)
    }
}
