import Foundation
import ViewRasterNib
import ViewRasterRaster

/// The size limits every loader enforces on untrusted input, with their documented defaults
/// (docs/robustness.md). Each has a `viewraster` flag to raise it; exceeding one is a clear
/// error naming the input, the limit and the flag.
public struct InputLimits: Sendable, Hashable {
    /// Deepest XML element nesting in a xib (`--max-xml-depth`).
    public var xmlDepth = 256
    /// Most XML elements in a xib (`--max-xml-elements`).
    public var xmlElements = 200_000
    /// Most `<constraint>` elements in a xib (`--max-constraints`).
    public var constraints = 1_000
    /// Most pixels in a rendered canvas (`--max-canvas-pixels`); never above `Canvas.maxPixels`.
    public var canvasPixels = 1 << 26
    /// Most pixels in a decoded image (`--max-image-pixels`); never above `Canvas.maxPixels`.
    public var imagePixels = 1 << 26
    /// Largest font point size (`--max-font-size`).
    public var fontSize: Double = 2_048
    /// Most frames in one animation export (`--max-frames`, as `viewraster frames` has it).
    public var frames = 100_000

    public init() {}
    public static let `default` = InputLimits()

    /// Every limit flag, in the order the docs list them.
    public static let flags: [(flag: String, summary: String, hardMaximum: Double)] = [
        ("--max-xml-depth", "deepest XML nesting in a xib", Double(XIBParserLimits.hardMaxDepth)),
        ("--max-xml-elements", "most XML elements in a xib", 100_000_000),
        ("--max-constraints", "most constraints in a xib", 10_000_000),
        ("--max-canvas-pixels", "most pixels in a rendered canvas", Double(Canvas.maxPixels)),
        ("--max-image-pixels", "most pixels in a decoded image", Double(Canvas.maxPixels)),
        ("--max-font-size", "largest font size in points", 10_000),
        ("--max-frames", "most frames in one animation export", 1e15),
    ]

    /// Sets the limit a flag names; throws a message when the value is not a positive number
    /// up to the flag's hard maximum.
    public mutating func set(_ flag: String, to text: String) throws {
        guard let entry = InputLimits.flags.first(where: { $0.flag == flag }) else {
            throw LimitError(message: "unknown limit \(flag)")
        }
        guard let v = Double(text), v.isFinite, v >= 1, v <= entry.hardMaximum else {
            throw LimitError(message: "\(flag) must be a number from 1 to \(Int(entry.hardMaximum)), not '\(text)'")
        }
        switch flag {
        case "--max-xml-depth": xmlDepth = Int(v)
        case "--max-xml-elements": xmlElements = Int(v)
        case "--max-constraints": constraints = Int(v)
        case "--max-canvas-pixels": canvasPixels = Int(v)
        case "--max-image-pixels": imagePixels = Int(v)
        case "--max-font-size": fontSize = v
        default: frames = Int(v)
        }
    }

    /// The values as flags, to pass on to a worker.
    public var arguments: [String] {
        ["--max-xml-depth", "\(xmlDepth)", "--max-xml-elements", "\(xmlElements)", "--max-constraints", "\(constraints)",
         "--max-canvas-pixels", "\(canvasPixels)", "--max-image-pixels", "\(imagePixels)",
         "--max-font-size", "\(fontSize)", "--max-frames", "\(frames)"]
    }

    /// The xib parser's share of the limits.
    public var xibParserLimits: XIBParserLimits {
        XIBParserLimits(maxDepth: xmlDepth, maxElements: xmlElements, maxConstraints: constraints, maxFontSize: fontSize)
    }

    /// Throws when a `width`×`height` canvas is over the pixel limit.
    public func checkCanvas(width: Int, height: Int, input: String) throws {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).partialValue <= canvasPixels,
              !width.multipliedReportingOverflow(by: height).overflow else {
            throw LimitError(message: "\(input): canvas \(width)x\(height) is over the limit of \(canvasPixels) pixels (raise it with --max-canvas-pixels)")
        }
    }

    /// Throws when an animation asks for more frames than the limit.
    public func checkFrames(_ count: Int, input: String) throws {
        guard count <= frames else {
            throw LimitError(message: "\(input): \(count) frames is over the limit of \(frames) (raise it with --max-frames)")
        }
    }
}

/// A limit was exceeded or set wrongly.
public struct LimitError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}
