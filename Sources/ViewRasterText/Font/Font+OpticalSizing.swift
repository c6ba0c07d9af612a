import Foundation

extension Font {
    /// This font with the system font's advances following `sizing` along SF Pro's optical-size
    /// axis (`SFOpticalSizing`); any other font, and one of SF's static faces asked for by name,
    /// unchanged.
    public func withOpticalSizing(_ sizing: SFOpticalSizing) -> Font {
        guard var style = systemStyle, style.usesSFProMetrics, style.staticFace == nil,
              style.opticalSizing != sizing else { return self }
        style.opticalSizing = sizing
        var font = self
        font.systemStyle = style
        return font
    }
}
