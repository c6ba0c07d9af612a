import Foundation
import ViewRasterViews

/// The coder a nib hands to each object's `init?(coder: NSCoder)`: a keyed `NSCoder` (as
/// UIKit's nib decoder is) that applies the properties IB archived for that object (geometry,
/// colors, text, control state, …) through `ViewDecoding`, and answers the keyed decoding
/// calls with the object's user-defined runtime attributes, else its element's XML attributes.
public final class NibCoder: NSCoder, ViewDecoding {
    /// The object being decoded.
    public let object: NibObject
    private let context: NibLoadContext
    /// The object's view properties, decoded by its nib's plan (nil: decoded when applied).
    private let viewAttributes: NibViewAttributes?

    @MainActor init(object: NibObject, context: NibLoadContext, viewAttributes: NibViewAttributes? = nil) {
        self.object = object; self.context = context; self.viewAttributes = viewAttributes
    }

    /// Applies the object's archived properties to `view` (`NibPropertyApplier`).
    @MainActor public func decode(into view: View) {
        NibPropertyApplier(object: object, context: context, viewAttributes: viewAttributes).apply(to: view)
    }

    /// Keyed, as every nib coder is.
    public override var allowsKeyedCoding: Bool { true }

    /// Whether the object has a runtime attribute or an element attribute named `key`.
    public override func containsValue(forKey key: String) -> Bool { value(for: key) != nil }

    /// The runtime attribute at `key` as a Swift value (`Double`, `Bool`, `String`, `Color`,
    /// `CGPoint`, `CGSize`, `CGRect`, `NSRange`), else the element attribute of that name as
    /// a `String`; `"buttonType"` answers a `Button.ButtonType`.
    public override func decodeObject(forKey key: String) -> Any? { value(for: key) }

    /// A boolean runtime attribute, or an element attribute `"YES"`; false when absent.
    public override func decodeBool(forKey key: String) -> Bool {
        switch value(for: key) {
        case let b as Bool: b
        case let d as Double: d != 0
        case let s as String: s == "YES" || s == "true"
        default: false
        }
    }

    /// A number runtime attribute or a numeric element attribute; 0 when absent.
    public override func decodeDouble(forKey key: String) -> Double {
        switch value(for: key) {
        case let d as Double: d
        case let b as Bool: b ? 1 : 0
        case let s as String: Double(s) ?? 0
        default: 0
        }
    }

    /// `decodeDouble(forKey:)` as a Float.
    public override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    /// `decodeDouble(forKey:)` rounded toward zero.
    public override func decodeInteger(forKey key: String) -> Int {
        let d = decodeDouble(forKey: key)
        return d.isFinite && abs(d) < 9e18 ? Int(d) : 0
    }

    /// `decodeInteger(forKey:)` as an Int32.
    public override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }

    /// `decodeInteger(forKey:)` as an Int64.
    public override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }

    private func value(for key: String) -> Any? {
        if key == "buttonType" { return NibPropertyApplier.buttonType(object.attributes["buttonType"]) }
        if let a = object.runtimeAttributes.last(where: { $0.keyPath == key }) { return a.value.swiftValue }
        return object.attributes[key]
    }
}

extension NibRuntimeAttribute.Value {
    /// The value as the Swift type a property would hold.
    var swiftValue: Any? {
        switch self {
        case .boolean(let b): b
        case .number(let d): d
        case .string(let s), .localizedString(let s): s
        case .color(let c): c.viewColor
        case .point(let p): p
        case .size(let s): s
        case .rect(let r): r
        case .range(let l, let n): NSRange(location: l, length: n)
        case .image(let name): name
        case .null: nil
        }
    }
}
