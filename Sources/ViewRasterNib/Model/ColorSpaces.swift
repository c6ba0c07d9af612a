import Foundation
import ViewRasterDisplayList

/// Conversions from the color spaces IB writes into straight sRGB.
public enum ColorSpaces {
    /// sRGB transfer function, encoded → linear.
    static func srgbToLinear(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    /// sRGB transfer function, linear → encoded.
    static func linearToSRGB(_ v: Double) -> Double {
        v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    /// Display P3 (sRGB transfer curve, P3 primaries, D65) → sRGB; out-of-gamut values are clamped.
    public static func displayP3ToSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
        let r = srgbToLinear(red), g = srgbToLinear(green), b = srgbToLinear(blue)
        // Linear P3 → linear sRGB (both D65).
        let sr = 1.2249401 * r - 0.2249404 * g + 0.0000000 * b
        let sg = -0.0420569 * r + 1.0420571 * g + 0.0000000 * b
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        func enc(_ v: Double) -> Double { linearToSRGB(min(1, max(0, v))) }
        return Color(red: enc(sr), green: enc(sg), blue: enc(sb), alpha: alpha)
    }

    /// Generic gray with gamma 2.2 → sRGB gray.
    public static func gamma22GrayToSRGB(white: Double, alpha: Double) -> Color {
        let w = linearToSRGB(pow(min(1, max(0, white)), 2.2))
        return Color(white: w, alpha: alpha)
    }
}
