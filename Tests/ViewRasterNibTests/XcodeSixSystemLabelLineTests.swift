import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A file Xcode 5 or 6 saved was drawn in iOS 7–8's system font, Helvetica Neue, yet its one-line
/// system-font labels are stored one San Francisco line tall (≈ 1.193 em: 17 pt → 20.29, stored 21 in
/// whole points; 18 pt → 21.48, stored 21.5), not one line of Helvetica Neue by name (textAF's 1.165 em:
/// 17 pt → 19.81, which would be stored 20). The read sets' pre-Xcode 7 labels whose frames follow
/// their text show it (docs/system-font-metrics.md, "Files before Xcode 7: Helvetica Neue"), so the
/// canvas keeps measuring them with SF's line — on the @2x grid, as it measures every label but a
/// text style's in files of Xcode 5 – 8 (docs/system-font-metrics.md, "Set AW (session 51, textAW)").
@MainActor
@Suite struct XcodeSixSystemLabelLineTests {
    /// A 17 pt label "Label" in `font`, pinned top-left, stored 42 × 21, in a file of Xcode 6.1 (6254).
    private func label(font: String, text: String = "Label", width: String = "42", height: String = "21") throws -> NibViewComparison? {
        try compareLayout(canvasLabelXib(text: text, storedWidth: width, storedHeight: height, tools: "6254",
                                         device: "retina4_0", font: font)).0.view("label")
    }

    /// SF's line: (1950 + 494) / 2048 em × 17 = 20.287 pt, on the @2x grid 20.5, which agrees with
    /// IB's whole-point 21 (it was 20.287 laid out unsnapped, 0.71 pt short, before session 51).
    @Test func systemLabelIsOneSanFranciscoLineTallOnTheTwoXGrid() throws {
        let v = try #require(try label(font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#))
        #expect(v.frame.height == 20.5)
        #expect(v.frame.width.truncatingRemainder(dividingBy: 0.5) == 0)
        #expect(v.agrees == true)
    }

    /// Set AW's GluoTrack (6254): a 14 pt system "Label" stored 36 × 17. SF's 14 pt line is
    /// (1950 + 494) / 2048 × 14 = 16.707 pt: 17 on the @2x grid, as stored.
    @Test func fourteenPointSystemLabelIsSeventeenTall() throws {
        let v = try #require(try label(font: #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#,
                                       width: "36", height: "17"))
        #expect(v.frame.height == 17)
        #expect(v.agrees == true)
    }

    /// A text style of iOS 7–8 had its own sizes, so its label stays unsnapped: a footnote label
    /// (today's 13 pt) is one SF line, (1950 + 494) / 2048 × 13 = 15.514 pt, not the grid's 16
    /// (Apple's 6250 sample stores its footnote label 15 tall).
    @Test func textStyleLabelStaysUnsnapped() throws {
        let v = try #require(try label(font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>"#,
                                       height: "15"))
        #expect(abs(v.frame.height - 15.514) < 0.01)
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
