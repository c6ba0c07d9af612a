import Foundation
import ViewRasterViews

/// The `UIView` properties of one xib object, decoded from its attributes once (a nib's plan
/// keeps one per object): what `NibPropertyApplier.applyView` sets on every view made from
/// it, in its order, without looking its attribute names up (hashing them) again per load.
/// Decoding is pure: an unknown content mode is kept, and warned about when applied.
@MainActor
final class NibViewAttributes {
    /// One `<accessibility>`, `layoutMargins` or `directionalLayoutMargins` element, in document order.
    enum Element {
        case accessibilityIdentifier(String)
        case layoutMargins(EdgeInsets)
        case directionalLayoutMargins(DirectionalEdgeInsets)
    }

    /// `NibObject.translatesAutoresizingMaskIntoConstraints`.
    let translatesAutoresizingMaskIntoConstraints: Bool
    /// `contentMode`, when given and known.
    let contentMode: ContentMode?
    /// `contentMode` when given but unknown (a warning when applied).
    let unknownContentMode: String?
    /// `alpha`.
    let alpha: CGFloat?
    /// `hidden`, `clipsSubviews`, `userInteractionEnabled`, `preservesSuperviewLayoutMargins`,
    /// `insetsLayoutMarginsFromSafeArea`.
    let hidden, clipsSubviews, userInteractionEnabled, preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea: Bool?
    /// `tag`.
    let tag: Int?
    /// `semanticContentAttribute`, when given and known (`NibPropertyApplier.semanticContentAttributes`).
    let semanticContentAttribute: SemanticContentAttribute?
    /// `semanticContentAttribute` when given but unknown (a warning when applied).
    let unknownSemanticContentAttribute: String?
    /// Content hugging and compression resistance, clamped to 1...1000: horizontal and
    /// vertical hugging, then horizontal and vertical resistance.
    let priorities: [(priority: LayoutPriority, axis: LayoutAxis, hugging: Bool)]
    /// `backgroundColor` and `tintColor` as views take them (`NibColor.viewColor`).
    let backgroundColor, tintColor: Color?
    /// The object's other elements a view applies.
    let elements: [Element]
    /// The object's button and label properties, decoded for the first button or label it
    /// makes (most objects make neither).
    private var decodedButton: NibButtonAttributes?, decodedLabel: NibLabelAttributes?

    /// The button properties of `o` (the object these attributes were decoded from).
    func button(_ o: NibObject) -> NibButtonAttributes {
        if let b = decodedButton { return b }
        let b = NibButtonAttributes(o)
        decodedButton = b
        return b
    }

    /// The label properties of `o` (the object these attributes were decoded from).
    func label(_ o: NibObject) -> NibLabelAttributes {
        if let l = decodedLabel { return l }
        let l = NibLabelAttributes(o)
        decodedLabel = l
        return l
    }

    /// Decodes `o`'s view properties.
    init(_ o: NibObject) {
        translatesAutoresizingMaskIntoConstraints = o.translatesAutoresizingMaskIntoConstraints
        if let mode = o.attributes["contentMode"] {
            contentMode = NibPropertyApplier.contentModes[mode]
            unknownContentMode = contentMode == nil ? mode : nil
        } else {
            contentMode = nil; unknownContentMode = nil
        }
        alpha = o.double("alpha").map { CGFloat($0) }
        hidden = o.bool("hidden")
        clipsSubviews = o.bool("clipsSubviews")
        userInteractionEnabled = o.bool("userInteractionEnabled")
        preservesSuperviewLayoutMargins = o.bool("preservesSuperviewLayoutMargins")
        insetsLayoutMarginsFromSafeArea = o.bool("insetsLayoutMarginsFromSafeArea")
        tag = o.int("tag")
        if let attribute = o.attributes["semanticContentAttribute"] {
            semanticContentAttribute = NibPropertyApplier.semanticContentAttributes[attribute]
            unknownSemanticContentAttribute = semanticContentAttribute == nil ? attribute : nil
        } else {
            semanticContentAttribute = nil; unknownSemanticContentAttribute = nil
        }
        var priorities: [(priority: LayoutPriority, axis: LayoutAxis, hugging: Bool)] = []
        for (attr, axis, hugging) in [("horizontalHuggingPriority", LayoutAxis.horizontal, true),
                                      ("verticalHuggingPriority", .vertical, true),
                                      ("horizontalCompressionResistancePriority", .horizontal, false),
                                      ("verticalCompressionResistancePriority", .vertical, false)] {
            guard let p = o.double(attr) else { continue }
            priorities.append((LayoutPriority(Float(min(1000, max(1, p)))), axis, hugging))
        }
        self.priorities = priorities
        let colors = o.colors
        backgroundColor = colors["backgroundColor"]?.viewColor
        tintColor = colors["tintColor"]?.viewColor
        var elements: [Element] = []
        for e in o.otherElements {
            switch (e.name, e.key) {
            case ("accessibility", _):
                if let id = e["identifier"] { elements.append(.accessibilityIdentifier(id)) }
            case ("edgeInsets", "layoutMargins"):
                elements.append(.layoutMargins(EdgeInsets(top: e.points("top"), left: e.points("left"),
                                                          bottom: e.points("bottom"), right: e.points("right"))))
            case ("directionalEdgeInsets", "directionalLayoutMargins"):
                // Leading and trailing: they swap sides where the view lays out right to left.
                elements.append(.directionalLayoutMargins(DirectionalEdgeInsets(top: e.points("top"), leading: e.points("leading"),
                                                                                bottom: e.points("bottom"), trailing: e.points("trailing"))))
            default: break
            }
        }
        self.elements = elements
    }
}
