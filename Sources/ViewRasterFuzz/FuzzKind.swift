/// What a fuzz input is, which decides the loader that runs it.
public enum FuzzKind: String, Sendable, CaseIterable, Hashable {
    /// An Interface Builder `.xib`: loaded, laid out and rendered.
    case xib
    /// An Interface Builder `.storyboard`: loaded, its initial (or first) scene instantiated,
    /// laid out and rendered.
    case storyboard
    /// A PNG image: decoded, drawn scaled into a small canvas and encoded again.
    case png
    /// A TrueType/OpenType font file: loaded, text shaped and drawn.
    case font
    /// A display-list JSON scene: parsed and rendered.
    case displayList = "json"

    /// The file extension a case of this kind is written with.
    public var fileExtension: String {
        switch self {
        case .xib: return "xib"
        case .storyboard: return "storyboard"
        case .png: return "png"
        case .font: return "ttf"
        case .displayList: return "json"
        }
    }

    /// The kind a file name's extension implies.
    public init?(fileName: String) {
        let ext = fileName.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "xib": self = .xib
        case "storyboard": self = .storyboard
        case "png": self = .png
        case "ttf", "otf": self = .font
        case "json": self = .displayList
        default: return nil
        }
    }
}
