/// The layer properties a `BasicAnimation` can animate (CABasicAnimation's key paths that
/// ViewRaster draws). A typed key, so a misspelt or unsupported key path is a compile error
/// rather than an animation that silently does nothing; `AnimationKeyPath(rawValue:)` reads
/// Core Animation's spelling (`"transform.rotation.z"`) and gives nil for any other.
public enum AnimationKeyPath: String, Sendable, CaseIterable {
    /// `transform.rotation`: a rotation in radians (a `.scalar`) about the layer's anchor point,
    /// before the layer's own transform.
    case transformRotation = "transform.rotation"
    /// `transform.rotation.z`: the same rotation (about the z axis).
    case transformRotationZ = "transform.rotation.z"
    /// `transform.scale`: a uniform scale (a `.scalar`), before the layer's own transform.
    case transformScale = "transform.scale"
    /// `opacity`: a `.scalar`, clamped to 0…1.
    case opacity
    /// `position`: the layer's position, a `.point` in its superlayer.
    case position
    /// `bounds`: a `.rect`.
    case bounds
    /// `backgroundColor`: a `.color`.
    case backgroundColor
    /// `cornerRadius`: a `.scalar`.
    case cornerRadius
    /// `shadowOpacity`: a `.scalar`, clamped to 0…1.
    case shadowOpacity
    /// `ShapeLayer.strokeStart`: a `.scalar`, the fraction of the path's length where the stroke begins.
    case strokeStart
    /// `ShapeLayer.strokeEnd`: a `.scalar`, the fraction of the path's length where the stroke ends.
    case strokeEnd
    /// `ShapeLayer.lineWidth`: a `.scalar`.
    case lineWidth
    /// `ShapeLayer.lineDashPhase`: a `.scalar`.
    case lineDashPhase
    /// `ShapeLayer.fillColor`: a `.color`.
    case fillColor
    /// `ShapeLayer.strokeColor`: a `.color`.
    case strokeColor
}
