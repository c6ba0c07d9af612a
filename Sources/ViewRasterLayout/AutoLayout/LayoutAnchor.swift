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

    public func constraint(equalTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, 1, constant)
    }
    public func constraint(lessThanOrEqualTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, constant)
    }
    public func constraint(greaterThanOrEqualTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, constant)
    }
}

/// A horizontal position anchor (left, right, leading, trailing, centerX).
public struct LayoutXAxisAnchor: LayoutAnchor {
    public let item: AnyObject
    public let attribute: LayoutAttribute
}

/// A vertical position anchor (top, bottom, centerY, baselines).
public struct LayoutYAxisAnchor: LayoutAnchor {
    public let item: AnyObject
    public let attribute: LayoutAttribute
}

/// A size anchor (width, height).
public struct LayoutDimension: LayoutAnchor {
    public let item: AnyObject
    public let attribute: LayoutAttribute

    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier, constant)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier, constant)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier, constant)
    }
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, 1, c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { make(.lessThanOrEqual, nil, 1, c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { make(.greaterThanOrEqual, nil, 1, c) }
}

extension LayoutItem {
    public var leftAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .right) }
    public var leadingAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    public var centerXAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .lastBaseline) }
    public var widthAnchor: LayoutDimension { .init(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { .init(item: self, attribute: .height) }
}

extension LayoutGuide {
    public var leftAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .right) }
    public var leadingAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    public var centerXAnchor: LayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { .init(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { .init(item: self, attribute: .height) }
}

/// UIKit's standard spacing between siblings (`constraint(equalToSystemSpacingAfter:)`).
public let LayoutSystemSpacing: CGFloat = 8

extension LayoutXAxisAnchor {
    /// `self == anchor + 8·multiplier` (UIKit's system spacing after `anchor`).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, 1, LayoutSystemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, LayoutSystemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, LayoutSystemSpacing * multiplier)
    }
}

extension LayoutYAxisAnchor {
    /// `self == anchor + 8·multiplier` (UIKit's system spacing below `anchor`).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, 1, LayoutSystemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, LayoutSystemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, LayoutSystemSpacing * multiplier)
    }
}
