import Foundation

/// A `<userDefinedRuntimeAttribute>`: a key path and a typed value set on the object after
/// its properties.
public struct NibRuntimeAttribute: Sendable, Hashable {
    /// The attribute's `type` and value: boolean, number, string and the other kinds IB writes.
    public enum Value: Sendable, Hashable {
        case boolean(Bool)
        case number(Double)
        case string(String)
        case color(NibColor)
        case point(CGPoint)
        case size(CGSize)
        case rect(CGRect)
        case range(location: Int, length: Int)
        case localizedString(String)
        case image(String)
        /// `type="nil"`.
        case null
    }
    /// `keyPath="…"`: the property set on the object.
    public var keyPath: String
    /// The value.
    public var value: Value
    /// Where the `<userDefinedRuntimeAttribute>` starts.
    public var location: NibLocation
    /// An attribute setting `keyPath` to `value`.
    public init(keyPath: String, value: Value, location: NibLocation) {
        self.keyPath = keyPath; self.value = value; self.location = location
    }
}
