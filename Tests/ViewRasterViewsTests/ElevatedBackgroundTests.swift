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
}
