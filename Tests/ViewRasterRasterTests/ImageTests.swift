import Foundation
import Testing
import ViewRasterDisplayList
import ViewRasterRaster

/// A deterministic premultiplied test image.
func rcTestBitmap(_ w: Int, _ h: Int, seed: Int = 7, opaque: Bool = false) -> Bitmap {
    var px: [UInt8] = []
    var s = UInt32(truncatingIfNeeded: seed &* 2654435761)
    func next() -> UInt8 { s = s &* 1664525 &+ 1013904223; return UInt8(truncatingIfNeeded: s >> 24) }
    for _ in 0..<(w * h) {
        let a = opaque ? 255 : max(1, next())
        px += [rcMulRef(next(), a), rcMulRef(next(), a), rcMulRef(next(), a), a]
    }
    return Bitmap(width: w, height: h, premultipliedPixels: px)
}

func rcMulRef(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(rcMul255(Int(a), Int(b))) }

func rcImagePixel(_ b: Bitmap, _ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
    let i = (y * b.width + x) * 4
    return (Int(b.pixels[i]), Int(b.pixels[i + 1]), Int(b.pixels[i + 2]), Int(b.pixels[i + 3]))
}

@Suite struct ImageTests {
    @Test func identityBlitIsExact() throws {
        let img = rcTestBitmap(5, 3)
        let c = try rcDraw(9, 6) { $0.drawImage(img, in: CGRect(x: 2, y: 1, width: 5, height: 3)) }
        for y in 0..<6 {
            for x in 0..<9 {
                let inside = x >= 2 && x < 7 && y >= 1 && y < 4
                #expect(rcPixel(c, x, y) == (inside ? rcImagePixel(img, x - 2, y - 1) : (0, 0, 0, 0)))
            }
        }
        // At scale 2, a 2x image drawn at its point size is a blit too.
        let img2 = Bitmap(width: 4, height: 4, scale: 2, premultipliedPixels: rcTestBitmap(4, 4).pixels)
        let c2 = try rcDraw(6, 6, scale: 2) { $0.drawImage(img2, in: CGRect(x: 1, y: 0, width: 2, height: 2)) }
        #expect(rcPixel(c2, 2, 0) == rcImagePixel(img2, 0, 0) && rcPixel(c2, 5, 3) == rcImagePixel(img2, 3, 3))
    }

    @Test func blitOntoBackgroundUsesSourceOver() throws {
        let img = rcTestBitmap(3, 3, seed: 3)
        var canvas = try Canvas(width: 3, height: 3)
        canvas.clear(to: Color(r8: 10, g8: 200, b8: 30, a8: 255))
        let ctx = RasterContext(canvas: canvas)
        ctx.drawImage(img, in: CGRect(x: 0, y: 0, width: 3, height: 3))
        let c = ctx.finish()
        for y in 0..<3 { for x in 0..<3 {
            #expect(rcPixel(c, x, y) == rcOver(rcImagePixel(img, x, y), coverage: 255, onto: (10, 200, 30, 255)))
        } }
    }

