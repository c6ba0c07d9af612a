import Testing
import ViewRasterGallery
import ViewRasterTesting

/// The text sampler (sizes 9 to 34, every bundled face, alignments, truncation, mixed runs,
/// combining marks, missing glyphs, rotated and skewed text) drawn by the renderer. The
/// reference was looked at.
@MainActor
struct TextSamplerSnapshotTests {
    @Test func sampler() {
        assertSnapshot(of: TextSampler.displayList(), as: .image, named: "sampler")
    }
}
