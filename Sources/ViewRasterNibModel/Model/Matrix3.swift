import Foundation

/// A 3×3 matrix of doubles, row major: what colour-space conversions between linear RGB and
/// CIE XYZ multiply by.
public struct Matrix3: Sendable, Hashable {
    /// The rows, each three entries long.
    public var rows: [[Double]]

    /// A matrix from three rows of three entries.
    public init(_ rows: [[Double]]) {
        precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "a Matrix3 has 3 rows of 3")
        self.rows = rows
    }
    /// The matrix whose columns are `a`, `b` and `c`.
    public init(columns a: [Double], _ b: [Double], _ c: [Double]) {
        self.init([[a[0], b[0], c[0]], [a[1], b[1], c[1]], [a[2], b[2], c[2]]])
    }

    /// The matrix times the column vector `v`.
    public func apply(_ v: [Double]) -> [Double] {
        rows.map { $0[0] * v[0] + $0[1] * v[1] + $0[2] * v[2] }
    }
    /// The product `self · other`.
    public func times(_ other: Matrix3) -> Matrix3 {
        Matrix3((0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + rows[i][$1] * other.rows[$1][j] } } })
    }
    /// The matrix with every column `j` scaled by `s[j]`.
    public func scalingColumns(_ s: [Double]) -> Matrix3 {
        Matrix3(rows.map { r in (0..<3).map { r[$0] * s[$0] } })
    }
    /// The inverse (by cofactors); the matrices here are well conditioned.
    public var inverse: Matrix3 {
        let m = rows
        func c(_ r0: Int, _ r1: Int, _ c0: Int, _ c1: Int) -> Double { m[r0][c0] * m[r1][c1] - m[r0][c1] * m[r1][c0] }
        let cof = [[c(1, 2, 1, 2), -c(1, 2, 0, 2), c(1, 2, 0, 1)],
                   [-c(0, 2, 1, 2), c(0, 2, 0, 2), -c(0, 2, 0, 1)],
                   [c(0, 1, 1, 2), -c(0, 1, 0, 2), c(0, 1, 0, 1)]]
        let det = m[0][0] * cof[0][0] + m[0][1] * cof[0][1] + m[0][2] * cof[0][2]
        // The adjugate is the transposed cofactor matrix.
        return Matrix3((0..<3).map { i in (0..<3).map { j in cof[j][i] / det } })
    }
}
