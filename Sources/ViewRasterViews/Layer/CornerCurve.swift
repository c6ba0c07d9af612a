/// The curve of a layer's rounded corners (CALayerCornerCurve).
public enum CornerCurve: String, Sendable, Hashable {
    /// A quarter circle of the corner radius (the default).
    case circular
    /// Apple's continuous corner (iOS 7+ app icons, `UIBezierPath(roundedRect:cornerRadius:)`):
    /// the curvature rises smoothly from the straight edge, so the corner starts about 1.528
    /// times the radius from the corner point along each edge.
    case continuous
}
