import Foundation
import ViewRasterDisplayList

/// A color read from a xib: its sRGB value and how the file spelt it.
public struct NibColor: Sendable, Hashable, CustomStringConvertible {
    /// How the xib wrote the color.
    public enum Source: Sendable, Hashable {
        /// `white="…" alpha="…"` in the named color space.
        case white(colorSpace: String)
        /// `red green blue alpha` in the named color space (`sRGB`, `calibratedRGB`, `displayP3`, …).
        case rgb(colorSpace: String)
        /// `cyan magenta yellow black alpha` in the named color space (`genericCMYKColorSpace`).
        case cmyk(colorSpace: String)
        /// `systemColor="…"` (resolved from `<resources>` or the built-in light-mode table).
        case system(String)
        /// `cocoaTouchSystemColor="…"` (Xcode 8 era).
        case cocoaTouchSystem(String)
        /// `name="…"`, an asset-catalog color resolved from `<resources><namedColor>`.
        case named(String)
    }
    /// The value the file gives (a named color's light, "Any appearance", value).
    public var color: Color
    /// How the file spelt it.
    public var source: Source
    /// A named color's dark value, from its asset catalog's colorset when it has a Dark
    /// appearance (nil otherwise, and for every other source).
    public var darkColor: Color?
    /// A color as read.
    public init(_ color: Color, source: Source, darkColor: Color? = nil) {
        self.color = color; self.source = source; self.darkColor = darkColor
    }
    /// The value's description (`Color.description`: `#RRGGBBAA`).
    public var description: String { color.description }
}
