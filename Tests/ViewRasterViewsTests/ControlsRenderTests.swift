import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterTesting
import ViewRasterRendering

/// Renders each control on a small screen and checks what a user sees, pixel by pixel where
/// the expectation can be computed; `Snapshots/ControlsRenderTests/controls.png` is the
/// reference a person looked at.
@MainActor
struct ControlsRenderTests {
    static func controlsScreen() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        root.backgroundColor = .white
        let label = Label(frame: CGRect(x: 16, y: 16, width: 288, height: 24))
        label.text = "Label — Inter 17"
        root.addSubview(label)
        let button = Button(type: .system)
        button.setTitle("System button", for: .normal)
        button.frame = CGRect(x: 16, y: 48, width: 140, height: 30)
        root.addSubview(button)
        let custom = Button(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.backgroundColor = .systemBlue
        custom.layer.cornerRadius = 8
        custom.frame = CGRect(x: 170, y: 48, width: 134, height: 30)
        root.addSubview(custom)
        let sw = Switch(frame: CGRect(x: 16, y: 92, width: 51, height: 31))
        sw.isOn = true
        root.addSubview(sw)
        let off = Switch(frame: CGRect(x: 80, y: 92, width: 51, height: 31))
        root.addSubview(off)
        let progress = ProgressView(frame: CGRect(x: 150, y: 105, width: 154, height: 4))
        progress.progress = 0.6
        root.addSubview(progress)
        let seg = SegmentedControl(items: ["One", "Two", "Three"])
        seg.frame = CGRect(x: 16, y: 136, width: 288, height: 32)
        seg.selectedSegmentIndex = 1
        root.addSubview(seg)
        let field = TextField(frame: CGRect(x: 16, y: 180, width: 180, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Placeholder"
        root.addSubview(field)
        let spinner = ActivityIndicatorView(style: .large)
        spinner.frame.origin = CGPoint(x: 220, y: 178)
        spinner.startAnimating()
        root.addSubview(spinner)
        let card = View(frame: CGRect(x: 16, y: 228, width: 288, height: 56))
        card.backgroundColor = Color(r8: 255, g8: 204, b8: 102)
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = Color(r8: 204, g8: 102, b8: 0)
        card.layer.shadowOpacity = 0.3
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 4
        root.addSubview(card)
        return root
    }

    @Test func controlsLookAsOnIOS() throws {
        let stage = Stage()
        try stage.within {
            let root = ControlsRenderTests.controlsScreen()
            let canvas = try root.render(scale: 2)
            #expect(canvas.width == 640 && canvas.height == 600)
            // The on switch's track is iOS green at its left end, the off one is light gray.
            let on = canvas.pixel(x: 2 * 16 + 8, y: 2 * (92 + 15))
            #expect(on.r == 52 && on.g == 199 && on.b == 89)
            // The custom button's blue background fills its middle... under the title's side bearings.
            let blue = canvas.pixel(x: 2 * 172 + 6, y: 2 * 63)
            #expect(blue.r == 0 && blue.g == 122 && blue.b == 255)
            // The card's border is inside its bounds, orange over yellow.
            let border = canvas.pixel(x: 2 * 160, y: 2 * 228 + 1)
            #expect(border.r == 204 && border.g == 102 && border.b == 0)
            let inside = canvas.pixel(x: 2 * 160, y: 2 * 228 + 6)
            #expect(inside.r == 255 && inside.g == 204 && inside.b == 102)
            // The shadow darkens the white just below the card.
            let below = canvas.pixel(x: 2 * 160, y: 2 * 284 + 2)
            #expect(below.r < 250 && below.r == below.g)
            // Text is drawn: dark pixels inside the label's box.
            var dark = 0
            for y in 32..<80 { for x in 32..<300 where canvas.pixel(x: x, y: y).r < 100 { dark += 1 } }
            #expect(dark > 300)
            assertSnapshot(of: canvas, as: .image, named: "controls")
        }
    }
}
