/// An error raised while taking, reading or writing a snapshot. The message names the file.
public struct SnapshotError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What went wrong, naming the file.
    public var message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
