import Foundation
import Testing
import ViewRasterTesting

@Suite struct ImageComparisonTests {
    @Test func identicalImagesMatch() throws {
        let a = try pattern()
        let c = ImageComparison(reference: a, actual: a)
        #expect(c.matches)
        #expect(c.differentPixels == 0)
        #expect(c.maxChannelDelta == 0)
    }

    @Test func onePixelChangedFailsExactComparison() throws {
        let a = try solid(4, 4, (10, 20, 30, 255))
        let b = a.setting(2, 1, (10, 57, 30, 255))
        let c = ImageComparison(reference: a, actual: b)
        #expect(!c.matches)
        #expect(c.differentPixels == 1)
        #expect(c.failingPixels == 1)
        #expect(c.maxChannelDelta == 37)
        #expect(c.summary.contains("1 of 16 pixels differ"))
        #expect(c.summary.contains("max channel delta 37"))
    }

    @Test func differentSizesNeverMatchAndSayBothSizes() throws {
        let c = ImageComparison(reference: try solid(4, 4, (0, 0, 0, 255)), actual: try solid(5, 4, (0, 0, 0, 255)),
                                precision: 0, perceptualPrecision: 0)
        #expect(!c.matches)
        #expect(c.summary.contains("4×4"))
        #expect(c.summary.contains("5×4"))
    }

    @Test func precisionEdge() throws {
        // 1 of 16 pixels differs: 15/16 = 0.9375 of pixels match.
        let a = try solid(4, 4, (200, 0, 0, 255))
        let b = a.setting(0, 0, (0, 0, 200, 255))
        #expect(ImageComparison(reference: a, actual: b, precision: 0.9375).matches)
        #expect(!ImageComparison(reference: a, actual: b, precision: 0.9375.nextUp).matches)
        // Two pixels differ: 14/16.
        let c = b.setting(3, 3, (0, 0, 200, 255))
        #expect(ImageComparison(reference: a, actual: c, precision: 0.875).matches)
        #expect(!ImageComparison(reference: a, actual: c, precision: 0.9375).matches)
    }

    @Test func perceptualPrecisionEdge() throws {
        let a = try solid(4, 4, (120, 120, 120, 255))
        let b = a.setting(1, 1, (124, 120, 118, 255))
        let e = DeltaE94.distance(DeltaE94.lab(r: 120, g: 120, b: 120), DeltaE94.lab(r: 124, g: 120, b: 118))
        #expect(e > 0.5 && e < 5)
        // A pixel matches when ΔE ≤ (1 − p) · 100: at p = 1 − e/100 (a hair less) it matches.
        let atEdge = 1 - e / 100 - 1e-9
        let pastEdge = 1 - e / 100 + 1e-9
        let pass = ImageComparison(reference: a, actual: b, precision: 1, perceptualPrecision: atEdge)
        #expect(pass.matches)
        #expect(pass.differentPixels == 1 && pass.failingPixels == 0)
        #expect(abs((pass.maxDeltaE ?? 0) - e) < 1e-9)
        let fail = ImageComparison(reference: a, actual: b, precision: 1, perceptualPrecision: pastEdge)
        #expect(!fail.matches)
        #expect(fail.failingPixels == 1)
        // …unless precision lets one pixel in 16 fail.
        #expect(ImageComparison(reference: a, actual: b, precision: 0.9375, perceptualPrecision: pastEdge).matches)
    }

    @Test func deltaE94MatchesPublishedValue() {
        // Sharma, Wu & Dalal test pair 1: ΔE*94 = 1.3950.
        let e = DeltaE94.distance(.init(l: 50, a: 2.6772, b: -79.7751), .init(l: 50, a: 0, b: -82.7485))
        #expect(abs(e - 1.3950) < 0.0005)
    }

    @Test func labOfPrimaries() {
        let white = DeltaE94.lab(r: 255, g: 255, b: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        let red = DeltaE94.lab(r: 255, g: 0, b: 0)
        #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.05 && abs(red.b - 67.20) < 0.05)
    }

    @Test func alphaDifferenceIsPerceptual() {
        // Transparent vs opaque black: invisible over black, obvious over white.
        let e = DeltaE94.distance(premultiplied: (0, 0, 0, 0), (0, 0, 0, 255))
        #expect(abs(e - 100) < 0.01)
        // Two fully transparent pixels never differ.
        #expect(DeltaE94.distance(premultiplied: (0, 0, 0, 0), (0, 0, 0, 0)) == 0)
    }

    @Test func diffImageMarksChangedPixels() throws {
        let a = try solid(3, 2, (255, 255, 255, 255))
        let b = a.setting(1, 0, (0, 0, 0, 255))
        let d = try DiffImage.make(reference: a, actual: b)
        #expect(d.width == 3 && d.height == 2)
        let red = d.pixel(x: 1, y: 0)
        #expect(red.r == 255 && red.g == 0 && red.b == 0 && red.a == 255)
        let same = d.pixel(x: 0, y: 0)
        #expect(same.r == same.g && same.g == same.b && same.r > 190)
    }

    @Test func diffImageOfDifferentSizesShowsUncoveredArea() throws {
        let d = try DiffImage.make(reference: try solid(2, 2, (0, 0, 0, 255)), actual: try solid(3, 1, (0, 0, 0, 255)))
        #expect(d.width == 3 && d.height == 2)
        let outside = d.pixel(x: 2, y: 1)
        #expect(outside.r == 255 && outside.g == 0 && outside.b == 255)
        let shared = d.pixel(x: 0, y: 0)
        #expect(shared.r == shared.g)
    }
}
