import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterTesting
import ViewRasterRendering

/// UIButton's system types on iOS 13 and later: `.contactAdd` is a tint-colored `plus.circle`
/// 24⅓×23⅔ pt (the frame `UIButton(type:)` gives it), the info types an `info.circle`, `.close`
/// a 30 pt grey disc with an xmark.
@MainActor
struct SystemButtonTests {
    @Test func glyphButtonsStartAtTheirImageSize() {
        #expect(Button(type: .contactAdd).frame.size == CGSize(width: 73.0 / 3, height: 71.0 / 3))
        #expect(Button(type: .infoDark).frame.size == CGSize(width: 73.0 / 3, height: 71.0 / 3))
        #expect(Button(type: .close).frame.size == CGSize(width: 30, height: 30))
        #expect(Button(type: .system).frame.size == .zero)
    }

    @Test func contactAddIsABlueCircledPlus() throws {
        let stage = Stage()
        try stage.within {
            let root = View(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            root.backgroundColor = .white
            let add = Button(type: .contactAdd)
            add.frame.origin = CGPoint(x: 4, y: 4)
            root.addSubview(add)
            let info = Button(type: .infoLight)
            info.frame.origin = CGPoint(x: 40, y: 4)
            root.addSubview(info)
            let close = Button(type: .close)
            close.frame.origin = CGPoint(x: 80, y: 2)
            root.addSubview(close)
            let canvas = try root.render(scale: 3)
            // The glyph's centre (4 + 12⅙, 4 + 11⅚) is where the plus's strokes cross: tint blue.
            let centre = canvas.pixel(x: 3 * 4 + 36, y: 3 * 4 + 35)
            #expect(centre.r == 0 && centre.g == 122 && centre.b == 255)
            // Between the plus's arm ends (5.2 pt out) and the ring (9.28 to 10.81 pt) is white.
            let gap = canvas.pixel(x: 3 * 4 + 36 + 23, y: 3 * 4 + 35)
            #expect(gap.r == 255 && gap.g == 255 && gap.b == 255)
            // The ring's stroke 10 pt left of the centre is blue.
            let ring = canvas.pixel(x: 3 * 4 + 36 - 30, y: 3 * 4 + 35)
            #expect(ring.r == 0 && ring.g == 122 && ring.b == 255)
            // The close button's disc is tertiarySystemFill (118, 118, 128 at 12 %) over white.
            let disc = canvas.pixel(x: 3 * 80 + 15, y: 3 * 17)
            // (255 − 137 × 0.12 = 238.6, 255 − 127 × 0.12 = 239.8; within one for 8-bit rounding.)
            #expect(abs(Int(disc.r) - 239) <= 1 && abs(Int(disc.b) - 240) <= 1, "\(disc)")
            assertSnapshot(of: canvas, as: .image, named: "system-buttons")
        }
    }
}
