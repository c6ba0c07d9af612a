import Foundation

extension Font {
    /// The system font's designs, as UIKit's `UIFontDescriptor.SystemDesign`. Each is drawn by
    /// a bundled face: `.default` and `.rounded` by Inter (with SF Pro's metrics), `.serif`
    /// (New York) by Liberation Serif and `.monospaced` (SF Mono) by Liberation Mono.
    public enum SystemDesign: String, Sendable, Hashable, CaseIterable {
        /// SF Pro.
        case `default`
        /// SF Pro Rounded (drawn with SF Pro's metrics: its advances are SF Pro's).
        case rounded
        /// New York.
        case serif
        /// SF Mono.
        case monospaced
    }
}

/// What makes a font the system font: its design and the weight it was asked for (the bundled
/// face may be the nearest weight only, so SF's metrics for that weight are kept here).
public struct SystemFontStyle: Sendable, Hashable {
    /// The design (`UIFontDescriptor.SystemDesign`).
    public var design: Font.SystemDesign
    /// The weight asked for (`UIFont.Weight`).
    public var weight: Font.Weight
    /// Whether the text takes SF Pro's metrics (vertical metrics, tracking, advances): the
    /// default and rounded designs; serif and monospaced keep their faces' own.
    public var usesSFProMetrics: Bool { design == .default || design == .rounded }

    /// A style of `design` at `weight`.
    public init(design: Font.SystemDesign, weight: Font.Weight) {
        self.design = design
        self.weight = weight
    }
}
