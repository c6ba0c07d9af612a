import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRaster
import ViewRasterRendering

/// `imageFlippedForRightToLeftLayoutDirection()` and the directional SF Symbols draw mirrored
/// right to left (UIImage.flipsForRightToLeftLayoutDirection; HIG "Right to left": flip
/// interface icons that show forward or backward motion), other images do not; and
/// `directionalLayoutMargins` put the leading margin on the right right to left
/// (NSDirectionalEdgeInsets).
@MainActor
@Suite struct RightToLeftImageAndMarginTests {
    /// A 2 × 1 pt image: its left point red, its right point blue.
    static let redBlue = Bitmap(width: 2, height: 1, scale: 1, premultipliedPixels: [255, 0, 0, 255, 0, 0, 255, 255])

    /// The colors at the left and right ends of a 20 × 10 pt image view showing `image`.
    func halves(_ image: Image, _ direction: TraitEnvironmentLayoutDirection) throws -> (left: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), right: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        let stage = Stage(.frame, scale: 1, traits: TraitCollection(layoutDirection: direction))
        let canvas: Canvas = try stage.within {
            let v = ImageView(image: image)
            v.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
            v.contentMode = .scaleToFill
            stage.mount(v)
            return try stage.render()
        }
        // Near the ends, away from the filtered blend in the middle.
        return (canvas.pixel(x: 1, y: 5), canvas.pixel(x: 18, y: 5))
    }

    @Test func flippedImagesMirrorRightToLeft() throws {
        let plain = Image(bitmap: Self.redBlue)
        let flipped = plain.imageFlippedForRightToLeftLayoutDirection()
        #expect(!plain.flipsForRightToLeftLayoutDirection)
        #expect(flipped.flipsForRightToLeftLayoutDirection)
        // Left to right both draw red then blue.
        for image in [plain, flipped] {
            let ltr = try halves(image, .leftToRight)
            #expect(ltr.left.r > 240 && ltr.left.b < 15)
            #expect(ltr.right.b > 240 && ltr.right.r < 15)
        }
        // Right to left only the flipped one is mirrored: blue then red.
        let rtl = try halves(flipped, .rightToLeft)
        #expect(rtl.left.b > 240 && rtl.left.r < 15)
        #expect(rtl.right.r > 240 && rtl.right.b < 15)
        let kept = try halves(plain, .rightToLeft)
        #expect(kept.left.r > 240 && kept.right.b > 240)
        // The flag survives the other copies (template, tint).
        #expect(flipped.withRenderingMode(.alwaysTemplate).flipsForRightToLeftLayoutDirection)
    }

    /// Symbols that point backward or forward flip; fixed directions and playback do not.
    @Test func directionalSymbolsFlip() {
        for name in ["chevron.backward", "chevron.forward", "arrow.backward", "arrow.forward.circle", "arrow.uturn.backward"] {
            #expect(Image(symbolPlaceholder: name).flipsForRightToLeftLayoutDirection, "\(name)")
        }
        for name in ["chevron.left", "chevron.right", "arrow.left", "arrow.right", "forward.fill", "backward.end", "star"] {
            #expect(!Image(symbolPlaceholder: name).flipsForRightToLeftLayoutDirection, "\(name)")
        }
    }

    /// A 200 pt view with directional margins leading 30, trailing 10 and a child pinned to its
    /// leading and trailing margins: x = 30, width 160 left to right; right to left the
    /// leading margin is on the right, so x = 10, width 160.
    @Test func directionalMarginsSwapSidesRightToLeft() {
        func childFrame(_ direction: TraitEnvironmentLayoutDirection) -> (CGRect, DirectionalEdgeInsets, EdgeInsets) {
            let stage = Stage(.frame, scale: 2, traits: TraitCollection(layoutDirection: direction))
            return stage.within {
                let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
                root.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 30, bottom: 5, trailing: 10)
                let child = View()
                child.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(child)
                child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor).isActive = true
                child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor).isActive = true
                child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor).isActive = true
                child.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor).isActive = true
                stage.mount(root)
                stage.layout()
                return (child.frame, root.directionalLayoutMargins, root.layoutMargins)
            }
        }
        let ltr = childFrame(.leftToRight), rtl = childFrame(.rightToLeft)
        #expect(ltr.0 == CGRect(x: 30, y: 5, width: 160, height: 40))
        #expect(rtl.0 == CGRect(x: 10, y: 5, width: 160, height: 40))
        #expect(rtl.1 == DirectionalEdgeInsets(top: 5, leading: 30, bottom: 5, trailing: 10))
        // UIKit keeps `layoutMargins` in step with the directional margins by side: leading 30
        // is the left margin left to right, the right one right to left.
        #expect(ltr.2 == EdgeInsets(top: 5, left: 30, bottom: 5, right: 10))
        #expect(rtl.2 == EdgeInsets(top: 5, left: 10, bottom: 5, right: 30))
        // Absolute margins stay put right to left; read back by direction, the right one leads.
        let stage = Stage(.frame, scale: 2, traits: TraitCollection(layoutDirection: .rightToLeft))
        stage.within {
            let v = View(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
            v.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
            v.layoutMargins = EdgeInsets(top: 0, left: 4, bottom: 0, right: 6)
            #expect(v.effectiveLayoutMargins.left == 4 && v.effectiveLayoutMargins.right == 6)
            #expect(v.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 4))
        }
    }

    /// A view whose direction changes after its directional margins were set (its
    /// `semanticContentAttribute` forced right to left): `layoutMargins` follows at the next
    /// layout, leading 30 moving from the left to the right.
    @Test func directionalMarginsFollowADirectionChange() {
        let stage = Stage(.frame, scale: 2)
        stage.within {
            let v = View(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
            v.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
            stage.mount(v)
            stage.layout()
            #expect(v.layoutMargins == EdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
            v.semanticContentAttribute = .forceRightToLeft
            v.setNeedsLayout()
            stage.layout()
            #expect(v.layoutMargins == EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
            #expect(v.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
        }
    }
}
