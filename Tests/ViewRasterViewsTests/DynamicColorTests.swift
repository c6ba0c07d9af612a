import Testing
@testable import ViewRasterViews
import ViewRasterRaster
import ViewRasterRendering

/// Semantic colors draw Apple's light and dark values by the drawing view's traits.
@MainActor
struct DynamicColorTests {
    /// A 40×20 screen-less stage: a systemBackground root with a systemRed square on the left
    /// and a secondaryLabel square on the right (0.6 alpha over the background).
    func render(_ traits: TraitCollection, override: UserInterfaceStyle = .unspecified) throws -> Canvas {
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.backgroundColor = .systemBackground
        let red = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        red.backgroundColor = .systemRed
        let grey = View(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        grey.backgroundColor = .secondaryLabel
        root.addSubview(red); root.addSubview(grey)
        red.overrideUserInterfaceStyle = override
        let stage = Stage(.frame, scale: 1, traits: traits)
        stage.mount(root)
        return try stage.render()
    }

    func rgb(_ c: Canvas, _ x: Int, _ y: Int) -> [Int] { let p = c.pixel(x: x, y: y); return [Int(p.r), Int(p.g), Int(p.b)] }

    @Test func lightValues() throws {
        let c = try render(TraitCollection(userInterfaceStyle: .light))
        #expect(rgb(c, 5, 5) == [255, 59, 48])        // systemRed light
        // secondaryLabel (60,60,67) at 0.6 (153/255) over white: 36 + 102, 40 + 102.
        #expect(rgb(c, 30, 5) == [138, 138, 142])
    }

    @Test func darkValues() throws {
        let c = try render(TraitCollection(userInterfaceStyle: .dark))
        #expect(rgb(c, 5, 5) == [255, 69, 58])        // systemRed dark
        // secondaryLabel (235,235,245) at 0.6 over systemBackground's dark black.
        #expect(rgb(c, 30, 5) == [141, 141, 147])
    }

    @Test func increasedContrastAndOverrides() throws {
        let high = try render(TraitCollection(traitsFrom: [TraitCollection(userInterfaceStyle: .dark),
                                                             TraitCollection(accessibilityContrast: .high)]))
        #expect(rgb(high, 5, 5) == [255, 105, 97])    // systemRed, dark, increased contrast
        let overridden = try render(TraitCollection(userInterfaceStyle: .dark), override: .light)
        #expect(rgb(overridden, 5, 5) == [255, 59, 48])   // the square alone is light
        #expect(rgb(overridden, 30, 5) == [141, 141, 147])
    }

    @Test func providersAndResolvedColor() {
        let brand = Color { $0.userInterfaceStyle == .dark ? Color(r8: 10, g8: 20, b8: 30) : Color(r8: 200, g8: 100, b8: 50) }
        #expect(brand.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).rgba8 == (10, 20, 30, 255))
        #expect(brand.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)).rgba8 == (200, 100, 50, 255))
        #expect(brand.rgba8 == (200, 100, 50, 255))   // unresolved: the light value
        let faded = Color.label.withAlphaComponent(0.5).resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
        #expect(faded.rgba8 == (255, 255, 255, 128))
        #expect(!Color.systemBackground.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).isDynamic)
        #expect(Color.systemBackground.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).rgba8 == (0, 0, 0, 255))
        #expect(Color.label.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).rgba8 == (255, 255, 255, 255))
    }

    /// A label's default color is `label`: black text on white in light, white on black in dark.
    @Test func labelsDefaultToTheLabelColor() throws {
        func extremes(_ traits: TraitCollection) throws -> (corner: Int, darkest: Int, lightest: Int) {
            let l = Label(frame: CGRect(x: 0, y: 0, width: 40, height: 24))
            l.text = "H"
            l.backgroundColor = .systemBackground
            let stage = Stage(.frame, scale: 2, traits: traits)
            stage.mount(l)
            let c = try stage.render()
            var lo = 255, hi = 0
            for y in 0..<48 { for x in 0..<80 { let v = Int(c.pixel(x: x, y: y).r); lo = min(lo, v); hi = max(hi, v) } }
            return (Int(c.pixel(x: 0, y: 0).r), lo, hi)
        }
        let light = try extremes(TraitCollection(userInterfaceStyle: .light))
        #expect(light.corner == 255 && light.darkest <= 10)
        let dark = try extremes(TraitCollection(userInterfaceStyle: .dark))
        #expect(dark.corner == 0 && dark.lightest >= 245)
    }
}
