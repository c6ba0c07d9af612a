import Foundation
import Testing
import ViewRaster

/// The UIKit-spelled card and screen of `ProfileCardView.swift`, laid out and rendered through
/// `import ViewRaster` alone. Frames follow from UIKit's rules (stack spacing and custom
/// spacing, layout margins, safe area, intrinsic sizes of one-line labels: the font's line
/// height rounded up); pixels from the colors UIKit's semantic names stand for, composited
/// by hand.
@MainActor
@Suite struct UIKitSpellingTests {
    /// One-line label and button heights as UIKit gives them: a label's line height rounded up
    /// to the pixel grid of the screen's `scale` (UILabel's intrinsic size; a bare view's default
    /// stage is @2x), a button's title to a point plus its 6 + 6 pt content insets.
    struct Metrics {
        var scale: CGFloat = 2
        var name: CGFloat { ceil(UIFont.boldSystemFont(ofSize: 17).lineHeight * scale) / scale }
        var subtitle: CGFloat { ceil(UIFont.preferredFont(forTextStyle: .subheadline).lineHeight * scale) / scale }
        let button = ceil(UIFont.systemFont(ofSize: 15).lineHeight) + 12
        /// Margins 16 + name + 4 + subtitle + custom 12 + button + margins 16.
        var cardHeight: CGFloat { 16 + name + 4 + subtitle + 12 + button + 16 }
    }

    /// The controller on an iPhone 8's screen at 1x (its window's root, as UIKit mounts it), laid out.
    func mountedScreen() -> (Stage, ProfileViewController) {
        let stage = Stage(.device(.iPhone8), scale: 1)
        let controller = ProfileViewController()
        stage.within {
            let window = stage.screen.window
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        return (stage, controller)
    }

    @Test func theCardIsLaidOutByItsStackMarginsAndAnchors() {
        let (stage, controller) = mountedScreen()
        let card = controller.card, m = Metrics(scale: 1)
        // 20 pt below the 20 pt status bar, 20 pt from each side of the 375 pt screen; the
        // low-priority 10 pt height loses to the content.
        #expect(card.frame == CGRect(x: 20, y: 40, width: 335, height: m.cardHeight))
        let name = card.nameLabel.convert(card.nameLabel.bounds, to: card)
        let subtitle = card.subtitleLabel.convert(card.subtitleLabel.bounds, to: card)
        let button = card.followButton.convert(card.followButton.bounds, to: card)
        #expect(name.origin == CGPoint(x: 16, y: 16) && name.height == m.name)
        #expect(subtitle.origin == CGPoint(x: 16, y: 16 + m.name + 4) && subtitle.height == m.subtitle)
        #expect(button.origin == CGPoint(x: 16, y: subtitle.maxY + 12) && button.height == m.button)
        // Leading alignment: each view keeps its own width (the button: title + 16 + 16).
        // (The intrinsic width on the stage's pixel grid: whole points at scale 1.)
        #expect(name.width == stage.within { card.nameLabel.intrinsicContentSize.width })
        #expect(button.width == ceil(UIFont.systemFont(ofSize: 15).width(of: "Follow")) + 32)
    }

    @Test func fittingSizesFollowTheConstraints() {
        let card = ProfileCardView()
        card.configure(name: "Ada Lovelace", subtitle: "Analytical Engine")
        let m = Metrics()
        let widest = max(card.nameLabel.intrinsicContentSize.width, card.subtitleLabel.intrinsicContentSize.width,
                         card.followButton.intrinsicContentSize.width)
        // The stack view was never laid out: fitting brings its arrangement up to date first.
        let fitted = card.systemLayoutSizeFitting(CGSize(width: 335, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 335, height: m.cardHeight))
        // Compressed: as narrow as the widest row plus the margins.
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                == CGSize(width: 16 + widest + 16, height: m.cardHeight))
    }

