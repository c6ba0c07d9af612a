import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A file Xcode 5 or 6 saved was drawn in iOS 7–8's system font, Helvetica Neue, yet its one-line
/// system-font labels are stored one San Francisco line tall (≈ 1.193 em: 17 pt → 20.29, stored 21 in
/// whole points; 18 pt → 21.48, stored 21.5), not one line of Helvetica Neue by name (textAF's 1.165 em:
/// 17 pt → 19.81, which would be stored 20). The read sets' pre-Xcode 7 labels whose frames follow
/// their text show it (docs/system-font-metrics.md, "Files before Xcode 7: Helvetica Neue"), so the
/// canvas keeps measuring them with SF's line.
@MainActor
@Suite struct XcodeSixSystemLabelLineTests {
    /// A 17 pt label "Label" in `font`, pinned top-left, stored 42 × 21, in a file of Xcode 6.1 (6254).
    private func label(font: String) throws -> NibViewComparison? {
        try compareLayout(canvasLabelXib(text: "Label", storedWidth: "42", storedHeight: "21", tools: "6254",
                                         device: "retina4_0", font: font)).0.view("label")
    }

    /// SF's line: (1950 + 494) / 2048 em × 17 = 20.287 pt, laid out unsnapped (before Xcode 7); its
    /// whole-point ceiling is IB's 21.
    @Test func systemLabelIsOneSanFranciscoLineTall() throws {
        let v = try #require(try label(font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#))
        #expect(abs(v.frame.height - 20.287) < 0.01)
        #expect(v.frame.height.rounded(.up) == 21)
    }

    /// The same label naming Helvetica Neue keeps that font's own line: (952 + 213) / 1000 em × 17 =
    /// 19.805 pt, so the era's system font is not measured as "HelveticaNeue"; a named font's label
    /// is measured on the @2x grid (session 37, readAI: `NibCanvasMetrics.measuresLabelsOnTheTwoXGrid`):
    /// 20, as IB stores it in whole points.
    @Test func helveticaNeueByNameKeepsItsOwnLine() throws {
        let v = try #require(try label(font: #"<fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="17"/>"#))
        #expect(v.frame.height == 20)
    }
}
