import Foundation
import ViewRasterViews

/// The system font of the Xcode that saved the document.
extension NibPropertyApplier {
    /// The first toolsVersion of Xcode 12 (the iOS 14 SDK, whose SF Pro is one variable font).
    nonisolated static let xcode12ToolsVersion = 17000
    /// The first toolsVersion of Xcode 7 (the iOS 9 SDK, the first with San Francisco).
    nonisolated static let xcode7ToolsVersion = 8000

    /// How the system font follows its point size in a file saved with toolsVersion `toolsVersion`:
    /// Xcode 7 to 11 measured text with iOS 9–13's two static faces (`.textBelowDisplaySize`),
    /// Xcode 12 on with iOS 14's variable font; files before Xcode 7 (Helvetica Neue's era) and
    /// without a toolsVersion keep `.continuous`.
    nonisolated static func opticalSizing(toolsVersion: Int) -> SFOpticalSizing {
        (xcode7ToolsVersion..<xcode12ToolsVersion).contains(toolsVersion) ? .textBelowDisplaySize : .continuous
    }

    /// The font a `<fontDescription>` of this document draws text with: `NibFontDescription.font`
    /// with the system font of the document's era (`opticalSizing(toolsVersion:)`).
    func documentFont(_ description: NibFontDescription) -> Font {
        description.font.withOpticalSizing(Self.opticalSizing(toolsVersion: context.document.toolsVersionNumber))
    }
}
