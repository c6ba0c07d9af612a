import Foundation

/// Whether a view flips for right-to-left layout (UISemanticContentAttribute).
public enum SemanticContentAttribute: Int, Sendable, Hashable {
    /// Follows the traits' layout direction.
    case unspecified
    /// Playback controls: always left to right.
    case playback
    /// Directional controls (a D-pad): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
