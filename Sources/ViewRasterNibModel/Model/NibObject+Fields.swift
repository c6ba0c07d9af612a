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
        init(_ fields: Fields) { self.fields = fields }
    }
}
