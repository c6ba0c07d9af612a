import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRaster
import ViewRasterRendering
import ViewRasterTesting

/// UIButton.Configuration (iOS 15): the intrinsic size is the content (title and subtitle on
/// the pixel grid as labels measure them, the image, the paddings) plus the size's content
/// insets (medium 7/12, large 17/20, small 5/10, mini 3/8); the content is placed by
/// `imagePlacement` and mirrored right to left; the background follows the style.
@MainActor
struct ButtonConfigurationTests {
    /// A one-line label's height or width at @3x, as UIKit rounds it (the text part of a title).
    func text(_ s: String, _ font: Font) -> CGSize {
        TextLayout(text: s, font: font).frame(width: nil).usedSize(scale: 3)
    }

    func configured(_ c: Button.Configuration) -> Button { Button(configuration: c) }

    /// Equal to a millionth of a point (sums of thirds are not exact in binary).
    func same(_ a: CGSize, _ b: CGSize) -> Bool { abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6 }

    /// Up to the @3x pixel grid.
    func up3(_ v: CGFloat) -> CGFloat { ((v * 3) - 1e-9).rounded(.up) / 3 }

    @Test func mediumIsTheTitlePlus12And7() {
        Stage(.frame, scale: 3).within {
            var c = Button.Configuration.plain()
            c.title = "Remove All"
            let t = text("Remove All", .preferredFont(forTextStyle: .body))
            let size = configured(c).intrinsicContentSize
            #expect(abs(size.width - (t.width + 24)) < 1e-6)
            // One 17 pt line is 20⅓ pt at @3x; IB stores 34⅓ for such buttons.
            #expect(abs(size.height - 103.0 / 3) < 1e-9)
            #expect(c.contentInsets == DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        }
    }

    @Test func emptyConfigurationIsItsInsets() {
        Stage(.frame, scale: 3).within {
            #expect(same(configured(.filled()).intrinsicContentSize, CGSize(width: 24, height: 14)))
        }
    }

    @Test func sizesTakeTheirInsetsAndFonts() {
        Stage(.frame, scale: 3).within {
            var c = Button.Configuration.filled()
            c.title = "Go"
            c.titleFont = .preferredFont(forTextStyle: .headline)
            c.buttonSize = .large
            // iTorrent's large headline buttons: 54⅓ pt.
            #expect(abs(configured(c).intrinsicContentSize.height - 163.0 / 3) < 1e-9)
            c.titleFont = nil
            c.buttonSize = .small
            let small = text("Go", .preferredFont(forTextStyle: .subheadline))
            #expect(same(configured(c).intrinsicContentSize, CGSize(width: small.width + 20, height: small.height + 10)))
            c.buttonSize = .mini
            let mini = text("Go", .preferredFont(forTextStyle: .footnote))
            #expect(same(configured(c).intrinsicContentSize, CGSize(width: mini.width + 16, height: mini.height + 6)))
            // Set insets win over the size's until reset.
            c.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            #expect(same(configured(c).intrinsicContentSize, CGSize(width: mini.width + 6, height: mini.height + 4)))
            c.setDefaultContentInsets()
            #expect(c.contentInsets.leading == 8)
        }
    }

    @Test func subtitleStacksUnderTheTitle() {
        Stage(.frame, scale: 3).within {
            var c = Button.Configuration.gray()
            c.title = "Title"
            c.subtitle = "A longer subtitle"
            c.titlePadding = 4
            let t = text("Title", .preferredFont(forTextStyle: .body))
            let s = text("A longer subtitle", .preferredFont(forTextStyle: .subheadline))
            #expect(same(configured(c).intrinsicContentSize, CGSize(width: max(t.width, s.width) + 24, height: t.height + 4 + s.height + 14)))
        }
    }

    /// A 20×20 image leading, 8 pt padding: 12 | image | 8 | title | 12, mirrored right to left.
    @Test func imagePlacementAndPaddingMirrorRightToLeft() throws {
        for direction in [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            try Stage(.frame, scale: 3, traits: TraitCollection(layoutDirection: direction)).within {
                var c = Button.Configuration.tinted()
                c.title = "Share"
                c.image = Image(placeholderOfSize: CGSize(width: 20, height: 20))
                c.imagePadding = 8
                let t = text("Share", .preferredFont(forTextStyle: .body))
                let b = configured(c)
                let size = b.intrinsicContentSize
                #expect(same(size, CGSize(width: 12 + 20 + 8 + t.width + 12, height: max(20, t.height) + 14)))
                b.frame = CGRect(origin: .zero, size: size)
                let f = b.configurationLayout(c).frames(in: b.bounds, horizontal: .center, vertical: .center)
                let image = try #require(f.image), title = try #require(f.title)
                if direction == .leftToRight {
                    #expect(image.minX == 12 && abs(title.minX - 40) < 1e-6)
                } else {
                    #expect(abs(image.maxX - (size.width - 12)) < 1e-9 && abs(title.maxX - (size.width - 40)) < 1e-9)
                }
                // Centred on the 20⅓ pt title line: 7 + ⅙, on the pixel grid.
                #expect(abs(image.midY - size.height / 2) <= 1.0 / 3)
                c.imagePlacement = .top
                let top = configured(c)
                #expect(same(top.intrinsicContentSize, CGSize(width: max(20, t.width) + 24, height: 20 + 8 + t.height + 14)))
            }
        }
    }

    /// Directional content insets: leading 30, trailing 10 put the title 30 pt from the left,
    /// or from the right right to left.
    @Test func directionalInsetsSwapRightToLeft() throws {
        for direction in [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            try Stage(.frame, scale: 3, traits: TraitCollection(layoutDirection: direction)).within {
                var c = Button.Configuration.plain()
                c.title = "Next"
                c.contentInsets = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
                let b = configured(c)
                b.frame = CGRect(origin: .zero, size: b.intrinsicContentSize)
                let title = try #require(b.configurationLayout(c).frames(in: b.bounds, horizontal: .center, vertical: .center).title)
                #expect(direction == .leftToRight ? abs(title.minX - 30) < 1e-6 : abs(title.maxX - (b.bounds.width - 30)) < 1e-6)
            }
        }
    }

    /// A symbol without a configuration matches the title's point size (17 at medium: 20 pt);
    /// `preferredSymbolConfigurationForImage` wins.
    @Test func symbolsTakeTheTitleSizeOrTheirConfiguration() {
        Stage(.frame, scale: 3).within {
            var c = Button.Configuration.plain()
            c.image = Image(symbolPlaceholder: "trash")
            #expect(same(configured(c).intrinsicContentSize, CGSize(width: 20 + 24, height: 20 + 14)))
            c.preferredSymbolConfigurationForImage = Image.SymbolConfiguration(pointSize: 34)
            #expect(same(configured(c).intrinsicContentSize, CGSize(width: 40 + 24, height: 40 + 14)))
            c.buttonSize = .small
            c.preferredSymbolConfigurationForImage = nil
            // Small buttons' subheadline is 15 pt: a 17.5 pt symbol (15 × 20/17, to the half
            // point), and the size up to the pixel grid.
            #expect(same(configured(c).intrinsicContentSize, CGSize(width: up3(17.5 + 20), height: up3(17.5 + 10))))
        }
    }

    /// Titles follow Dynamic Type: body at accessibilityMedium is 28 pt.
    @Test func titlesFollowDynamicType() {
        Stage(.frame, scale: 3, traits: TraitCollection(preferredContentSizeCategory: .accessibilityMedium)).within {
            var c = Button.Configuration.filled()
            c.title = "Big"
            var body = Font.preferredFont(forTextStyle: .body)
            body = DynamicTypeSizes.font(body, for: .accessibilityMedium)
            #expect(body.pointSize == 28)
            #expect(abs(configured(c).intrinsicContentSize.height - (text("Big", body).height + 14)) < 1e-6)
        }
    }
}
