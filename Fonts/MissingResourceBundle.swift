import Foundation

/// A module's resource bundle is not where SwiftPM puts it beside the executable (the executable
/// was copied without it). Its description is one line naming the folder and the fix.
public struct MissingResourceBundle: Error, CustomStringConvertible, Sendable {
    /// The bundle's folder name, e.g. `ViewRaster_ViewRasterFonts.resources`.
    public var name: String
    /// The path it was looked for at.
    public var expectedAt: String

    /// Creates the error for bundle `name`, looked for at `expectedAt`.
    public init(name: String, expectedAt: String) {
        self.name = name
        self.expectedAt = expectedAt
    }

    /// The bundle `module` gives (a module's `Bundle.module`) when the folder `name` is beside
    /// the executable, where SwiftPM puts it on Linux; else this error, without calling `module`
    /// (SwiftPM's accessor stops the process when it finds no bundle). Elsewhere `module` decides.
    public static func locate(_ name: String, module: () -> Bundle) -> Result<Bundle, MissingResourceBundle> {
        #if os(Linux)
        let beside = Bundle.main.bundleURL.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: beside.path) else {
            return .failure(MissingResourceBundle(name: name, expectedAt: beside.path))
        }
        #endif
        return .success(module())
    }

    /// One line: what is missing, where it was looked for, what to do.
    public var description: String {
        "missing resource bundle \(name): not found at \(expectedAt) (copy the \(name) folder from the build folder beside the executable)"
    }
}
