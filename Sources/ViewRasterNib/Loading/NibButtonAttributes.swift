import Foundation
import ViewRasterViews

/// The `UIButton` properties of one xib object, decoded from its attributes once (its plan's
/// `NibViewAttributes` keeps them, made on the first button the object makes): what
/// `NibPropertyApplier.applyButton` sets, without hashing attribute names, sorting the states
/// or converting their colours again on every load. Decoding is pure: the fonts are resolved
/// per load (a text style's size follows the Dynamic Type setting of the moment), images are
/// looked up per load (their warnings too), and unknown values are kept and warned about when
/// applied, in the order `applyButton` warns.
@MainActor
final class NibButtonAttributes {
    /// One `<state key="…">`, in the key order the applier sets them.
    struct State {
        /// The state's key as written (`normal`, `highlighted`, …).
        let key: String
        /// The control state the key names; nil for an unknown key (a warning when applied).
        let state: ControlState?
        /// The state's title, images and colours as written.
        let value: NibButtonState
        /// `value.titleColor` as views take it (`NibColor.viewColor`).
        let titleColor: Color?
    }

    /// `buttonType`, when given but unknown (a warning when applied).
    let unknownButtonType: String?
    /// `adjustsFontForContentSizeCategory`.
    let adjustsFontForContentSizeCategory: Bool?
    /// `lineBreakMode`, when given and known.
    let lineBreakMode: LineBreakMode?
    /// `lineBreakMode` when given but unknown.
    let unknownLineBreakMode: String?
    /// The states, sorted by key.
    let states: [State]
    /// `contentEdgeInsets`, `titleEdgeInsets`, `imageEdgeInsets`.
    let contentEdgeInsets, titleEdgeInsets, imageEdgeInsets: EdgeInsets?
    /// `contentHorizontalAlignment`, when given and known (`center` leaves the default).
    let contentHorizontalAlignment: Button.ContentHorizontalAlignment?
    /// `contentVerticalAlignment`, when given and known (`center` leaves the default).
    let contentVerticalAlignment: Button.ContentVerticalAlignment?
    /// `contentHorizontalAlignment` and `contentVerticalAlignment` when given but unknown.
    let unknownHorizontalAlignment, unknownVerticalAlignment: String?

    /// Decodes `o`'s button properties.
    init(_ o: NibObject) {
        let a = o.attributes
        if let t = a["buttonType"], NibPropertyApplier.buttonType(t) == nil { unknownButtonType = t } else { unknownButtonType = nil }
        adjustsFontForContentSizeCategory = o.bool("adjustsFontForContentSizeCategory")
        (lineBreakMode, unknownLineBreakMode) = Self.known(a["lineBreakMode"], in: NibPropertyApplier.lineBreakModes)
        states = o.states.sorted(by: { $0.key < $1.key }).map {
            State(key: $0.key, state: NibPropertyApplier.buttonStates[$0.key], value: $0.value, titleColor: $0.value.titleColor?.viewColor)
        }
        let insets = o.insets
        contentEdgeInsets = insets["contentEdgeInsets"].map(Self.edge)
        titleEdgeInsets = insets["titleEdgeInsets"].map(Self.edge)
        imageEdgeInsets = insets["imageEdgeInsets"].map(Self.edge)
        switch a["contentHorizontalAlignment"] {
        case "left": contentHorizontalAlignment = .left; unknownHorizontalAlignment = nil
        case "right": contentHorizontalAlignment = .right; unknownHorizontalAlignment = nil
        case "fill": contentHorizontalAlignment = .fill; unknownHorizontalAlignment = nil
        case "leading": contentHorizontalAlignment = .leading; unknownHorizontalAlignment = nil
        case "trailing": contentHorizontalAlignment = .trailing; unknownHorizontalAlignment = nil
        case "center", nil: contentHorizontalAlignment = nil; unknownHorizontalAlignment = nil
        case let other?: contentHorizontalAlignment = nil; unknownHorizontalAlignment = other
        }
        switch a["contentVerticalAlignment"] {
        case "top": contentVerticalAlignment = .top; unknownVerticalAlignment = nil
        case "bottom": contentVerticalAlignment = .bottom; unknownVerticalAlignment = nil
        case "fill": contentVerticalAlignment = .fill; unknownVerticalAlignment = nil
        case "center", nil: contentVerticalAlignment = nil; unknownVerticalAlignment = nil
        case let other?: contentVerticalAlignment = nil; unknownVerticalAlignment = other
        }
    }

    /// `name` looked up in `table`: the value when known, else the name (unknown); both nil when absent.
    static func known<T>(_ name: String?, in table: [String: T]) -> (T?, String?) {
        guard let name else { return (nil, nil) }
        if let v = table[name] { return (v, nil) }
        return (nil, name)
    }

    /// IB's insets (left, top, right, bottom) as view insets.
    nonisolated static func edge(_ i: NibInsets) -> EdgeInsets {
        EdgeInsets(top: CGFloat(i.top), left: CGFloat(i.left), bottom: CGFloat(i.bottom), right: CGFloat(i.right))
    }
}
