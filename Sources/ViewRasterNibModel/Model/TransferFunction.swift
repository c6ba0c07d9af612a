import Foundation

/// How a colour space encodes linear light in its components.
public enum TransferFunction: Sendable, Hashable {
    /// IEC 61966-2-1's piecewise curve (sRGB, Display P3).
    case sRGB
    /// A pure power: linear = encoded^γ (Generic RGB and Gray: 1.8; Generic Gray 2.2: 2.2).
    case gamma(Double)
    /// No encoding: components are linear light.
    case linear

    /// Encoded → linear. Negative values are the signed reflection (`sign(x)·f(|x|)`), as the
    /// extended spaces define it; for the others components are in 0…1 anyway.
    public func decode(_ v: Double) -> Double {
        let a = abs(v)
        let l: Double
        switch self {
        case .sRGB: l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        case .gamma(let g): l = pow(a, g)
        case .linear: l = a
        }
        return v < 0 ? -l : l
    }

    /// Linear → encoded, the inverse of `decode`.
    public func encode(_ v: Double) -> Double {
        let a = abs(v)
        let e: Double
        switch self {
        case .sRGB: e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        case .gamma(let g): e = pow(a, 1 / g)
        case .linear: e = a
        }
        return v < 0 ? -e : e
    }
}
