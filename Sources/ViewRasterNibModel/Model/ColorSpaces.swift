import Foundation
import ViewRasterDisplayList

/// The sRGB colour a xib's `<color>` draws, from the space it names and its components.
///
/// Interface Builder stores a colour with the space it was picked in. When a document is
/// `colorMatched="YES"` (every document saved by Xcode 8 or later), ibtool converts the Mac's
/// calibrated spaces to sRGB as it compiles the nib: `calibratedRGB` is Generic RGB and
/// `calibratedWhite` Generic Gray, both gamma 1.8, so calibratedWhite 2/3 draws as 184 and
/// calibratedRGB (0.4, 0.8, 1) as (118, 214, 255). An older document without `colorMatched`
/// hands the components to UIKit as written (calibratedRGB (1, 0, 0.345) draws (255, 0, 88)).
/// `deviceRGB`/`deviceWhite` and `sRGB` are sRGB on iOS and pass unchanged; Display P3, the
/// gamma 2.2 gray and the extended spaces convert by their definitions in any document.
/// Out-of-gamut results are clamped to sRGB's 0…1, as an 8-bit sRGB context stores them.
public enum ColorSpaces {
    /// `red green blue` in the space IB calls `space`, or nil when the name is unknown.
    public static func rgb(red: Double, green: Double, blue: Double, alpha: Double,
                           space: String, colorMatched: Bool) -> Color? {
        let source: ColorSpaceDefinition, transfer: TransferFunction
        switch space {
        case "sRGB", "deviceRGB", "extendedSRGB": return clamped(red, green, blue, alpha)
        case "calibratedRGB":
            guard colorMatched else { return clamped(red, green, blue, alpha) }
            source = .genericRGB; transfer = source.transfer
        case "genericRGBColorSpace": source = .genericRGB; transfer = source.transfer
        case "displayP3": source = .displayP3; transfer = source.transfer
        case "extendedLinearSRGB": source = .sRGB; transfer = .linear
        default: return nil
        }
        let linear = [red, green, blue].map(transfer.decode)
        let out = source == .sRGB ? linear : source.linearConversion(to: .sRGB).apply(linear)
        let e = out.map(ColorSpaceDefinition.sRGB.transfer.encode)
        return clamped(e[0], e[1], e[2], alpha)
    }

    /// A gray `white` in the space IB calls `space`, or nil when the name is unknown. A gray
    /// is the white point scaled, so only the transfer functions differ.
    public static func gray(white: Double, alpha: Double, space: String, colorMatched: Bool) -> Color? {
        let transfer: TransferFunction
        switch space {
        case "sRGB", "deviceWhite", "extendedSRGB": return clamped(white, white, white, alpha)
        case "calibratedWhite":
            guard colorMatched else { return clamped(white, white, white, alpha) }
            transfer = .gamma(1.8)
        case "genericGrayColorSpace": transfer = .gamma(1.8)
        case "genericGamma22GrayColorSpace", "extendedGray": transfer = .gamma(2.2)
        case "extendedLinearGray", "linearGray": transfer = .linear
        default: return nil
        }
        let w = ColorSpaceDefinition.sRGB.transfer.encode(transfer.decode(white))
        return clamped(w, w, w, alpha)
    }

    /// A CMYK colour (`genericCMYKColorSpace`) by the naive device formula, R = (1 − C)(1 − K)
    /// and so on. Generic CMYK is a table-based print profile with no closed form, so this is
    /// an approximation (iOS draws CMYK magenta (0, 1, 0, 0) near (204, 0, 106), this gives
    /// (255, 0, 255)); the reader warns when it uses it.
    public static func cmyk(cyan: Double, magenta: Double, yellow: Double, black: Double, alpha: Double) -> Color {
        func c(_ v: Double) -> Double { min(1, max(0, v)) }
        let k = 1 - c(black)
        return clamped((1 - c(cyan)) * k, (1 - c(magenta)) * k, (1 - c(yellow)) * k, alpha)
    }

    private static func clamped(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Color {
        func c(_ v: Double) -> Double { min(1, max(0, v)) }
        return Color(red: c(r), green: c(g), blue: c(b), alpha: c(a))
    }
}
