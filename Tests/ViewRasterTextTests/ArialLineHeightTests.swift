import Testing
import Foundation
@testable import ViewRasterText

/// Arial asked for by name takes iOS's Arial line (`IOSFamilyMetrics.arial`): Liberation Sans
/// draws it with Arial's advances and vertical metrics, and a label's line leaves Arial's line gap
/// out as every font but the bundled stand-ins' does — (1854 + 434) / 2048 = 1.117 em, not the
/// stand-in's (1854 + 434 + 67) / 2048 = 1.150 em. `UIFont`'s `lineHeight` keeps the gap.
@Suite struct ArialLineHeightTests {
    @Test func arialLabelsLeaveTheLineGapOut() {
        let font = Font(name: "ArialMT", size: 14)
        #expect(font.face.familyName == "Liberation Sans")
        #expect(font.familyMetrics == .arial)
        #expect(abs(font.ascender - 1854.0 / 2048 * 14) < 1e-9)
        #expect(abs(font.descender - -434.0 / 2048 * 14) < 1e-9)
        // UIFont.lineHeight counts the gap: (1854 + 434 + 67) / 2048 × 14 = 16.099.
        #expect(abs(font.lineHeight - 2355.0 / 2048 * 14) < 1e-9)
        #expect(abs(font.leading - 67.0 / 2048 * 14) < 1e-9)
        // A label's line does not: 2288 / 2048 × 14 = 15.641, 15.67 on the @3x grid (dbazaar_new's
        // 14 pt "Categories", stored 15.67; the stand-in's line gave 16.33).
        #expect(abs(font.layoutLineHeight - 2288.0 / 2048 * 14) < 1e-9)
        #expect(abs(TextLayout(text: "Categories", font: font).intrinsicSize(scale: 3).height - 47.0 / 3) < 1e-9)
        // 15 pt: 16.758 → 17 at @3x (Sharon-Bandhan's and EducationUsaBahrain's "No data found !!",
        // "Sign in with your Email"; 17.33 with the gap); 17 pt: 18.992 → 19 (sanmi's, at @2x).
        #expect(TextLayout(text: "No data found !!", font: Font(name: "ArialMT", size: 15)).intrinsicSize(scale: 3).height == 17)
        #expect(TextLayout(text: "Label", font: Font(name: "ArialMT", size: 17)).intrinsicSize(scale: 2).height == 19)
        // Three lines at 12 pt: 3 × 2288 / 2048 × 12 = 40.22 → 40.33 at @3x (QuickCuts' wrapping
        // address labels, stored 40.33; 41.67 with the gap).
        let three = TextLayout(text: "SCO- 285\nGround Floor\nSector 35D", font: Font(name: "ArialMT", size: 12),
                               numberOfLines: 0)
        #expect(abs(three.intrinsicSize(scale: 3).height - 121.0 / 3) < 1e-9)
    }

    @Test func arialFacesAndSizesKeepTheLine() {
        for name in ["Arial-BoldMT", "Arial-ItalicMT", "Arial-BoldItalicMT", "Arial"] {
            #expect(Font(name: name, size: 11).familyMetrics == .arial, "\(name)")
        }
        // Bold 27 pt: 2288 / 2048 × 27 = 30.16 → 30.33 at @3x (EducationUsaBahrain's "Sign in").
        #expect(abs(TextLayout(text: "Sign in", font: Font(name: "Arial-BoldMT", size: 27)).intrinsicSize(scale: 3).height - 91.0 / 3) < 1e-9)
        #expect(Font(name: "ArialMT", size: 14).withSize(11).familyMetrics == .arial)
    }

    @Test func otherDesignsKeepTheStandInsLine() {
        // Helvetica (stored at the stand-in's 1.149 em) and Arial's other designs (Arial Black, which
        // iOS does not ship, Arial Narrow, Arial Rounded, Arial Hebrew) are not Arial.
        for name in ["Helvetica", "Helvetica-Bold", "ArialRoundedMTBold", "ArialHebrew", "ArialHebrew-Bold", "Arial-Black",
                     "Arial-Narrow"] {
            let font = Font(name: name, size: 14)
            #expect(font.familyMetrics != .arial, "\(name)")
        }
        let helvetica = Font(name: "Helvetica", size: 14)
        #expect(abs(helvetica.layoutLineHeight - 2355.0 / 2048 * 14) < 1e-9)   // Liberation Sans' own line
    }
}
