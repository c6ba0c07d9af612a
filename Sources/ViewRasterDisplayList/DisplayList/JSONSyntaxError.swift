/// Data that is not JSON, with the parser's one-line reason.
public struct JSONSyntaxError: Error, Sendable {
    /// What the parser says is wrong, and where.
    public var reason: String
}
