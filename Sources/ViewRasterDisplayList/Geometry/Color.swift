import Foundation

/// A color in sRGB with straight (not premultiplied) components in 0…1.
/// The display list writes it as `#RRGGBBAA`.
///
/// A color may also be dynamic (UIKit's dynamic `UIColor`): `provider` gives its value for an
/// environment (the views layer's trait collection), and the components hold its default
/// (light) value. Equality and hashing look at the components only. Display lists only ever
/// hold resolved colors: the views layer resolves every color by the drawing view's traits.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The components, 0 to 1 in sRGB, not premultiplied (alpha: 1 opaque).
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// What resolves this color for an environment; nil for a plain color.
    public var provider: (any ColorProvider)? {
        get { providerBox?.provider }
        set { providerBox = newValue.map(ColorProviderBox.init) }
    }
    /// `provider` in one reference: a color is copied wherever a view or an op holds one, and
    /// an optional existential of a struct is copied through its type's value witnesses
    /// (≈ 130 instructions a copy, most copies of plain colors); a reference is one retain.
    private var providerBox: ColorProviderBox?

    /// Components equal (a dynamic color equals its default value).
    public static func == (a: Color, b: Color) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }
    /// Hashes the components.
    public func hash(into h: inout Hasher) { h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha) }

    /// A color of these components (0 to 1, sRGB).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// A gray of `white` (0 black, 1 white) at `alpha`.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// 8-bit components.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// The same color with `alpha` (a dynamic color stays dynamic: each resolution takes `alpha`).
    public func withAlphaComponent(_ alpha: Double) -> Color {
        var c = Color(red: red, green: green, blue: blue, alpha: alpha)
        if let provider { c.provider = AlphaColorProvider(base: provider, alpha: alpha) }
        return c
    }
    /// The color for `environment`: the provider's value (itself resolved), or this color.
    public func resolved(for environment: Any) -> Color {
        guard let provider = providerBox?.provider else { return self }
        guard var c = provider.color(for: environment) else { var plain = self; plain.providerBox = nil; return plain }
        if c.isDynamic { c = c.resolved(for: environment) }
        return c
    }
    /// Whether the color has a provider (UIKit: a dynamic color).
    public var isDynamic: Bool { providerBox != nil }

    /// Components rounded to 8 bits (round half up, clamped).
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Color.quantize(red), Color.quantize(green), Color.quantize(blue), Color.quantize(alpha))
    }
    @inline(__always) static func quantize(_ v: Double) -> UInt8 {
        guard v.isFinite else { return 0 }
        return UInt8(max(0, min(255, (v * 255).rounded(.toNearestOrAwayFromZero))))
    }

    /// `#RRGGBBAA`.
    public var hexString: String {
        let c = rgba8
        return String(format: "#%02X%02X%02X%02X", c.r, c.g, c.b, c.a)
    }
    /// Parses `#RRGGBBAA` or `#RRGGBB`; nil when malformed.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        guard digits.count == 8 || digits.count == 6, digits.allSatisfy(\.isHexDigit),
              var v = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 { v = (v << 8) | 0xFF }
        self.init(r8: UInt8(v >> 24), g8: UInt8((v >> 16) & 0xFF), b8: UInt8((v >> 8) & 0xFF), a8: UInt8(v & 0xFF))
    }
    /// The color as `#RRGGBBAA` (`hexString`).
    public var description: String { hexString }

    /// Transparent black (UIColor.clear).
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Black (UIColor.black).
    public static let black = Color(white: 0)
    /// White (UIColor.white).
    public static let white = Color(white: 1)
    /// A third white (UIColor.darkGray).
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Two thirds white (UIColor.lightGray).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// Half white (UIColor.gray).
    public static let gray = Color(white: 0.5)
    /// Pure red (UIColor.red).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green (UIColor.green).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue (UIColor.blue).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Green and blue (UIColor.cyan).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Red and green (UIColor.yellow).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Red and blue (UIColor.magenta).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Red and half green (UIColor.orange).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Half red and half blue (UIColor.purple).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// 0.6 red, 0.4 green, 0.2 blue (UIColor.brown).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}
