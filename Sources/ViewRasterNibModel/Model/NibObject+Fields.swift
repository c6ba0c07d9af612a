import Foundation

extension NibObject {
    /// The values a `NibObject` holds, kept in one shared box (`Box`) so that copying an
    /// object (iterating `allObjects`, handing it to a coder or binder) costs one reference
    /// count instead of one per field; a write copies the box first when it is shared.
    struct Fields: Sendable, Hashable {
        var element: String
        var id: String
        var hasSyntheticID: Bool = false
        var key: String?
        var customClass: String?
        var customModule: String?
        var userLabel: String?
        var placeholderIdentifier: String?
        var attributes: [String: String]
        var frame: CGRect?
        var autoresizingMask: NibAutoresizingMask?
        var subviews: [NibObject] = []
        var contentViewStorage: [NibObject] = []
        var cells: [NibObject] = []
        var barItemViews: [NibBarItemView] = []
        var barAppearances: [String: NibBarAppearance] = [:]
        var cellSections: [NibCellSection] = []
        var constraints: [NibConstraint] = []
        var connections: [NibConnection] = []
        var runtimeAttributes: [NibRuntimeAttribute] = []
        var colors: [String: NibColor] = [:]
        var nilKeys: Set<String> = []
        var font: NibFontDescription?
        var strings: [String: String] = [:]
        var attributedStrings: [String: NibAttributedString] = [:]
        var states: [String: NibButtonState] = [:]
        var buttonConfiguration: NibButtonConfiguration?
        var insets: [String: NibInsets] = [:]
        var sizes: [String: CGSize] = [:]
        var variations: [NibVariation] = []
        var layoutGuides: [String: String] = [:]
        var segments: [String] = []
        var otherElements: [XIBElement] = []
        var location: NibLocation
    }

    /// The box that holds an object's `Fields`; never written while shared (copy on write).
    final class Box: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        /// A filter of the attribute names (`keyBit`): a name whose bit is clear is absent, so
        /// the instantiator's many questions about attributes an element does not have
        /// (`hidden`, `alpha`, `clipsSubviews`, …) are answered without hashing the name.
        /// Made again whenever `fields.attributes` is written (`NibObject.attributes`).
        @exclusivity(unchecked) private(set) var attributeKeys: UInt64
        init(_ fields: Fields) {
            self.fields = fields
            attributeKeys = Self.keyFilter(fields.attributes)
        }

        /// Makes `attributeKeys` again after `fields.attributes` changed.
        func attributesChanged() { attributeKeys = Self.keyFilter(fields.attributes) }

        /// Whether `name` may be an attribute (false: it certainly is not).
        @inline(__always) func mayHaveAttribute(_ name: String) -> Bool { attributeKeys & Self.keyBit(name) != 0 }

        static func keyFilter(_ attributes: [String: String]) -> UInt64 {
            attributes.keys.reduce(0) { $0 | keyBit($1) }
        }

        /// One of 64 bits, from the name's length and first and last bytes.
        @inline(__always) static func keyBit(_ name: String) -> UInt64 {
            let u = name.utf8
            let h = u.count &* 31 &+ Int(u.first ?? 0) &* 7 &+ Int(u.last ?? 0)
            return 1 << UInt64(h & 63)
        }
    }
}
