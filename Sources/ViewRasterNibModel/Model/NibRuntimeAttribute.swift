import Foundation

/// A `<userDefinedRuntimeAttribute>`: a key path and a typed value set on the object after
/// its properties.
public struct NibRuntimeAttribute: Sendable, Hashable {
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
    public var keyPath: String
    public var value: Value
    public var location: NibLocation
    public init(keyPath: String, value: Value, location: NibLocation) {
        self.keyPath = keyPath; self.value = value; self.location = location
    }
}
