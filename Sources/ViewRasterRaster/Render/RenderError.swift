import ViewRasterDisplayList
/// A display list that cannot be rendered: which op and why.
public struct RenderError: Error, Sendable, CustomStringConvertible {
    /// The index of the offending op in `DisplayList.ops`.
    public var opIndex: Int
    /// What was wrong.
    public var message: String
    /// An error at op `opIndex` saying `message`.
    public init(opIndex: Int, message: String) { self.opIndex = opIndex; self.message = message }
    /// `op N: message`.
    public var description: String { "op \(opIndex): \(message)" }
}
