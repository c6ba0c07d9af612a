import Testing
import Foundation
import ViewRasterDisplayList
import ViewRasterText

/// San Francisco's static faces asked for by name ("SFUIText-Regular", "SFUIDisplay-Bold": the
/// font files designers install on the Mac running Interface Builder) measure as one optical size
/// at every point size and without SF's tracking, which Core Text adds only to the system font it
/// draws itself. Each expectation is derived from the system font's own measure: the Text face is
/// the system font at a text size, scaled, with the tracking taken out; the Display face is the
/// system font at a display size (28 pt and up), scaled, with the tracking taken out.
@Suite struct SFStaticFaceTests {
    @Test func namesPickTheFace() {
        #expect(SFStaticFace.named("SFUIText-Regular") == .text)
        #expect(SFStaticFace.named("SFProText-Semibold") == .text)
        #expect(SFStaticFace.named("SF UI Display Bold") == .uiDisplay)
        #expect(SFStaticFace.named("SFUIDisplay-Regular") == .uiDisplay)
        #expect(SFStaticFace.named("SFProDisplay-Light") == .display)
        // The system font's private names are the system font itself (tracked, on the ramp).
        #expect(SFStaticFace.named(".SFUIText-Semibold") == nil)
        #expect(SFStaticFace.named(".SFUI-Regular") == nil)
        #expect(SFStaticFace.named("Helvetica") == nil)
        #expect(SFStaticFace.named("SFProRounded-Bold") == nil)
        let text = Font(name: "SFUIText-Medium", size: 17)
        #expect(text.systemStyle?.staticFace == .text)
        #expect(text.systemStyle?.weight == .medium)
        #expect(Font.systemFont(ofSize: 17).systemStyle?.staticFace == nil)
        #expect(Font(name: ".SFUI-Semibold", size: 17).systemStyle?.staticFace == nil)
    }

    @Test func theTextFaceIsUntrackedAtEverySize() {
        // 17 pt: the system font's "Admin" plus the −0.43 pt tracking it adds after each of five
        // characters (Apple's table), since the named face is not tracked.
        let system17 = Font.systemFont(ofSize: 17).width(of: "Admin")
        let named17 = Font(name: "SFUIText-Regular", size: 17).width(of: "Admin")
        #expect(abs(named17 - (system17 + 5 * 0.43)) < 1e-9)
        // 34 pt: still the Text face — twice the 17 pt width, not the system font's display
        // spacing (which tightens from 17 pt on) and not its +0.40 pt tracking.
        let named34 = Font(name: "SFUIText-Regular", size: 34).width(of: "Admin")
        #expect(abs(named34 - 2 * named17) < 1e-9)
        #expect(named34 > Font.systemFont(ofSize: 34).width(of: "Admin") - 5 * 0.40 + 1)
        // The glyphs drawn are the system font's.
        #expect(Font(name: "SFUIText-Regular", size: 17).shape("Admin").map(\.id)
                == Font.systemFont(ofSize: 17).shape("Admin").map(\.id))
    }

    @Test func theDisplayFaceHasDisplaySpacingAtTextSizes() {
        // 11 pt in the Display face: the system font's 28 pt advances (the whole display ratio)
        // scaled to 11 pt, with its +0.38 pt tracking at 28 pt taken out; no +0.06 of 11 pt.
        let text = "Challenges"
        let system28 = Font.systemFont(ofSize: 28, weight: .bold).width(of: text)
        let untracked28 = system28 - CGFloat(text.count) * 0.38
        let named11 = Font(name: "SFProDisplay-Bold", size: 11).width(of: text)
        #expect(abs(named11 - untracked28 * 11 / 28) < 1e-9)
        // Narrower than the system font at 11 pt, whose Text spacing and tracking it lacks.
        #expect(named11 < Font.systemFont(ofSize: 11, weight: .bold).width(of: text) - 1)
    }

    @Test func aLabelInTheTextFaceTakesItsUntrackedWidthOnThePixelGrid() {
        // A one-line label's intrinsic width rounds up to the pixel grid (UILabel): at @2x the
        // untracked "Admin" of the 17 pt Text face, where the system font's is 2.15 pt narrower.
        let named = Font(name: "SFUIText-Regular", size: 17)
        let label = TextLayout(text: "Admin", font: named)
        let width = named.width(of: "Admin")
        #expect(label.intrinsicSize(scale: 2).width == (width * 2).rounded(.up) / 2)
        let system = TextLayout(text: "Admin", font: .systemFont(ofSize: 17)).intrinsicSize(scale: 2).width
        #expect(label.intrinsicSize(scale: 2).width - system >= 1.5)
    }
}
