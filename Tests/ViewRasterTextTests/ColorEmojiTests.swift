import Testing
import Foundation
import ViewRasterDisplayList
import ViewRasterText
import ViewRasterRaster
import ViewRasterOutput

/// Renders `text` in a label-sized box at 2x and returns the canvas.
func renderText(_ text: String, size: CGSize = CGSize(width: 200, height: 40), font: Font = .systemFont(ofSize: 17),
                alignment: TextAlignment = .natural, color: Color = .black) throws -> Canvas {
    let runs = TextLayout(text: text, font: font, alignment: alignment).draw(in: CGRect(origin: .zero, size: size), color: color)
    let list = DisplayList(width: size.width, height: size.height, scale: 2, background: .white, ops: runs.map { .glyphs($0) })
    let canvas = try Renderer.render(list)
    if let dir = ProcessInfo.processInfo.environment["VIEWRASTER_TEXT_PNGS"] {
        let name = text.unicodeScalars.prefix(4).map { String($0.value, radix: 16) }.joined(separator: "-")
        try PNG.write(canvas, to: URL(fileURLWithPath: dir).appendingPathComponent("text-\(name).png"))
    }
    return canvas
}

@Suite struct ColorEmojiTests {
    @Test func emojiIsDrawnInColor() throws {
        // 😀 is a yellow face: some pixel is strongly saturated (black text would be gray only).
        let canvas = try renderText("😀")
        var saturated = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let p = canvas.pixel(x: x, y: y)
                let hi = Int(max(p.r, p.g, p.b)), lo = Int(min(p.r, p.g, p.b))
                if hi - lo > 150 { saturated += 1 }
            }
        }
        #expect(saturated > 100)
    }

    @Test func emojiIsScaledToTheEmSize() throws {
        let face = try #require(FontFallback.face(for: "😀", primary: Font.systemFont(ofSize: 17).face))
        #expect(face.isColorBitmap)
        let image = try #require(face.colorGlyphImage(glyph: face.glyph(for: "😀"), pixelSize: 34))
        // Noto Color Emoji's 136 × 128 bitmap at 109 px per em, scaled to 34 px per em: ≈ 42 × 40.
        #expect(abs(image.width - 43) <= 1 && abs(image.height - 40) <= 1)
        // Premultiplied: no channel above alpha.
        var premultiplied = true
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            let a = image.pixels[i + 3]
            if image.pixels[i] > a || image.pixels[i + 1] > a || image.pixels[i + 2] > a { premultiplied = false }
        }
        #expect(premultiplied)
    }

    @Test func sameEmojiSamePixels() throws {
        let a = try renderText("👍🏽 ok 🇯🇵")
        let b = try renderText("👍🏽 ok 🇯🇵")
        #expect(a.pixels == b.pixels)
    }

    @Test(arguments: ScriptFallbackTests.samples.map(\.text))
    func everySampleRendersInk(text: String) throws {
        // Each sample draws something dark or colored in its box (no empty output).
        let canvas = try renderText(text, size: CGSize(width: 240, height: 40))
        var ink = 0
        for y in 0..<canvas.height { for x in 0..<canvas.width where canvas.pixel(x: x, y: y).g < 128 { ink += 1 } }
        #expect(ink > 50)
    }
}
