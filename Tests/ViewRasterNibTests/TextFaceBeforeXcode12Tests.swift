import Foundation
import Testing
import ViewRasterViews
@testable import ViewRasterNib

/// Files saved by Xcode 7 to 11 were measured with iOS 9–13's SF Pro Text below 20 pt, whose
/// advances at 18 and 19 pt are its 17 pt ones scaled, where iOS 14's variable font is already
/// narrowing toward its display design (`SFOpticalSizing`, docs/system-font-metrics.md, "Set AK
/// (session 38, textAK)"). qlcchain's 18 pt "Invite Ranking" (Xcode 11.0, 15705, @2x) is stored
/// 113. By hand: Inter's advances of its fourteen characters are 13,590 of 2048 units (541 I, 1199
/// n, 1140 v, 486 i, 745 t, 1193 e, 576 space, 1309 R, 1155 a, 1199 n, 1114 k, 486 i, 1199 n, 1248
/// g), Inter's kerning −0.475 pt at 18 pt (the face's width 118.969), regular's scale 0.996, SF
/// Pro's tracking −0.44 pt at 18 pt after each character: 118.969 − 13,590 × 0.004 × 18 / 2048 −
/// 14 × 0.44 = 112.33, 112.5 on the @2x grid. In a file of Xcode 12 the ramp's ratio at 18 pt,
/// 1 − 0.11 / 11 = 0.99, takes 13,590 × (1 − 0.996 × 0.99) × 18 / 2048 = 1.667 pt: 111.14, 111.5.
@MainActor
@Suite struct TextFaceBeforeXcode12Tests {
    let font = #"<fontDescription key="fontDescription" type="system" pointSize="18"/>"#

    @Test func anXcode11LabelAtEighteenPointsTakesTheTextFacesWidth() throws {
        let xib = canvasLabelXib(text: "Invite Ranking", storedWidth: "112.5", storedHeight: "21.5",
                                 tools: "15705", font: font)
        let label = try #require(try compareLayout(xib).0.view("label"))
        #expect(label.frame.size.width == 112.5)
        #expect(label.agrees == true)
    }

    @Test func anXcode12LabelAtEighteenPointsIsOnTheRamp() throws {
        let xib = canvasLabelXib(text: "Invite Ranking", storedWidth: "111.5", storedHeight: "21.5",
                                 tools: "17156", font: font)
        let label = try #require(try compareLayout(xib).0.view("label"))
        #expect(label.frame.size.width == 111.5)
    }

    @Test func theEraIsChosenByToolsVersion() {
        func sizing(_ tools: Int) -> SFOpticalSizing {
            let xib = canvasLabelXib(text: "A", storedWidth: "10", tools: "\(tools)", font: font)
            return (try? NibCanvasMetrics(document: XIBDocument(data: Data(xib.utf8), file: "era.xib")))?.systemFontSizing ?? .continuous
        }
        #expect(sizing(8191) == .textBelowDisplaySize)
        #expect(sizing(16097) == .textBelowDisplaySize)
        #expect(sizing(17156) == .continuous)
        // Helvetica Neue's era and documents without a toolsVersion keep the variable font.
        #expect(sizing(7706) == .continuous)
        #expect(sizing(0) == .continuous)
    }

    @Test func renderAndABuildMeasureWithTodaysFont() throws {
        // The same Xcode 11 label drawn by `render` (today's iOS): on the ramp, 111.5 wide as in
        // an Xcode 12 file; and a plain load (a build, a snapshot) keeps the variable font.
        let xib = canvasLabelXib(text: "Invite Ranking", storedWidth: "112.5", storedHeight: "21.5",
                                 tools: "15705", font: font)
        let document = try XIBDocument(data: Data(xib.utf8), file: "era.xib")
        #expect(NibCanvasMetrics.rendering(document).systemFontSizing == .continuous)
        let result = try Nib(data: Data(xib.utf8), name: "era").load(owner: nil)
        let label = try #require(result.topLevelObjects.compactMap { $0 as? View }.first?.subviews.first as? Label)
        #expect(label.font.systemStyle?.opticalSizing == .continuous)
        #expect(label.intrinsicContentSize.width > 111 && label.intrinsicContentSize.width <= 111.5) // the Text face: 112.33
    }

    @Test func aButtonsAttributedTitleTakesTheTextFaceOnTheCanvas() throws {
        // The canvas's rule reaches a button's attributed titles as its plain title: "Invite
        // Ranking" at 18 pt widens by the ramp's 1.667 pt less the @2x rounding (111.14 → 112.33).
        let button = Button(type: .custom)
        let run = AttributedRun(text: "Invite Ranking", font: .systemFont(ofSize: 18), color: nil)
        button.setAttributedTitle(AttributedRun.attributedString([run]), for: .normal)
        let before = button.intrinsicContentSize.width
        NibCanvas.useSystemFontSizing(.textBelowDisplaySize, in: button)
        let title = try #require(button.attributedTitle(for: .normal))
        let font = try #require(AttributedRun.runs(title, font: .systemFont(ofSize: 17)).first?.font)
        #expect(font.systemStyle?.opticalSizing == .textBelowDisplaySize)
        #expect(abs(button.intrinsicContentSize.width - before - (112.33 - 111.14)) < 0.5)
    }
}
