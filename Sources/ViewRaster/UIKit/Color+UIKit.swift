import Foundation
import ViewRasterDisplayList
import ViewRasterText
import ViewRasterLayout
import ViewRasterViews
import ViewRasterNib

// UIColor's initialisers with CGFloat components and `cgColor`. The semantic and system colors
// (`Color.label`, `.systemRed`, …) are dynamic and live with the traits in ViewRasterViews.

extension Color {
    /// UIColor(red:green:blue:alpha:) with CGFloat components (sRGB, 0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    /// UIColor(white:alpha:) with CGFloat components.
    public init(white: CGFloat, alpha: CGFloat) { self.init(white: Double(white), alpha: Double(alpha)) }
    /// UIColor(hue:saturation:brightness:alpha:): HSB (each 0…1) to sRGB.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6
        let s = min(max(Double(saturation), 0), 1), v = min(max(Double(brightness), 0), 1)
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, alpha: Double(alpha))
    }
    /// The same color with `alpha` (UIColor.withAlphaComponent(_:) with a CGFloat).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color { withAlphaComponent(Double(alpha)) }
    /// The color for a layer property (UIColor.cgColor): the same value here.
    public var cgColor: CGColor { self }
    /// UIColor(cgColor:).
    public init(cgColor: CGColor) { self = cgColor }
}
