import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// SF Pro's digits keep more of their width at display sizes than its letters
/// (`FittedAdvances.digitDisplayRatio`, docs/system-font-metrics.md, "The digits at display
/// sizes"): from 28 pt a digit's advance is Inter's times the weight's scale times 0.955 where a
/// letter's takes 0.89 (regular) to 0.905 (bold), along the same 17–28 pt ramp; at text sizes
/// nothing changes. Display-size labels of digits were narrow at the letters' ratio in every
/// repository that has them (GoMap's 28 pt "320", 50.67 pt at @3x; canvas-ios' bold 32 pt "89",
/// 42.5 at @2x; BlackBerry's 200 pt "1", 89 at @2x: each 2–6.5 pt narrower than IB's width).
@MainActor
@Suite struct DigitDisplayAdvanceTests {
    /// The hand-derived width of the digits `text` in the system font of `weight` at `size` (28 pt
    /// or more: the whole display ratio) with SF's advances `scale` × `ratio` times Inter's: the
    /// face's own width (advances and kerning), the advances' extra share, and SF Pro's tracking
    /// after each character.
    func derived(_ text: String, _ weight: Font.Weight, _ size: CGFloat, scale: CGFloat, ratio: CGFloat) -> CGFloat {
        let face = Font.systemFont(ofSize: size, weight: weight).face
        let units = text.unicodeScalars.reduce(CGFloat(0)) {
            $0 + CGFloat(face.advanceUnits(glyph: face.glyph(for: $1))) * 2048 / CGFloat(face.unitsPerEm)
        }
        return Font(face: face, size: size).width(of: text) + units * (scale * ratio - 1) * size / 2048
            + CGFloat(text.unicodeScalars.count) * SystemFontMetrics.tracking(forSize: size)
    }

    /// `width` rounded up to a canvas's pixels, as UILabel's intrinsic size is.
    func onPixels(_ width: CGFloat, _ scale: CGFloat) -> CGFloat { (width * scale - 1e-9).rounded(.up) / scale }

    @Test func digitsTakeTheirOwnDisplayRatioLettersTheirWeights() {
        // Digits at display sizes: 0.955 of the scaled advance, at regular and bold alike.
        let regular = Font.systemFont(ofSize: 28).width(of: "320")
        #expect(abs(regular - derived("320", .regular, 28, scale: 0.996, ratio: 0.955)) < 1e-6, "\(regular)")
        let bold = Font.systemFont(ofSize: 32, weight: .bold).width(of: "89")
        #expect(abs(bold - derived("89", .bold, 32, scale: 1.026, ratio: 0.955)) < 1e-6, "\(bold)")
        // Letters keep their weight's display ratio (regular 0.89).
        let letters = Font.systemFont(ofSize: 28).width(of: "Title")
        #expect(abs(letters - derived("Title", .regular, 28, scale: 0.996, ratio: 0.89)) < 1e-6, "\(letters)")
        // Halfway up the ramp (22.5 pt) a digit takes half of its display ratio's tightening.
        let half = Font.systemFont(ofSize: 22.5).width(of: "0") - Font(face: Font.systemFont(ofSize: 22.5).face, size: 22.5).width(of: "0")
        let face = Font.systemFont(ofSize: 22.5).face
        let zero = CGFloat(face.advanceUnits(glyph: face.glyph(for: "0"))) * 2048 / CGFloat(face.unitsPerEm)
        let expectedHalf = zero * (0.996 * (1 + (0.955 - 1) / 2) - 1) * 22.5 / 2048 + SystemFontMetrics.tracking(forSize: 22.5)
        #expect(abs(half - expectedHalf) < 1e-6, "\(half) \(expectedHalf)")
        // At text sizes digits are scaled as every glyph, and UIKit's "Label" is still 41.33 pt at @3x.
        let text = Font.systemFont(ofSize: 17).width(of: "2026")
        #expect(abs(text - derived("2026", .regular, 17, scale: 0.996, ratio: 1)) < 1e-6, "\(text)")
        let label = TextLayout(text: "Label", font: .systemFont(ofSize: 17)).intrinsicSize(scale: 3)
        #expect(abs(label.width - 124.0 / 3) < 1e-9, "\(label.width)")
    }

    /// A canvas of `device` holding one system label `text` of `weight` (IB's attribute; empty:
    /// regular, which IB does not write) and `size`, pinned by its
    /// top and leading edges only (its width is its text's), stored `storedWidth` wide.
    func digitLabelXib(_ text: String, weight: String, size: Int, device: String, storedWidth: CGFloat) -> String {
        canvasXib(canvasRoot("375x300", """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="20" y="20" width="\(storedWidth)" height="40"/>
                        <fontDescription key="fontDescription" type="system"\(weight.isEmpty ? "" : " weight=\"\(weight)\"") pointSize="\(size)"/>
                        <nil key="highlightedColor"/>
                    </label>
            """, """
                    <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            """), tools: "22154", device: device)
    }

    @Test func displayDigitLabelsTakeTheWidthsIBStores() throws {
        // IB's stored widths of three repositories' display-size labels of digits; at the
        // letters' ratio each was 2–6.5 pt narrower than IB's, outside the point.
        let cases: [(text: String, weight: Font.Weight, name: String, size: Int, device: String, scale: CGFloat,
                     letters: CGFloat, stored: CGFloat)] = [
            ("320", .regular, "", 28, "retina6_1", 3, 0.89, 152.0 / 3),
            ("89", .bold, "bold", 32, "retina4_7", 2, 0.905, 42.5),
            ("1", .regular, "", 200, "retina4_7", 2, 0.89, 89),
        ]
        for c in cases {
            let scale: CGFloat = c.weight == .bold ? 1.026 : 0.996
            let expected = onPixels(derived(c.text, c.weight, CGFloat(c.size), scale: scale, ratio: 0.955), c.scale)
            let earlier = onPixels(derived(c.text, c.weight, CGFloat(c.size), scale: scale, ratio: c.letters), c.scale)
            #expect(abs(expected - c.stored) <= 1 && c.stored - earlier > 1, "\(c.text) \(expected) \(earlier)")
            let xib = digitLabelXib(c.text, weight: c.name, size: c.size, device: c.device, storedWidth: c.stored)
            let label = try #require(try compareLayout(xib).0.view("label"))
            #expect(abs(label.frame.width - expected) < 1e-6, "\(c.text) \(label.frame.width)")
        }
    }
}
