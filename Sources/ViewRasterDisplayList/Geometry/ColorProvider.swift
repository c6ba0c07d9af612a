import Foundation

/// What makes a `Color` dynamic: its value for an environment. The views layer passes its
/// trait collection (this module knows no traits); a provider returns nil for an environment
/// it does not understand, and the color's default value is used.
public protocol ColorProvider: Sendable {
    /// The color for `environment`, or nil when the provider does not apply to it.
    func color(for environment: Any) -> Color?
}

/// A dynamic color's provider with the alpha replaced (`withAlphaComponent` of a dynamic color).
struct AlphaColorProvider: ColorProvider {
    let base: any ColorProvider
    let alpha: Double
    func color(for environment: Any) -> Color? { base.color(for: environment)?.withAlphaComponent(alpha) }
}
