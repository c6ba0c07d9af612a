import Foundation
import ViewRasterViews

/// The `Coder` a nib hands to each object's `init(coder:)`: it applies the properties IB
/// archived for that object (geometry, colors, text, control state, …) and answers
/// `value(forKey:)` with its user-defined runtime attributes.
@MainActor
public final class NibCoder: Coder {
    /// The object being decoded.
    public let object: NibObject
    let context: NibLoadContext

    init(object: NibObject, context: NibLoadContext) {
        self.object = object; self.context = context
    }

    public func decode(into view: View) {
        NibPropertyApplier(object: object, context: context).apply(to: view)
    }

    /// The runtime attribute at `key` as a Swift value (`Double`, `Bool`, `String`, `Color`,
    /// `CGPoint`, `CGSize`, `CGRect`), else the element attribute of that name as a `String`.
    public func value(forKey key: String) -> Any? {
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
        case .color(let c): c.color
        case .point(let p): p
        case .size(let s): s
        case .rect(let r): r
        case .range(let l, let n): NSRange(location: l, length: n)
        case .image(let name): name
        case .null: nil
        }
    }
}
