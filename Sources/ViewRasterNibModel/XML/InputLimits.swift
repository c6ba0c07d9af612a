import Foundation
import ViewRasterDisplayList

/// The size limits every loader enforces on untrusted input (docs/robustness.md). The xib
/// limits are the parser's own (`XIBParserLimits`, whose defaults they are); the pixel and frame
/// limits are the commands'. Each has a `viewraster` flag to raise it; exceeding one is a clear
/// error naming the input, the limit and the flag.
public struct InputLimits: Sendable, Hashable {
    /// The xib parser's share: XML depth, elements, constraints and font size.
    public var xib = XIBParserLimits.default
    /// Most pixels in a rendered canvas (`--max-canvas-pixels`); never above `Bitmap.maxPixels`.
    public var canvasPixels = InputLimits.defaultPixels
    /// Most pixels in a decoded image (`--max-image-pixels`); never above `Bitmap.maxPixels`.
    public var imagePixels = InputLimits.defaultPixels
    /// Most frames in one animation export (`--max-frames`, as `viewraster frames` has it).
    public var frames = 100_000

    /// The default canvas and image limit: 8192 × 8192 pixels, a quarter of what a canvas can
    /// hold, so one input cannot take a gigabyte.
    public static let defaultPixels = 1 << 26

    /// Deepest XML element nesting in a xib (`--max-xml-depth`).
    public var xmlDepth: Int { get { xib.maxDepth } set { xib.maxDepth = newValue } }
    /// Most XML elements in a xib (`--max-xml-elements`).
    public var xmlElements: Int { get { xib.maxElements } set { xib.maxElements = newValue } }
    /// Most `<constraint>` elements in a xib or in one storyboard scene (`--max-constraints`).
    public var constraints: Int { get { xib.maxConstraints } set { xib.maxConstraints = newValue } }
    /// Largest font point size (`--max-font-size`).
    public var fontSize: Double { get { xib.maxFontSize } set { xib.maxFontSize = newValue } }
    /// Most attributes on one xib element (`--max-xml-attributes`).
    public var xmlAttributes: Int { get { xib.maxAttributes } set { xib.maxAttributes = newValue } }
    /// Longest text of a label, button or text view in a xib, in characters (`--max-text-length`).
    public var textLength: Int { get { xib.maxTextLength } set { xib.maxTextLength = newValue } }

    /// The documented default limits.
    public init() {}
    /// The documented default limits (`InputLimits()`).
    public static let `default` = InputLimits()

    /// Every limit flag, in the order the docs list them, with the largest value it accepts.
    public static let flags: [(flag: String, summary: String, hardMaximum: Double)] = [
        ("--max-xml-depth", "deepest XML nesting in a xib", Double(XIBParserLimits.hardMaxDepth)),
        ("--max-xml-elements", "most XML elements in a xib", 100_000_000),
        ("--max-constraints", "most constraints in a xib or one storyboard scene", 10_000_000),
        ("--max-xml-attributes", "most attributes on one xib element", 1_000_000),
        ("--max-text-length", "longest text of one label or button, in characters", 1_000_000_000),
        ("--max-canvas-pixels", "most pixels in a rendered canvas", Double(Bitmap.maxPixels)),
        ("--max-image-pixels", "most pixels in a decoded image", Double(Bitmap.maxPixels)),
        ("--max-font-size", "largest font size in points", 10_000),
        ("--max-frames", "most frames in one animation export", 1e15),
    ]

    /// The limit a flag names, as a number (nil for a flag that is not a limit).
    public subscript(flag: String) -> Double? {
        get {
            switch flag {
            case "--max-xml-depth": Double(xmlDepth)
            case "--max-xml-elements": Double(xmlElements)
            case "--max-constraints": Double(constraints)
            case "--max-xml-attributes": Double(xmlAttributes)
            case "--max-text-length": Double(textLength)
            case "--max-canvas-pixels": Double(canvasPixels)
            case "--max-image-pixels": Double(imagePixels)
            case "--max-font-size": fontSize
            case "--max-frames": Double(frames)
            default: nil
            }
        }
        set {
            guard let v = newValue else { return }
            switch flag {
            case "--max-xml-depth": xmlDepth = Int(v)
            case "--max-xml-elements": xmlElements = Int(v)
            case "--max-constraints": constraints = Int(v)
            case "--max-xml-attributes": xmlAttributes = Int(v)
            case "--max-text-length": textLength = Int(v)
            case "--max-canvas-pixels": canvasPixels = Int(v)
            case "--max-image-pixels": imagePixels = Int(v)
            case "--max-font-size": fontSize = v
            case "--max-frames": frames = Int(v)
            default: break
            }
        }
    }

    /// The value of the limit `flag` names as its flag takes it (`256`, `2048`).
    public func value(of flag: String) -> String {
        guard let v = self[flag] else { return "" }
        return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }

    /// Sets the limit a flag names; throws a message when the value is not a positive number
    /// up to the flag's hard maximum.
    public mutating func set(_ flag: String, to text: String) throws {
        guard let entry = InputLimits.flags.first(where: { $0.flag == flag }) else {
            throw LimitError(message: "unknown limit \(flag)")
        }
        guard let v = Double(text), v.isFinite, v >= 1, v <= entry.hardMaximum else {
            throw LimitError(message: "\(flag) must be a number from 1 to \(Int(entry.hardMaximum)), not '\(text)'")
        }
        self[flag] = v
    }

    /// The values as flags, to pass on to a worker.
    public var arguments: [String] {
        InputLimits.flags.flatMap { [$0.flag, value(of: $0.flag)] }
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
    /// The whole message: the input, what is over which limit, and the flag that raises it.
    public var message: String
    /// The message.
    public var description: String { message }
    /// An error saying `message`.
    public init(message: String) { self.message = message }
}
