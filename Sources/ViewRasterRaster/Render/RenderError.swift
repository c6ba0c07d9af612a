import ViewRasterDisplayList
/// A display list that cannot be rendered: which op and why.
public struct RenderError: Error, Sendable, CustomStringConvertible {
    /// The index of the offending op in `DisplayList.ops`.
    public var opIndex: Int
    public var message: String
    public init(opIndex: Int, message: String) { self.opIndex = opIndex; self.message = message }
    public var description: String { "op \(opIndex): \(message)" }
}
