import Foundation

/// A dynamic color's provider kept behind one reference (`Color.provider`'s storage), so a
/// color is copied with a retain rather than through its provider type's value witnesses.
/// Immutable: setting a color's provider makes a new box.
final class ColorProviderBox: Sendable {
    /// The provider.
    let provider: any ColorProvider

    init(_ provider: any ColorProvider) { self.provider = provider }
}
