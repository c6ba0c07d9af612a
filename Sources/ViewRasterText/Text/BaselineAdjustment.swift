import Foundation

/// Where a single-line label's text goes when `adjustsFontSizeToFitWidth` shrank its font, as
/// UIKit's `UIBaselineAdjustment`: relative to where the unshrunk text would have been drawn.
public enum BaselineAdjustment: String, Sendable, Hashable, CaseIterable {
    /// The shrunk text's baseline stays where the unshrunk text's baseline was (UILabel's default).
    case alignBaselines
    /// The shrunk text is centered where the unshrunk text was.
    case alignCenters
    /// The shrunk text's top stays where the unshrunk text's top was.
    case none
}
