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
}
