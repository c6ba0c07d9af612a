import Foundation
import ViewRasterDisplayList
import ViewRasterText
import ViewRasterLayout
import ViewRasterViews
import ViewRasterNib

// UIKit's nested type names (`UIControl.Event`, `UIView.AnimationOptions`,
// `NSLayoutConstraint.Axis`, …) and the constants UIKit keeps on its classes.

extension Control {
    /// UIControl.Event.
    public typealias Event = ControlEvents
    /// UIControl.State.
    public typealias State = ControlState
}

extension View {
    /// UIView.AnimationOptions.
    public typealias AnimationOptions = ViewRasterViews.AnimationOptions
    /// UIView.KeyframeAnimationOptions.
    public typealias KeyframeAnimationOptions = ViewRasterViews.KeyframeAnimationOptions
    /// UIView.ContentMode.
    public typealias ContentMode = ViewRasterViews.ContentMode
    /// UIView.AutoresizingMask.
    public typealias AutoresizingMask = ViewRasterLayout.AutoresizingMask

    /// The smallest size the constraints allow (UIView.layoutFittingCompressedSize), for
    /// `systemLayoutSizeFitting(_:)`.
    public nonisolated static var layoutFittingCompressedSize: CGSize { LayoutFittingCompressedSize }
    /// The largest size the constraints allow (UIView.layoutFittingExpandedSize).
    public nonisolated static var layoutFittingExpandedSize: CGSize { LayoutFittingExpandedSize }
}

extension LayoutConstraint {
    /// NSLayoutConstraint.Axis.
    public typealias Axis = LayoutAxis
    /// NSLayoutConstraint.Attribute.
    public typealias Attribute = LayoutAttribute
    /// NSLayoutConstraint.Relation.
    public typealias Relation = LayoutRelation
}
