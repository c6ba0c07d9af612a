import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A one-line label in Helvetica Neue on IB's canvas is one of Helvetica Neue's lines tall, rounded
/// up to the canvas's pixels, though the Liberation Sans stand-in draws it: (952 + 213) / 1000 em at
/// regular, (975 + 217) / 1000 em at bold (`IOSFamilyMetrics.helveticaNeue…`).
@MainActor
@Suite struct HelveticaNeueLabelHeightNibTests {
    /// A label "Monthly" in `font` at `size` pt pinned to the canvas's top leading corner, on an @2x
    /// (retina4_7) canvas of Xcode 10.1 (14460), as set AF's files are.
    private func labelXib(font: String, size: String) -> String {
        canvasLabelXib(text: "Monthly", storedWidth: "60", storedHeight: "16", tools: "14460",
                       font: #"<fontDescription key="fontDescription" name="\#(font)" family="Helvetica Neue" pointSize="\#(size)"/>"#)
    }

    /// Regular 16 pt: 1.165 × 16 = 18.64 pt, 19 at @2x (14 of set AF's 16 pt labels are stored 19;
    /// the stand-in's 1.149 em gave 18.38, 18.5).
    @Test func regularLabelIsOneHelveticaNeueLineTall() throws {
        let (comparison, _) = try compareLayout(labelXib(font: "HelveticaNeue", size: "16"))
        #expect(comparison.view("label")?.frame.height == 19)
    }

    /// Bold 15 pt: 1.192 × 15 = 17.88 pt, 18 at @2x (the stand-in's 17.24 gave 17.5).
    @Test func boldLabelIsOneHelveticaNeueBoldLineTall() throws {
        let (comparison, _) = try compareLayout(labelXib(font: "HelveticaNeue-Bold", size: "15"))
        #expect(comparison.view("label")?.frame.height == 18)
    }
}
