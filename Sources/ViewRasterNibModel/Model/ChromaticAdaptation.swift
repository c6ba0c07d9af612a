import Foundation

/// Chromatic adaptation between white points by the Bradford transform (the one ICC profiles
/// use, ICC.1:2022 Annex E): XYZ → the Bradford cone responses, scaled by the ratio of the
/// destination white's responses to the source white's, and back.
public enum ChromaticAdaptation {
    /// The Bradford cone-response matrix.
    public static let bradfordCone = Matrix3([[0.8951, 0.2664, -0.1614],
                                              [-0.7502, 1.7135, 0.0367],
                                              [0.0389, -0.0685, 1.0296]])

    /// The XYZ (Y = 1) of a chromaticity.
    public static func xyz(_ white: ColorSpaceDefinition.XY) -> [Double] {
        [white.x / white.y, 1, (1 - white.x - white.y) / white.y]
    }

    /// The matrix taking XYZ seen under `source` white to XYZ under `destination` white (both
    /// XYZ with Y = 1); the identity when they are the same.
    public static func bradford(from source: [Double], to destination: [Double]) -> Matrix3 {
        let s = bradfordCone.apply(source), d = bradfordCone.apply(destination)
        let scale = Matrix3([[d[0] / s[0], 0, 0], [0, d[1] / s[1], 0], [0, 0, d[2] / s[2]]])
        return bradfordCone.inverse.times(scale).times(bradfordCone)
    }
}
