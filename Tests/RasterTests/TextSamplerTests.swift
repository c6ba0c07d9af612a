import Testing
import Foundation
import Raster

/// The text sampler: rendered through `Renderer` and recorded as Snapshots/Text/sampler.png
/// when the reference is missing and the renderer draws. When the renderer draws nothing (the
/// rasterizer stubs of the text branch), a preview is composited here from the glyph masks
/// alone and written to .build/text-sampler-preview.png, and nothing is recorded.
@Suite struct TextSamplerTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func samplerDisplayListIsWellFormed() throws {
        let list = TextSampler.displayList()
        #expect(list.width == 375 && list.scale == 2)
        var runs = 0, glyphs = 0
        for op in list.ops {
            guard case .glyphs(let run) = op else { continue }
            runs += 1; glyphs += run.glyphs.count
            #expect(run.fontPath.hasPrefix("/"))
            #expect(FileManager.default.fileExists(atPath: run.fontPath))
            for g in run.glyphs {
                #expect(g.x.isFinite && g.y.isFinite)
                #expect(g.y >= 0 && g.y <= list.height)
            }
        }
        #expect(runs > 30)
        #expect(glyphs > 1000)
    }

    @Test func samplerRendersOrPreviews() throws {
        let list = TextSampler.displayList()
        let canvas = try Renderer.render(list)
        let reference = Self.packageRoot.appendingPathComponent("Snapshots/Text/sampler.png")
        let inked = stride(from: 0, to: canvas.pixels.count, by: 4).contains { i in
            canvas.pixels[i + 3] > 128 && canvas.pixels[i] < 100 && canvas.pixels[i + 1] < 100
        }
        if inked {
            if !FileManager.default.fileExists(atPath: reference.path) {
                try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
                try TinyPNG.encode(canvas).write(to: reference)
            }
        } else {
            let preview = try MaskCompositor.render(list)
            let out = Self.packageRoot.appendingPathComponent(".build/text-sampler-preview.png")
            try TinyPNG.encode(preview).write(to: out)
            // The preview must show ink: every glyph op drew through its masks.
            #expect(preview.pixels.enumerated().contains { $0.offset % 4 == 0 && $0.element < 64 })
        }
    }
}

/// Draws only the glyph ops of a display list, through the glyph masks, on the list's
/// background: source-over with mul255 rounding. Translation/scale transforms only.
enum MaskCompositor {
    static func render(_ list: DisplayList) throws -> Canvas {
        var canvas = try Canvas(width: list.pixelWidth, height: list.pixelHeight, scale: list.scale)
        if let bg = list.background { canvas.clear(to: bg) }
        var t = CGAffineTransform(scaleX: list.scale, y: list.scale)
        var stack: [CGAffineTransform] = []
        for op in list.ops {
            switch op {
            case .save: stack.append(t)
            case .restore: t = stack.popLast() ?? t
            case .concat(let m): t = m.concatenating(t)
            case .glyphs(let run):
                guard t.b == 0, t.c == 0, t.a == t.d, t.a > 0 else { continue }
                let face = try FontRegistry.shared.face(atPath: run.fontPath)
                for g in run.glyphs {
                    let p = CGPoint(x: g.x, y: g.y).applying(t)
                    let fx = p.x.rounded(.down)
                    var q = Int(((p.x - fx) * 4).rounded()), px = Int(fx)
                    if q == 4 { px += 1; q = 0 }
                    let mask = face.glyphBitmap(glyph: g.id, pixelSize: run.size * t.a, subpixelQuarter: q)
                        .mask(penX: px, penY: Int(p.y.rounded()))
                    blend(&canvas, mask, run.color)
                }
            default: continue
            }
        }
        return canvas
    }

    static func blend(_ c: inout Canvas, _ m: CoverageMask, _ color: Color) {
        let s = color.rgba8
        for y in 0..<m.height {
            let cy = m.originY + y
            guard cy >= 0, cy < c.height else { continue }
            for x in 0..<m.width {
                let cx = m.originX + x
                guard cx >= 0, cx < c.width else { continue }
                let a = mul(m.coverage[y * m.width + x], s.a)
                guard a > 0 else { continue }
                let i = (cy * c.width + cx) * 4
                let inv = 255 - a
                c.pixels[i] = mul(s.r, a) + mul(c.pixels[i], inv)
                c.pixels[i + 1] = mul(s.g, a) + mul(c.pixels[i + 1], inv)
                c.pixels[i + 2] = mul(s.b, a) + mul(c.pixels[i + 2], inv)
                c.pixels[i + 3] = a + mul(c.pixels[i + 3], inv)
            }
        }
    }
    static func mul(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) * Int(b) + 127) / 255) }
}

/// A minimal PNG writer (stored deflate blocks) for test output only.
enum TinyPNG {
    static func encode(_ c: Canvas) -> Data {
        var raw = [UInt8]()
        raw.reserveCapacity(c.height * (c.width * 4 + 1))
        for y in 0..<c.height {
            raw.append(0)
            for x in 0..<c.width {
                let i = (y * c.width + x) * 4
                let a = c.pixels[i + 3]
                for k in 0..<3 {
                    let v = c.pixels[i + k]
                    raw.append(a == 0 ? 0 : UInt8(min(255, (Int(v) * 255 + Int(a) / 2) / Int(a))))
                }
                raw.append(a)
            }
        }
        var z: [UInt8] = [0x78, 0x01]
        var off = 0
        repeat {
            let n = min(65535, raw.count - off)
            z.append(off + n == raw.count ? 1 : 0)
            z += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            z += raw[off..<off + n]
            off += n
        } while off < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for v in raw { a = (a + UInt32(v)) % 65521; b = (b + a) % 65521 }
        z += be(b << 16 | a)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ data: [UInt8]) {
            png += be(UInt32(data.count))
            let body = Array(type.utf8) + data
            png += body
            png += be(crc(body))
        }
        chunk("IHDR", be(UInt32(c.width)) + be(UInt32(c.height)) + [8, 6, 0, 0, 0])
        chunk("IDAT", z)
        chunk("IEND", [])
        return Data(png)
    }
    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB88320 ^ (c >> 1) : c >> 1 }
        return c
    }
    static func crc(_ d: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFFFFFF
        for v in d { c = table[Int((c ^ UInt32(v)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFFFFFF
    }
}
