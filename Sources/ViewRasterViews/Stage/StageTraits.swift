import Foundation

/// The traits a stage presents to what it mounts (UITraitCollection's role). A placeholder:
/// the traits issue fills it (interface style, size classes, content size category); the
/// display scale is the stage's `scale`.
public struct StageTraits: Sendable, Equatable {
    /// Default traits: light, regular content size.
    public init() {}
}