    @Test func aWrappingLabelWrapsAtTheFittedWidth() {
        // A multi-line title pinned to 16 pt margins, fitted at a width of 300: the label is
        // 268 pt wide and as tall as its text wrapped there (not squashed to one line).
        let card = UIView()
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let title = UILabel()
        title.numberOfLines = 0
        title.font = .systemFont(ofSize: 17)
        title.text = "A title long enough to wrap onto three lines at the width of a fitted card"
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        let guide = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: guide.topAnchor),
            title.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            title.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.font = title.font
        probe.text = title.text
        probe.preferredMaxLayoutWidth = 268
        let wrapped = probe.intrinsicContentSize.height
        #expect(wrapped >= 3 * title.font.lineHeight)   // three lines or more at 268 pt
        let fitted = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 300, height: 16 + wrapped + 16))
        // Fitting changes no frame and leaves the label's own intrinsic size as it was.
        #expect(title.frame == .zero && title.intrinsicContentSize.height == ceil(title.font.lineHeight * 2) / 2)
    }

    @Test func theRenderedScreenShowsTheCardsColors() throws {
        let (stage, controller) = mountedScreen()
        let canvas = try stage.render()
        let card = controller.card.frame
        func px(_ x: CGFloat, _ y: CGFloat) -> [Int] {
            let p = canvas.pixel(x: Int(x), y: Int(y)); return [Int(p.r), Int(p.g), Int(p.b)]
        }
        func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }
        // systemGroupedBackground far from the card, systemBackground inside it.
        #expect(px(5, 600) == [242, 242, 247])
        #expect(px(card.maxX - 10, card.minY + 10) == [255, 255, 255])
        // The 1 pt border: separator (60, 60, 67) at alpha 0.29 (74/255) over white.
        #expect(near(px(card.midX, card.minY), [198, 198, 200]))
        // The button's systemBlue fill left of its title.
        let button = controller.card.followButton.convert(controller.card.followButton.bounds, to: nil)
        #expect(px(button.minX + 6, button.midY) == [0, 122, 255])
        // The shadow darkens the background just below the card, not 12 pt below it.
        #expect(px(card.midX, card.maxY + 1)[0] < 235)
        #expect(px(card.midX, card.maxY + 12) == [242, 242, 247])
        // Outside the rounded top-left corner the card's white does not reach.
        #expect(px(card.minX, card.minY)[0] < 250)
        // The name is drawn in label black, the subtitle in secondaryLabel (60, 60, 67 at 0.6
        // over white: 138 at its darkest).
        let name = controller.card.nameLabel.convert(controller.card.nameLabel.bounds, to: nil)
        let subtitle = controller.card.subtitleLabel.convert(controller.card.subtitleLabel.bounds, to: nil)
        func darkest(_ r: CGRect) -> Int {
            var d = 255
            for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) { d = min(d, px(CGFloat(x), CGFloat(y))[0]) } }
            return d
        }
        #expect(darkest(name) < 40)
        #expect((136...142).contains(darkest(subtitle)))
    }

    @Test func theButtonsActionRunsWithTheButtonAsSender() {
        let (_, controller) = mountedScreen()
        let card = controller.card
        card.followButton.sendActions(for: .touchUpInside)
        card.followButton.sendActions(for: .valueChanged)
        #expect(card.followTaps == 1)
        #expect((card.lastSender as AnyObject?) === card.followButton)
        #expect(card.followButton.title(for: .normal) == "Following")
        // An action with the same identifier replaces the first one.
        var replaced = 0
        let id = UIAction.Identifier("follow")
        card.followButton.addAction(UIAction(identifier: id) { _ in replaced += 1 }, for: .touchUpInside)
        card.followButton.addAction(UIAction(identifier: id) { _ in replaced += 10 }, for: .touchUpInside)
        card.followButton.sendActions(for: .touchUpInside)
        #expect(replaced == 10 && card.followTaps == 2)
        card.followButton.removeAction(identifiedBy: id, for: .touchUpInside)
        card.followButton.sendActions(for: .touchUpInside)
        #expect(replaced == 10 && card.followTaps == 3)
    }

    @Test func animationsRunOnTheScreensClock() throws {
        let (stage, controller) = mountedScreen()
        let card = controller.card
        stage.within { card.pulseFollowButton() }
        // Halfway through the linear pulse the button is at opacity 0.5 (128/255) over the
        // card's white: (0, 122, 255)·128/255 + 255·127/255 = (127, 188, 255).
        let canvas = try stage.render(at: 0.5)
        let b = card.followButton.convert(card.followButton.bounds, to: nil)
        let p = canvas.pixel(x: Int(b.minX + 6), y: Int(b.midY))
        #expect(abs(Int(p.r) - 127) <= 1 && abs(Int(p.g) - 188) <= 1 && p.b == 255)
        // UIView.animate: the model value changes at once, the completion runs 0.3 s later.
        var finished: Bool?
        stage.within { card.dim { finished = $0 } }
        #expect(card.alpha == 0.5 && finished == nil)
        _ = stage.displayList(at: 0.75)
        #expect(finished == nil)
        _ = stage.displayList(at: 0.85)
        #expect(finished == true)
        // A value that is not a number, point, rect, color or transform is reported, not used.
        let odd = CABasicAnimation(keyPath: "opacity")
        odd.toValue = "half"
        let (_, log) = ViewDiagnostics.capture { stage.within { card.layer.add(odd, forKey: "odd") } }
        #expect(log.contains { $0.contains("\"opacity\" is not a number") })
    }

    @Test func colorsFontsAndImagesByTheirUIKitNames() throws {
        let r: CGFloat = 1, g: CGFloat = 0.5, b: CGFloat = 0
        #expect(UIColor(red: r, green: g, blue: b, alpha: 1) == Color(red: 1, green: 0.5, blue: 0))
        #expect(UIColor(white: CGFloat(0.25), alpha: 1).withAlphaComponent(CGFloat(0.5)) == Color(white: 0.25, alpha: 0.5))
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 1).rgba8 == (0, 0, 255, 255))
        #expect(UIColor.systemBackground == .white && UIColor.label == .black)
        #expect(UIColor(cgColor: UIColor.systemRed.cgColor).rgba8 == (255, 59, 48, 255))

        // Monospaced digits: every digit has one advance; the proportional face's "1" is narrower.
        let mono = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let plain = UIFont.systemFont(ofSize: 17, weight: .regular)
        #expect(mono.width(of: "1111") == mono.width(of: "8888"))
        #expect(plain.width(of: "1111") < plain.width(of: "8888"))
        #expect(mono.withSize(30).monospacedDigits && mono.lineHeight == plain.lineHeight)

        // An image beside the test bundle: 4×2 pixels @2x are 2×1 points.
        let badge = try #require(UIImage(named: "badge", in: .module, compatibleWith: nil))
        #expect(badge.size == CGSize(width: 2, height: 1) && badge.scale == 2)
        #expect(UIImage(named: "no-such-image", in: .module, compatibleWith: nil) == nil)
        // SF Symbols are Apple's: a 20 pt placeholder stands in.
        #expect(UIImage(systemName: "star.fill")?.size == CGSize(width: 20, height: 20))
    }

    /// Trait code in UIKit's spelling compiles and does what UIKit's does: a view forced dark
    /// reads the dark trait and resolves `systemBackground` to black (UIKit's dark value), a
    /// right-to-left attribute lays out right to left, and an accessibility text size is one.
    @Test func traitsByTheirUIKitNames() {
        let stage = Stage(.device(.iPhone8), scale: 1)
        stage.within {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            stage.screen.window.addSubview(view)
            view.overrideUserInterfaceStyle = UIUserInterfaceStyle.dark
            let traits: UITraitCollection = view.traitCollection
            #expect(traits.userInterfaceStyle == .dark)
            #expect(UIColor.systemBackground.resolvedColor(with: traits) == .black)
            #expect(UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
            view.semanticContentAttribute = UISemanticContentAttribute.forceRightToLeft
            #expect(view.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirection.rightToLeft)
            let big = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory.accessibilityLarge)
            #expect(big.preferredContentSizeCategory.isAccessibilityCategory)
            #expect(!UIContentSizeCategory.large.isAccessibilityCategory)
        }
    }
}

/// `UIViewController(nibName:bundle:)`: `loadView` instantiates the nib with the controller as
/// File's Owner.
@MainActor
@Suite struct UIKitNibControllerTests {
    @Test func aControllerLoadsItsViewFromTheNibNamed() throws {
        let controller = ProfileHeaderController(nibName: "ProfileHeader", bundle: .module)
        #expect(!controller.isViewLoaded)
        let view = try #require(controller.view)
        #expect(view.bounds.size == CGSize(width: 375, height: 120))
        let background = try #require(view.backgroundColor)
        #expect(background.rgba8 == (255, 255, 255, 255))
        #expect(controller.titleLabel?.text == "Ada Lovelace" && controller.titleLabel.superview === view)
    }

    @Test func aMissingNibIsReportedAndAPlainViewUsed() {
        let controller = UIViewController(nibName: "NoSuchNib", bundle: .module)
        let (view, log) = ViewDiagnostics.capture { controller.view }
        #expect(view != nil && view?.subviews.isEmpty == true)
        #expect(log.contains { $0.contains("could not load nib NoSuchNib") })
        #expect(log.contains { $0.contains("view outlet was not set") })
    }
}
