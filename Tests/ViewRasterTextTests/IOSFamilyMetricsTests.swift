import Testing
import Foundation
@testable import ViewRasterText

/// iOS families ViewRaster does not bundle keep their own vertical metrics in the stand-in that
/// draws them (`IOSFamilyMetrics`): Avenir and Avenir Next have a 1000-unit em with ascender
/// 1000, descender −366 and no line gap, so a line is 1.366 em whatever face draws the glyphs.
@Suite struct IOSFamilyMetricsTests {
    @Test func avenirNextTakesItsOwnLineHeight() {
        let font = Font(name: "AvenirNext-DemiBold", size: 20)
        #expect(font.face.familyName == "Liberation Sans")            // drawn in the stand-in
        #expect(font.familyMetrics == .avenirNext)
        #expect(abs(font.ascender - 20) < 1e-9)                        // 1000 / 1000 em
        #expect(abs(font.descender - -7.32) < 1e-9)                    // −366 / 1000 em
        #expect(abs(font.lineHeight - 27.32) < 1e-9)
        #expect(font.leading == 0)
        // One line at 20 pt: 27.32 pt rounded up to @2x pixels, 27.5; at 14 pt 19.124 → 19.5.
        #expect(TextLayout(text: "Swift", font: font).intrinsicSize(scale: 2).height == 27.5)
        #expect(TextLayout(text: "Swift", font: Font(name: "AvenirNext-Regular", size: 14)).intrinsicSize(scale: 2).height == 19.5)
        // Sizes keep the family's metrics.
        #expect(abs(font.withSize(10).lineHeight - 13.66) < 1e-9)
    }

    @Test func avenirTakesItsOwnLineHeight() {
        let book = Font(name: "Avenir-Book", size: 15)
        #expect(book.familyMetrics == .avenir)
        #expect(abs(book.lineHeight - 20.49) < 1e-9)
        #expect(TextLayout(text: "Book", font: book).intrinsicSize(scale: 2).height == 20.5)
        #expect(Font(name: "Avenir-Heavy", size: 15).familyMetrics == .avenir)
        #expect(Font(name: "Avenir", size: 15).familyMetrics == .avenir)
        #expect(Font(name: "Avenir Next", size: 15).familyMetrics == .avenirNext)
    }

    @Test func verdanaTakesItsOwnLineHeight() {
        // 2048 units: ascender 2059, descender −430, no gap. 12 pt: (2059 + 430) / 2048 × 12
        // = 14.584; one line rounded up to whole points, 15 (the stand-in's 13.79 gives 14).
        let font = Font(name: "Verdana", size: 12)
        #expect(font.familyMetrics == .verdana)
        #expect(abs(font.lineHeight - 2489.0 / 2048 * 12) < 1e-9)
        #expect(font.leading == 0)
        #expect(TextLayout(text: "Content", font: font).intrinsicSize(scale: 1).height == 15)
        // 10 pt: 12.153 → 13; 14 pt: 17.015 → 18 (CNiPhoneApp's "Display Date", "User Name").
        #expect(TextLayout(text: "Display Date", font: Font(name: "Verdana", size: 10)).intrinsicSize(scale: 1).height == 13)
        #expect(TextLayout(text: "User Name", font: Font(name: "Verdana", size: 14)).intrinsicSize(scale: 1).height == 18)
        #expect(Font(name: "Verdana-Bold", size: 14).familyMetrics == .verdana)
    }

    @Test func pingFangSCTakesItsOwnLineHeight() {
        // 1000 units: ascender 1060, descender −340, no gap: 1.4 em. 14 pt: 19.6, one line 20
        // on the @2x grid (AK's mangowallet and AgoraChat store 14 pt labels 20 tall; the
        // stand-in's 16.09 gave 16.5); 12 pt: 16.8 → 17; 16 pt: 22.4 → 22.5.
        let font = Font(name: "PingFangSC-Regular", size: 14)
        #expect(font.familyMetrics == .pingFangSC)
        #expect(abs(font.lineHeight - 1.4 * 14) < 1e-9)
        #expect(abs(font.ascender - 14.84) < 1e-9 && abs(font.descender + 4.76) < 1e-9)
        #expect(TextLayout(text: "确定", font: font).intrinsicSize(scale: 2).height == 20)
        #expect(TextLayout(text: "确定", font: Font(name: "PingFangSC-Regular", size: 12)).intrinsicSize(scale: 2).height == 17)
        #expect(TextLayout(text: "Price", font: Font(name: "PingFangSC-Semibold", size: 16)).intrinsicSize(scale: 2).height == 22.5)
        // Traditional Chinese and Hong Kong, in the same PingFang.ttc, have the same line: set AQ's
        // Stylish_Project stores its 15 pt PingFangTC-Regular labels 21 tall (1.4 × 15 = 21; the stand-in's
        // 17.23 gave 17.5), set AO's BilibiliCD its 20 pt PingFangHK-Medium ones 28.
        let traditional = Font(name: "PingFangTC-Regular", size: 15)
        #expect(traditional.familyMetrics == .pingFangTC)
        #expect(abs(traditional.layoutLineHeight - 21) < 1e-9)
        #expect(TextLayout(text: "厚實毛呢格子外套", font: traditional).intrinsicSize(scale: 2).height == 21)
        let hongKong = Font(name: "PingFangHK-Medium", size: 20)
        #expect(hongKong.familyMetrics == .pingFangHK)
        #expect(TextLayout(text: "获取封面", font: hongKong).intrinsicSize(scale: 1).height == 28)
        #expect(Font(name: "PingFangMO-Regular", size: 14).familyMetrics == nil)
    }

    /// Widths stay the stand-in's: only the vertical metrics are the family's.
    @Test func advancesStayTheStandIns() {
        let avenir = Font(name: "Avenir-Medium", size: 16), other = Font(name: "SomeCustomFont-Medium", size: 16)
        #expect(avenir.face == other.face)
        #expect(avenir.width(of: "Hello") == other.width(of: "Hello"))
        #expect(other.familyMetrics == nil)
        #expect(abs(other.lineHeight - CGFloat(other.face.lineHeightUnits) * 16 / CGFloat(other.face.unitsPerEm)) < 1e-9)
    }

    /// Other families keep the stand-in's metrics: Avenir Next Condensed and Helvetica Neue's
    /// condensed faces are other designs, and a name that only starts with "Avenir" is not Avenir.
    @Test func otherFamiliesKeepTheStandInsMetrics() {
        for name in ["AvenirNextCondensed-Bold", "AvenirLTStd-Roman", "HelveticaNeue-CondensedBold", "Helvetica", "Menlo-Regular"] {
            #expect(Font(name: name, size: 17).familyMetrics == nil, "\(name)")
        }
        #expect(Font.systemFont(ofSize: 17).familyMetrics == nil)
    }
}
