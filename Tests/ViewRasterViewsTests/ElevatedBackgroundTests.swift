import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRaster
import ViewRasterRendering

/// `userInterfaceLevel`: in dark mode the background colors take their elevated values on
/// elevated content — a controller presented as a sheet — as the HIG's "Dark Mode" page
/// describes (base and elevated backgrounds): systemBackground #000000 → #1C1C1E,
/// secondarySystemBackground #1C1C1E → #2C2C2E, tertiary #2C2C2E → #3A3A3C; light values and
/// the other colors do not change.
@MainActor
@Suite struct ElevatedBackgroundTests {
    func rgb(_ c: Color) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }

    @Test func backgroundsLightenWhenElevatedInDarkMode() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let elevated = TraitCollection(traitsFrom: [dark, TraitCollection(userInterfaceLevel: .elevated)])
        #expect(rgb(Color.systemBackground.resolvedColor(with: dark)) == [0, 0, 0])
        #expect(rgb(Color.systemBackground.resolvedColor(with: elevated)) == [28, 28, 30])
        #expect(rgb(Color.secondarySystemBackground.resolvedColor(with: elevated)) == [44, 44, 46])
        #expect(rgb(Color.tertiarySystemBackground.resolvedColor(with: elevated)) == [58, 58, 60])
        #expect(rgb(Color.systemGroupedBackground.resolvedColor(with: elevated)) == [28, 28, 30])
        // Increased contrast, elevated: #242426.
        let highElevated = TraitCollection(traitsFrom: [elevated, TraitCollection(accessibilityContrast: .high)])
        #expect(rgb(Color.systemBackground.resolvedColor(with: highElevated)) == [36, 36, 38])
        // Light mode and non-background colors ignore the level.
        let lightElevated = TraitCollection(userInterfaceLevel: .elevated)
        #expect(rgb(Color.systemBackground.resolvedColor(with: lightElevated)) == [255, 255, 255])
        #expect(rgb(Color.label.resolvedColor(with: elevated)) == [255, 255, 255])
        #expect(elevated.hasDifferentColorAppearance(comparedTo: dark))
    }

    /// A dark iPhone 15 (3×) presenting a sheet: the sheet's systemBackground view draws
    /// (28, 28, 30); presented full screen it stays base black.
    @Test func presentedSheetsAreElevated() throws {
        for style in [ModalPresentationStyle.automatic, .fullScreen] {
            let stage = Stage(.device(.iPhone15), traits: TraitCollection(userInterfaceStyle: .dark))
            try stage.within {
                let root = ViewController()
                root.view.backgroundColor = .systemBackground
                stage.mount(root)
                let sheet = ViewController()
                sheet.modalPresentationStyle = style
                sheet.view.backgroundColor = .systemBackground
                root.present(sheet, animated: false)
                stage.layout()
                let level: UserInterfaceLevel = style == .automatic ? .elevated : .unspecified
                #expect(sheet.traitCollection.userInterfaceLevel == level)
                #expect(root.traitCollection.userInterfaceLevel == .unspecified)
                let canvas = try stage.render()
                let p = canvas.pixel(x: 3 * 196, y: 3 * 600)
                let wanted: [Int] = style == .automatic ? [28, 28, 30] : [0, 0, 0]
                #expect([Int(p.r), Int(p.g), Int(p.b)] == wanted)
            }
        }
    }

    /// A popover is elevated content too. On an iPhone (compact width) it adapts to a form
    /// sheet, which an iPhone shows as a page sheet (UIKit from iOS 13): the same card as
    /// `.automatic`, drawing (28, 28, 30) in dark mode.
    @Test func aPopoverOnAPhoneIsAnElevatedSheet() throws {
        var frames: [CGRect] = []
        for style in [ModalPresentationStyle.automatic, .popover] {
            let stage = Stage(.device(.iPhone15), traits: TraitCollection(userInterfaceStyle: .dark))
            try stage.within {
                let root = ViewController()
                root.view.backgroundColor = .systemBackground
                stage.mount(root)
                let popover = ViewController()
                popover.modalPresentationStyle = style
                popover.preferredContentSize = CGSize(width: 200, height: 100)
                popover.view.backgroundColor = .systemBackground
                root.present(popover, animated: false)
                stage.layout()
                #expect(popover.traitCollection.userInterfaceLevel == .elevated)
                frames.append(popover.view.convert(popover.view.bounds, to: nil))
                let canvas = try stage.render()
                let p = canvas.pixel(x: 3 * 196, y: 3 * 600)
                let elevated: [Int] = [28, 28, 30]
                #expect([Int(p.r), Int(p.g), Int(p.b)] == elevated)
            }
        }
        #expect(frames[0] == frames[1])
        #expect(frames[1].width == 393)
    }

    /// On an iPad (regular both ways) a popover is a card of its `preferredContentSize`
    /// (300 × 200) centred under its source (a view at x 300…380, y 100…140: centre 340, so
    /// x = 340 − 150 = 190) 13 pt below it (y = 153), over the undimmed presenting view: dark,
    /// the card is elevated (28, 28, 30) and the presenter's background beside it stays black.
    @Test func aPopoverOnAnIPadHangsBelowItsSource() throws {
        let stage = Stage(.device(.iPad), traits: TraitCollection(userInterfaceStyle: .dark))
        try stage.within {
            let root = ViewController()
            root.view.backgroundColor = .systemBackground
            let source = View(frame: CGRect(x: 300, y: 100, width: 80, height: 40))
            root.view.addSubview(source)
            stage.mount(root)
            stage.layout()
            let popover = ViewController()
            popover.modalPresentationStyle = .popover
            popover.preferredContentSize = CGSize(width: 300, height: 200)
            popover.popoverPresentationController?.sourceView = source
            popover.view.backgroundColor = .systemBackground
            root.present(popover, animated: false)
            stage.layout()
            #expect(popover.traitCollection.userInterfaceLevel == .elevated)
            #expect(popover.view.convert(popover.view.bounds, to: nil) == CGRect(x: 190, y: 153, width: 300, height: 200))
            let canvas = try stage.render()
            func rgb(_ x: Int, _ y: Int) -> [Int] { let p = canvas.pixel(x: 2 * x, y: 2 * y); return [Int(p.r), Int(p.g), Int(p.b)] }
            #expect(rgb(340, 253) == [28, 28, 30])
            #expect(rgb(180, 253) == [0, 0, 0])
            #expect(rgb(340, 360) == [0, 0, 0])
        }
        // Other styles have no popover controller.
        #expect(ViewController().popoverPresentationController == nil)
    }
}
