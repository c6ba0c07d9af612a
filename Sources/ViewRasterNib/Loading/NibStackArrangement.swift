import Foundation
import ViewRasterViews

/// A stack view's `axis`, `alignment` and `distribution` as a nib writes them, on the
/// `<stackView>` element or on one of its size-class `<variation>`s (IB's Attributes inspector
/// varies each of the three, and `spacing`, per size class with its "+" button).
enum NibStackArrangement {
    /// The axis `value` names; nil for an unknown value (the caller warns).
    static func axis(_ value: String) -> StackView.Axis? {
        switch value {
        case "vertical": .vertical
        case "horizontal": .horizontal
        default: nil
        }
    }

    /// The alignment `value` names (`baseline`, Xcode 7's name, is `lastBaseline`); nil for an
    /// unknown value.
    static func alignment(_ value: String) -> StackView.Alignment? {
        switch value {
        case "fill": .fill
        case "top": .top
        case "leading": .leading
        case "center": .center
        case "bottom": .bottom
        case "trailing": .trailing
        case "firstBaseline": .firstBaseline
        case "lastBaseline", "baseline": .lastBaseline
        default: nil
        }
    }

    /// The distribution `value` names; nil for an unknown value.
    static func distribution(_ value: String) -> StackView.Distribution? {
        switch value {
        case "fill": .fill
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: nil
        }
    }
}
