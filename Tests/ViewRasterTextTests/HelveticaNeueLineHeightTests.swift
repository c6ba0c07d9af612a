import Testing
import Foundation
@testable import ViewRasterText

/// Helvetica Neue, drawn in the Liberation Sans stand-in, takes its own faces' vertical metrics
/// (`IOSFamilyMetrics.helveticaNeue…`): a 1000-unit em, ascender 952 and descender −213 at regular
/// (a line of 1.165 em), 975 and −217 at medium and bold (1.192 em), 967 and −213 at thin and
/// light (1.18 em): a label's line leaves the faces' line gaps (27–29 units) out
/// (`Font.layoutLineHeight`; `UIKitLineHeightTests` has `lineHeight` with the gap). Liberation
/// Sans' own line is 1.149 em.
@Suite struct HelveticaNeueLineHeightTests {
    /// "HelveticaNeue" at 13 pt: 1.165 × 13 = 15.145 pt, 15.33 at @3x and 15.5 at @2x, as IB
    /// stores set AF's 13 pt labels (the stand-in's 14.94 gave 15 at @3x).
    @Test func regularLineIsOneAndAHundredSixtyFiveThousandthsEm() {
        let font = Font(name: "HelveticaNeue", size: 13)
        #expect(font.face.familyName == "Liberation Sans")
        #expect(font.familyMetrics == .helveticaNeue)
        #expect(abs(font.layoutLineHeight - 15.145) < 1e-9)
        #expect(abs(font.ascender - 12.376) < 1e-9)             // 952 / 1000 × 13
        #expect(abs(font.descender - -2.769) < 1e-9)            // −213 / 1000 × 13
        #expect(TextLayout(text: "Name", font: font).intrinsicSize(scale: 3).height == 46.0 / 3)
        #expect(TextLayout(text: "Name", font: font).intrinsicSize(scale: 2).height == 15.5)
    }

    /// "HelveticaNeue-Bold" at 13 pt: (975 + 217) / 1000 × 13 = 15.496 pt, 15.67 at @3x; at 20 pt
    /// 23.84, 24 in whole points (OdinScanner's bold 20 pt label, stored 24).
    @Test func boldLineIsOneAndAHundredNinetyTwoThousandthsEm() {
        let bold = Font(name: "HelveticaNeue-Bold", size: 13)
        #expect(bold.familyMetrics == .helveticaNeueBold)
        #expect(abs(bold.layoutLineHeight - 15.496) < 1e-9)
        #expect(TextLayout(text: "Total", font: bold).intrinsicSize(scale: 3).height == 47.0 / 3)
        #expect(TextLayout(text: "Total", font: bold.withSize(20)).intrinsicSize(scale: 1).height == 24)
    }

    /// The name's weight and slant choose the face: medium takes bold's metrics, thin and light
    /// one ascender, ultralight and italic their own; the family name alone is regular.
    @Test func theNameChoosesTheFace() {
        #expect(Font(name: "HelveticaNeue-Medium", size: 14).familyMetrics == .helveticaNeueBold)
        #expect(Font(name: "HelveticaNeue-BoldItalic", size: 14).familyMetrics == .helveticaNeueBold)
        #expect(Font(name: "HelveticaNeue-Light", size: 14).familyMetrics == .helveticaNeueLight)
        #expect(Font(name: "HelveticaNeue-Thin", size: 14).familyMetrics == .helveticaNeueLight)
        #expect(Font(name: "HelveticaNeue-UltraLight", size: 14).familyMetrics == .helveticaNeueUltraLight)
        #expect(Font(name: "HelveticaNeue-Italic", size: 14).familyMetrics == .helveticaNeueItalic)
        #expect(Font(name: "Helvetica Neue", size: 14).familyMetrics == .helveticaNeue)
        // Medium at 14 pt: 1.192 × 14 = 16.688, 17 at @2x; light at 16 pt: 1.18 × 16 = 18.88, 19.
        #expect(TextLayout(text: "Edit", font: Font(name: "HelveticaNeue-Medium", size: 14)).intrinsicSize(scale: 2).height == 17)
        #expect(TextLayout(text: "Edit", font: Font(name: "HelveticaNeue-Light", size: 16)).intrinsicSize(scale: 2).height == 19)
    }

    /// The face is the stand-in's; the widths of a face whose advances are not known here
    /// (UltraLight) stay the stand-in's, and Regular's and Medium's are Helvetica Neue's own
    /// (`HelveticaNeueAdvanceTests`): "Helvetica Neue" at 15 pt is Helvetica's 13,888 units of 2,048
    /// (101.719 pt) as "SomeCustomFont" draws it, Helvetica Neue's 6,759 units of 1,000 (101.385 pt)
    /// and Medium's 6,966 (104.49 pt).
    @Test func ultraLightKeepsTheStandInsAdvancesRegularAndMediumTakeTheirOwn() {
        let neue = Font(name: "HelveticaNeue", size: 15), other = Font(name: "SomeCustomFont", size: 15)
        #expect(neue.face == other.face)
        let ultraLight = Font(name: "HelveticaNeue-UltraLight", size: 15), otherUltraLight = Font(name: "SomeCustomFont-UltraLight", size: 15)
        #expect(ultraLight.face == otherUltraLight.face)
        #expect(ultraLight.width(of: "Helvetica Neue") == otherUltraLight.width(of: "Helvetica Neue"))
        #expect(abs(neue.width(of: "Helvetica Neue") - 101.385) < 0.001)
        #expect(abs(other.width(of: "Helvetica Neue") - 13888 * 15 / 2048.0) < 0.001)
        #expect(abs(Font(name: "HelveticaNeue-Medium", size: 15).width(of: "Helvetica Neue") - 104.49) < 0.001)
    }
}
