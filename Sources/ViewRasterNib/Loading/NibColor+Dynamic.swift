import Foundation
import ViewRasterViews

extension NibColor {
    /// The color a view takes: a semantic `systemColor` (or `cocoaTouchSystemColor`) as the
    /// dynamic system color, its light value the file's; a named color with a Dark colorset
    /// entry as a light/dark color; anything else as written. Views resolve it by their traits.
    public var viewColor: Color {
        switch source {
        case .system(let name), .cocoaTouchSystem(let name):
            return SemanticColors.color(named: name, light: color) ?? color
        case .named(let name):
            if let darkColor { return Color(light: color, dark: darkColor) }
            return SemanticColors.color(named: name, light: color) ?? color
        default:
            return color
        }
    }
}