    @Test func scaledTwiceIsBilinear() throws {
        let img = rcTestBitmap(3, 2, seed: 11)
        let c = try rcDraw(6, 4) { $0.drawImage(img, in: CGRect(x: 0, y: 0, width: 6, height: 4)) }
        for y in 0..<4 {
            for x in 0..<6 {
                // Device center (x + 0.5) maps to image x/2 + 0.25; sample around (x/2 - 0.25).
                // (The renderer rounds weights to 1/256 and rounds twice: within one level.)
                let fx = Double(x) / 2 - 0.25, fy = Double(y) / 2 - 0.25
                let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                let tx = fx - Double(x0), ty = fy - Double(y0)
                func cl(_ v: Int, _ n: Int) -> Int { min(n - 1, max(0, v)) }
                let p00 = rcImagePixel(img, cl(x0, 3), cl(y0, 2)), p10 = rcImagePixel(img, cl(x0 + 1, 3), cl(y0, 2))
                let p01 = rcImagePixel(img, cl(x0, 3), cl(y0 + 1, 2)), p11 = rcImagePixel(img, cl(x0 + 1, 3), cl(y0 + 1, 2))
                func ch(_ k: KeyPath<(Int, Int, Int, Int), Int>) -> Int {
                    let v = (1 - tx) * (1 - ty) * Double(p00[keyPath: k]) + tx * (1 - ty) * Double(p10[keyPath: k])
                          + (1 - tx) * ty * Double(p01[keyPath: k]) + tx * ty * Double(p11[keyPath: k])
                    return Int((v + 0.5).rounded(.down))
                }
                let got = rcPixel(c, x, y)
                let want = (ch(\.0), ch(\.1), ch(\.2), ch(\.3))
                #expect(abs(got.0 - want.0) <= 1 && abs(got.1 - want.1) <= 1 && abs(got.2 - want.2) <= 1 && abs(got.3 - want.3) <= 1,
                        "pixel \(x),\(y): \(got) vs \(want)")
            }
        }
    }

    @Test func rotatedQuarterTurnIsAnExactPermutation() throws {
        let img = rcTestBitmap(4, 3, seed: 5)
        let c = try rcDraw(8, 8) { ctx in
            ctx.concat(CGAffineTransform(translationX: 6, y: 1))
            ctx.concat(CGAffineTransform(rotationAngle: .pi / 2))
            ctx.drawImage(img, in: CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        // (x, y) → (6 - y, 1 + x): image pixel (i, j) lands on device pixel (5 - j, 1 + i).
        var covered = 0
        for j in 0..<3 { for i in 0..<4 {
            #expect(rcPixel(c, 5 - j, 1 + i) == rcImagePixel(img, i, j))
            covered += 1
        } }
        // Nothing else is drawn.
        var alphaSum = 0
        for y in 0..<8 { for x in 0..<8 { alphaSum += rcAlpha(c, x, y) } }
        #expect(alphaSum == (0..<12).map { rcImagePixel(img, $0 % 4, $0 / 4).3 }.reduce(0, +))
        #expect(covered == 12)
    }

    @Test func tintKeepsAlphaAndReplacesColor() throws {
        let img = rcTestBitmap(4, 4, seed: 9)
        let tint = Color(r8: 0, g8: 122, b8: 255)
        let c = try rcDraw(4, 4) { $0.drawImage(img, in: CGRect(x: 0, y: 0, width: 4, height: 4), tint: tint) }
        let c2 = try rcDraw(8, 8) { $0.drawImage(img, in: CGRect(x: 0, y: 0, width: 8, height: 8), tint: tint) }
        for y in 0..<4 { for x in 0..<4 {
            let a = rcImagePixel(img, x, y).3
            #expect(rcPixel(c, x, y) == (0, rcMul255(122, a), a, a))
        } }
        // Scaled: still exactly the tint color at every alpha.
        for y in 0..<8 { for x in 0..<8 {
            let p = rcPixel(c2, x, y)
            #expect(p.0 == 0 && p.2 == p.3 && p.1 == rcMul255(122, p.3))
        } }
    }

    @Test func fractionalPlacementAntialiasesTheEdges() throws {
        let white = Bitmap(width: 2, height: 2, premultipliedPixels: [UInt8](repeating: 255, count: 16))
        let c = try rcDraw(6, 6) { $0.drawImage(white, in: CGRect(x: 1.5, y: 1, width: 3, height: 3)) }
        #expect(rcAlpha(c, 1, 2) == 128 && rcAlpha(c, 2, 2) == 255 && rcAlpha(c, 4, 2) == 128 && rcAlpha(c, 5, 2) == 0)
        #expect(rcAlpha(c, 2, 0) == 0 && rcAlpha(c, 2, 3) == 255 && rcAlpha(c, 2, 4) == 0)
    }

    @Test func imagesAreClipped() throws {
        let img = rcTestBitmap(6, 6, seed: 2)
        let c = try rcDraw(6, 6) { ctx in
            ctx.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 6, height: 6)))
            ctx.drawImage(img, in: CGRect(x: 0, y: 0, width: 6, height: 6))
        }
        let m = try rcDraw(6, 6) { $0.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 6, height: 6)), color: .white) }
        for y in 0..<6 { for x in 0..<6 {
            #expect(rcPixel(c, x, y) == rcOver(rcImagePixel(img, x, y), coverage: rcAlpha(m, x, y), onto: (0, 0, 0, 0)))
        } }
    }
}
