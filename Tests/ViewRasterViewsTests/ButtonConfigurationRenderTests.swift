import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRaster
import ViewRasterRendering
import ViewRasterTesting

/// The four iOS 15 styles drawn: plain has no background, gray `tertiarySystemFill`, tinted the
/// tint at 15 %, filled the tint with a white title; corners are rounded (6 pt at medium); dark
/// appearance takes the dark tint and fills; right to left the image goes to the right.
@MainActor
struct ButtonConfigurationRenderTests {
    enum Style: CaseIterable { case plain, gray, tinted, filled }

    /// Four 200 pt-wide buttons with a symbol and a title, 10 pt apart, on `systemBackground`.
    func scene() -> (root: View, buttons: [Button]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 220, height: 10 + 4 * 44))
        root.backgroundColor = .systemBackground
        var buttons: [Button] = []
        for (i, style) in Style.allCases.enumerated() {
            var c: Button.Configuration
            switch style {
            case .plain: c = .plain()
            case .gray: c = .gray()
            case .tinted: c = .tinted()
            case .filled: c = .filled()
            }
            c.title = "Continue"
            c.image = Image(symbolPlaceholder: "star")
            c.imagePadding = 6
            let b = Button(configuration: c)
            b.frame = CGRect(x: 10, y: 10 + CGFloat(i) * 44, width: 200, height: b.intrinsicContentSize.height)
            root.addSubview(b)
            buttons.append(b)
        }
        return (root, buttons)
    }

    typealias RGB = (r: Int, g: Int, b: Int)

    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ e: RGB, _ what: String) {
        #expect(abs(Int(p.r) - e.r) <= 1 && abs(Int(p.g) - e.g) <= 1 && abs(Int(p.b) - e.b) <= 1, "\(what): \(p) vs \(e)")
    }

    /// Whether some pixel of the title's rect (in points, of button `b`) passes `test`.
    func titleHas(_ canvas: Canvas, _ b: Button, _ test: (UInt8, UInt8, UInt8) -> Bool) -> Bool {
        guard let c = b.configuration, let t = b.configurationLayout(c).frames(in: b.bounds, horizontal: .center, vertical: .center).title else { return false }
        let r = t.offsetBy(dx: b.frame.minX, dy: b.frame.minY)
        for y in Int(r.minY * 3)..<Int(r.maxY * 3) {
            for x in Int(r.minX * 3)..<Int(r.maxX * 3) {
                let p = canvas.pixel(x: x, y: y)
                if test(p.r, p.g, p.b) { return true }
            }
        }
        return false
    }

    func render(_ traits: TraitCollection) throws -> (Canvas, [Button]) {
        let stage = Stage(.frame, scale: 3, traits: traits)
        let (root, buttons) = stage.within { scene() }
        stage.mount(root)
        return (try stage.render(), buttons)
    }

    /// The background 4 pt inside each button's leading edge, at mid height (clear of the
    /// content, which starts 12 pt in), over white: tertiarySystemFill (118, 118, 128, 12 %)
    /// is 255 − 137 × 0.12 = 238.6 and 255 − 127 × 0.12 = 239.8; systemBlue (0, 122, 255) at
    /// 15 % is 216.75, 235.05, 255.
    @Test func lightStyles() throws {
        let (canvas, buttons) = try render(TraitCollection(userInterfaceStyle: .light))
        let expected: [RGB] = [(255, 255, 255), (239, 239, 240), (217, 235, 255), (0, 122, 255)]
        for (b, e) in zip(buttons, expected) {
            near(canvas.pixel(x: Int((b.frame.minX + 4) * 3), y: Int(b.frame.midY * 3)), e, "background of \(b.configuration!.style)")
        }
        // Rounded corners: the filled button's corner pixel is the white behind it.
        let f = buttons[3].frame
        near(canvas.pixel(x: Int(f.minX * 3), y: Int(f.minY * 3)), (255, 255, 255), "filled corner")
        // Filled titles are white on blue; the others' are blue on their background.
        #expect(titleHas(canvas, buttons[3]) { r, g, b in r > 240 && g > 240 && b > 240 })
        #expect(titleHas(canvas, buttons[2]) { r, g, b in r < 60 && b > 200 })
        #expect(titleHas(canvas, buttons[0]) { r, g, b in r < 60 && b > 200 })
        assertSnapshot(of: canvas, as: .image, named: "styles-light")
    }

    /// Over black: tertiarySystemFill dark (118, 118, 128, 24 %) is 28.3, 28.3, 30.7; the dark
    /// systemBlue (10, 132, 255) at 15 % is 1.5, 19.8, 38.25.
    @Test func darkStyles() throws {
        let (canvas, buttons) = try render(TraitCollection(userInterfaceStyle: .dark))
        let expected: [RGB] = [(0, 0, 0), (28, 28, 31), (2, 20, 38), (10, 132, 255)]
        for (b, e) in zip(buttons, expected) {
            near(canvas.pixel(x: Int((b.frame.minX + 4) * 3), y: Int(b.frame.midY * 3)), e, "background of \(b.configuration!.style)")
        }
        #expect(titleHas(canvas, buttons[3]) { r, g, b in r > 240 && g > 240 && b > 240 })
        assertSnapshot(of: canvas, as: .image, named: "styles-dark")
    }

    /// Right to left the symbol sits right of the title: the content is centred, so the image's
    /// right edge is at the content's right edge and the title ends 6 pt left of the image.
    @Test func rightToLeftStyles() throws {
        let (canvas, buttons) = try render(TraitCollection(layoutDirection: .rightToLeft))
        try Stage(.frame, scale: 3, traits: TraitCollection(layoutDirection: .rightToLeft)).within {
            let b = buttons[3], c = try #require(b.configuration)
            let f = b.configurationLayout(c).frames(in: b.bounds, horizontal: .center, vertical: .center)
            let image = try #require(f.image), title = try #require(f.title)
            #expect(image.minX > title.maxX)
            #expect(abs(image.minX - title.maxX - 6) < 0.34)
        }
        assertSnapshot(of: canvas, as: .image, named: "styles-rtl")
    }

    /// A disabled filled button: `tertiarySystemFill` behind a `tertiaryLabel` title.
    @Test func disabledFilled() throws {
        try Stage(.frame, scale: 3).within {
            let root = View(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            root.backgroundColor = .white
            var c = Button.Configuration.filled()
            c.title = "Off"
            let b = Button(configuration: c)
            b.isEnabled = false
            b.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
            root.addSubview(b)
            let stage = Stage(.frame, scale: 3)
            stage.mount(root)
            let canvas = try stage.render()
            near(canvas.pixel(x: 12, y: 60), (239, 239, 240), "disabled background")
        }
    }

    /// A background's stroke and fixed corner radius: a 2 pt red stroke inside the edge.
    @Test func backgroundStroke() throws {
        try Stage(.frame, scale: 3).within {
            let root = View(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            root.backgroundColor = .white
            var c = Button.Configuration.plain()
            c.background.strokeColor = .red
            c.background.strokeWidth = 2
            c.background.cornerRadius = 0
            c.cornerStyle = .fixed
            let b = Button(configuration: c)
            b.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
            root.addSubview(b)
            let stage = Stage(.frame, scale: 3)
            stage.mount(root)
            let canvas = try stage.render()
            near(canvas.pixel(x: 0, y: 0), (255, 0, 0), "stroke corner")
            near(canvas.pixel(x: 5, y: 60), (255, 0, 0), "stroke left edge")
            near(canvas.pixel(x: 7, y: 60), (255, 255, 255), "inside the stroke")
        }
    }
}
