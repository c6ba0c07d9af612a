import Foundation

/// An attribute of an item or guide, used to build constraints (NSLayoutAnchor's shape).
/// The three concrete kinds only relate to their own kind, so axis mix-ups do not compile.
public protocol LayoutAnchor {
    /// The `LayoutItem` or `LayoutGuide`.
    var item: AnyObject { get }
    var attribute: LayoutAttribute { get }
}

extension LayoutAnchor {
    func make(_ relation: LayoutRelation, _ other: Self?, _ m: CGFloat, _ c: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                         attribute: other?.attribute ?? .notAnAttribute, multiplier: m, constant: c)
    }

    /// The inactive constraint `self == anchor + constant` (points), required (NSLayoutAnchor's).
    public func constraint(equalTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, 1, constant)
    }
    /// The inactive constraint `self <= anchor + constant` (points), required (NSLayoutAnchor's).
    public func constraint(lessThanOrEqualTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, constant)
    }
    /// The inactive constraint `self >= anchor + constant` (points), required (NSLayoutAnchor's).
    public func constraint(greaterThanOrEqualTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, constant)
    }
}

/// A horizontal position anchor (left, right, leading, trailing, centerX).
public struct LayoutXAxisAnchor: LayoutAnchor {
    /// The `LayoutItem` or `LayoutGuide` whose attribute this is.
    public let item: AnyObject
    /// The attribute: `left`, `right`, `leading`, `trailing` or `centerX`.
    public let attribute: LayoutAttribute
}

/// A vertical position anchor (top, bottom, centerY, baselines).
public struct LayoutYAxisAnchor: LayoutAnchor {
    /// The `LayoutItem` or `LayoutGuide` whose attribute this is.
    public let item: AnyObject
    /// The attribute: `top`, `bottom`, `centerY` or a baseline.
    public let attribute: LayoutAttribute
}

/// A size anchor (width, height).
public struct LayoutDimension: LayoutAnchor {
    /// The `LayoutItem` or `LayoutGuide` whose attribute this is.
    public let item: AnyObject
    /// The attribute: `width` or `height`.
    public let attribute: LayoutAttribute

    /// The inactive constraint `self == multiplier × anchor + constant` (points), required.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier, constant)
    }
    /// The inactive constraint `self <= multiplier × anchor + constant` (points), required.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier, constant)
    }
    /// The inactive constraint `self >= multiplier × anchor + constant` (points), required.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier, constant)
    }
    /// The inactive constraint `self == c` (points), required, with no second item.
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, 1, c) }
    /// The inactive constraint `self <= c` (points), required, with no second item.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { make(.lessThanOrEqual, nil, 1, c) }
    /// The inactive constraint `self >= c` (points), required, with no second item.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { make(.greaterThanOrEqual, nil, 1, c) }
}

extension LayoutItem {
    /// The item's left edge (absolute: the layout direction does not change it).
    public var leftAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .left) }
    /// The item's right edge (absolute: the layout direction does not change it).
    public var rightAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .right) }
    /// The item's leading edge: its left, or its right when the item lays out right to left.
    public var leadingAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    /// The item's trailing edge: its right, or its left when the item lays out right to left.
    public var trailingAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    /// The item's horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    /// The item's top edge.
    public var topAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .top) }
    /// The item's bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    /// The item's vertical center.
    public var centerYAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    /// The item's first baseline (its top edge when it has none, as in UIKit).
    public var firstBaselineAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .firstBaseline) }
    /// The item's last baseline (its bottom edge when it has none, as in UIKit).
    public var lastBaselineAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .lastBaseline) }
    /// The item's width (points).
    public var widthAnchor: LayoutDimension { .init(item: self, attribute: .width) }
    /// The item's height (points).
    public var heightAnchor: LayoutDimension { .init(item: self, attribute: .height) }
}

extension LayoutGuide {
    /// The guide's left edge (absolute: the layout direction does not change it).
    public var leftAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .left) }
    /// The guide's right edge (absolute: the layout direction does not change it).
    public var rightAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .right) }
    /// The guide's leading edge: its left, or its right when its owner lays out right to left.
    public var leadingAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    /// The guide's trailing edge: its right, or its left when its owner lays out right to left.
    public var trailingAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    /// The guide's horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    /// The guide's top edge.
    public var topAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    /// The guide's vertical center.
    public var centerYAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    /// The guide's width (points).
    public var widthAnchor: LayoutDimension { .init(item: self, attribute: .width) }
    /// The guide's height (points).
    public var heightAnchor: LayoutDimension { .init(item: self, attribute: .height) }
}

/// UIKit's standard spacing between siblings (`constraint(equalToSystemSpacingAfter:)`).
public let LayoutSystemSpacing: CGFloat = 8

extension LayoutXAxisAnchor {
    /// `self == anchor + 8·multiplier` (UIKit's system spacing after `anchor`).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, 1, LayoutSystemSpacing * multiplier)
    }
    /// `self >= anchor + 8·multiplier` (UIKit's system spacing after `anchor`).
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, LayoutSystemSpacing * multiplier)
    }
    /// `self <= anchor + 8·multiplier` (UIKit's system spacing after `anchor`).
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, LayoutSystemSpacing * multiplier)
    }
}

extension LayoutYAxisAnchor {
    /// `self == anchor + 8·multiplier` (UIKit's system spacing below `anchor`).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, 1, LayoutSystemSpacing * multiplier)
    }
    /// `self >= anchor + 8·multiplier` (UIKit's system spacing below `anchor`).
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, LayoutSystemSpacing * multiplier)
    }
    /// `self <= anchor + 8·multiplier` (UIKit's system spacing below `anchor`).
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, LayoutSystemSpacing * multiplier)
    }
}
