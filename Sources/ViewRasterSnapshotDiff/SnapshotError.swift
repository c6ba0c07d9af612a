/// An error raised while taking, reading or writing a snapshot. The message names the file.
public struct SnapshotError: Error, Sendable, CustomStringConvertible, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
