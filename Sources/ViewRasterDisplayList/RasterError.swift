/// Errors thrown by the Raster module. Each message names what was wrong; callers that know
/// the file add it (see `DisplayListError`).
public enum RasterError: Error, Sendable, CustomStringConvertible {
    case invalidCanvas(String)
    case png(String)
    case image(String)
    case font(String)
    case io(String)

    /// The message, prefixed `PNG: `, `image: ` or `font: ` for those kinds.
    public var description: String {
        switch self {
        case .invalidCanvas(let m): return m
        case .png(let m): return "PNG: \(m)"
        case .image(let m): return "image: \(m)"
        case .font(let m): return "font: \(m)"
        case .io(let m): return m
        }
    }
}
