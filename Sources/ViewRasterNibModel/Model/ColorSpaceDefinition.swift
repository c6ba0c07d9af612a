import Foundation

/// An RGB colour space by its definition: the CIE 1931 xy chromaticities of its primaries and
/// white point, and its transfer function. Every space IB writes has the D65 white point;
/// a space with another white converts through Bradford adaptation.
public struct ColorSpaceDefinition: Sendable, Hashable {
    /// A CIE 1931 chromaticity.
    public typealias XY = (x: Double, y: Double)

    /// The space's name, for messages.
    public let name: String
    /// The chromaticities `[x, y]` of the red, green and blue primaries and of the white point.
    public let red: [Double], green: [Double], blue: [Double], white: [Double]
    /// How components encode linear light.
    public let transfer: TransferFunction

    /// A space from its primaries' and white point's chromaticities.
    public init(name: String, red: XY, green: XY, blue: XY, white: XY, transfer: TransferFunction) {
        self.name = name
        self.red = [red.x, red.y]; self.green = [green.x, green.y]; self.blue = [blue.x, blue.y]
        self.white = [white.x, white.y]
        self.transfer = transfer
    }

    /// CIE D65 (x 0.3127, y 0.3290), the white point of sRGB, Display P3 and Generic RGB.
    public static let d65: XY = (0.3127, 0.3290)
    /// CIE D50 (x 0.3457, y 0.3585), the ICC profile connection space's white.
    public static let d50: XY = (0.3457, 0.3585)

    /// sRGB (IEC 61966-2-1): ITU-R BT.709 primaries, D65, the sRGB curve.
    public static let sRGB = ColorSpaceDefinition(name: "sRGB", red: (0.64, 0.33), green: (0.30, 0.60),
                                                  blue: (0.15, 0.06), white: d65, transfer: .sRGB)
    /// Display P3 (Apple): DCI-P3 primaries (SMPTE RP 431-2) with D65 and the sRGB curve.
    public static let displayP3 = ColorSpaceDefinition(name: "Display P3", red: (0.680, 0.320), green: (0.265, 0.690),
                                                       blue: (0.150, 0.060), white: d65, transfer: .sRGB)
    /// Generic RGB (the Mac's `NSCalibratedRGBColorSpace`): P22 phosphors, D65, gamma 1.8 (Apple
    /// Technical Q&A QA1430). The P22 set is EBU Tech 3213-E's (ITU-T H.273 colour primaries 22);
    /// adapted to D50 these give the profile's colorants (rXYZ 0.454 0.242, gXYZ 0.353 0.674,
    /// bXYZ 0.157 0.084).
    public static let genericRGB = ColorSpaceDefinition(name: "Generic RGB", red: (0.630, 0.340), green: (0.295, 0.605),
                                                        blue: (0.155, 0.077), white: d65, transfer: .gamma(1.8))

    /// The linear-RGB → XYZ matrix: the primaries' XYZ (Y = 1) as columns, each scaled so that
    /// RGB (1, 1, 1) is the white point at Y = 1.
    public var toXYZ: Matrix3 {
        func xyz(_ c: [Double]) -> [Double] { [c[0] / c[1], 1, (1 - c[0] - c[1]) / c[1]] }
        let p = Matrix3(columns: xyz(red), xyz(green), xyz(blue))
        return p.scalingColumns(p.inverse.apply(xyz(white)))
    }

    /// The matrix taking this space's linear RGB to `target`'s linear RGB: to XYZ, adapted to
    /// the target's white by Bradford when the whites differ (`ChromaticAdaptation`), to the
    /// target's RGB.
    public func linearConversion(to target: ColorSpaceDefinition) -> Matrix3 {
        let toTarget = target.toXYZ.inverse
        guard white != target.white else { return toTarget.times(toXYZ) }
        let adapt = ChromaticAdaptation.bradford(from: ChromaticAdaptation.xyz((white[0], white[1])),
                                                 to: ChromaticAdaptation.xyz((target.white[0], target.white[1])))
        return toTarget.times(adapt).times(toXYZ)
    }
}
