import Foundation
import Testing
@testable import ViewRasterNib

/// Files saved by Xcode 7 to 11 were measured with iOS 9–13's SF Pro Text, tracked from 17 pt by
/// that era's HIG table (−24 thousandths of an em at 17 pt: −0.408 pt after each character, where
/// today's table has −0.43; `SystemFontMetrics.textTrackingAt17BeforeIOS14`, docs/system-font-metrics.md,
/// "Set AL (session 39, textAL)"). PaginaAzul's 17 pt "Select Visit Date" (set AL, Xcode 11.3,
/// 15705, @2x) is stored 126. By hand: Inter's advances of its seventeen characters are 15,956 of
/// 2048 units (1306 S, 1193 e, 486 l, 1193 e, 1143 c, 745 t, 576 space, 1385 V, 486 i, 1071 s, 486
/// i, 745 t, 576 space, 1472 D, 1155 a, 745 t, 1193 e), Inter's kerning −0.117 pt at 17 pt (the
/// face's width 132.330), regular's scale 0.996: 132.330 − 15,956 × 0.004 × 17 / 2048 = 131.800;
/// less 17 × 0.408 = 124.864, 125 on the @2x grid (IB 126, within the point). Today's −0.43 gives
/// 124.490, 124.5.
@MainActor
@Suite struct TextTrackingBeforeXcode12Tests {
    @Test func anXcode11LabelAtSeventeenPointsTakesThatErasTracking() throws {
        let xib = canvasLabelXib(text: "Select Visit Date", storedWidth: "126", tools: "15705")
        let label = try #require(try compareLayout(xib).0.view("label"))
        #expect(label.frame.size.width == 125)
    }

    @Test func anXcode12LabelAtSeventeenPointsKeepsTodaysTracking() throws {
        let xib = canvasLabelXib(text: "Select Visit Date", storedWidth: "124.5", tools: "17156")
        let label = try #require(try compareLayout(xib).0.view("label"))
        #expect(label.frame.size.width == 124.5)
    }
}
