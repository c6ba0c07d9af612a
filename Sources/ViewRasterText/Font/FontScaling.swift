import Foundation

/// How a font follows Dynamic Type: the text style whose curve it takes and its size at the
/// default (large) content size category. The views layer's `DynamicTypeSizes` gives the
/// size for another category.
public struct FontScaling: Sendable, Hashable {
    /// The text style whose sizes the font scales by.
    public var style: Font.TextStyle
    /// The font's size at the large category.
    public var sizeAtLarge: CGFloat

    /// A scaling along `style`'s curve from `sizeAtLarge`.
    public init(style: Font.TextStyle, sizeAtLarge: CGFloat) { self.style = style; self.sizeAtLarge = sizeAtLarge }
}
