import Foundation

/// Insets of a rectangle's edges (UIEdgeInsets' shape; left/right are absolute, not directional).
public struct LayoutInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of each edge, in points.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// Insets of the given edges (0 for an edge not given).
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// The same inset `v` on all four edges.
    public init(all v: CGFloat) { self.init(top: v, left: v, bottom: v, right: v) }

    /// No insets.
    public static let zero = LayoutInsets()

    /// `{top, left, bottom, right}`, UIEdgeInsets' order.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// The horizontal direction in which leading/trailing resolve.
public enum LayoutDirection: Sendable, Hashable {
    case leftToRight, rightToLeft
}

/// A layout axis.
public enum LayoutAxis: Int, Sendable, Hashable {
    case horizontal = 0, vertical = 1
}

/// The relation of a `LayoutConstraint`.
public enum LayoutRelation: Int, Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self { case .lessThanOrEqual: "<="; case .equal: "=="; case .greaterThanOrEqual: ">=" }
    }
}

/// A constraint priority, 1...1000 (UILayoutPriority's shape). 1000 is required.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
                              ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The level, 1...1000 by convention but not clamped (UIKit rejects other levels); 1000 or
    /// more is required.
    public var rawValue: Float
    /// The priority at this level (RawRepresentable's initializer).
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The priority at this level.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// The priority written as a float literal (`constraint.priority = 999.5`).
    public init(floatLiteral v: Float) { rawValue = v }
    /// The priority written as an integer literal (`constraint.priority = 999`).
    public init(integerLiteral v: Int) { rawValue = Float(v) }

    /// 1000: the constraint must hold (UIKit's `required`).
    public static let required = LayoutPriority(1000)
    /// 750 (UIKit's `defaultHigh`).
    public static let defaultHigh = LayoutPriority(750)
    /// 510 (UIKit's `dragThatCanResizeScene`).
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 250 (UIKit's `defaultLow`).
    public static let defaultLow = LayoutPriority(250)
    /// 50 (UIKit's `fittingSizeLevel`).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the level is 1000 or more.
    public var isRequired: Bool { rawValue >= 1000 }
    /// The solver strength for this priority (strictly ordered levels, see `Strength`).
    public var strength: Strength { Strength(Double(rawValue)) }

    /// Orders by level.
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// The priority `b` levels higher (not clamped).
    public static func + (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    /// The priority `b` levels lower (not clamped).
    public static func - (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue - b) }

    /// The level, without a fraction when it is whole (`750`, `999.5`).
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e15 ? String(Int(rawValue)) : String(rawValue)
    }
}

/// The attributes of NSLayoutConstraint (raw values as in UIKit).
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The case's name (`leadingMargin`).
    public var description: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"; case .right: "right"; case .top: "top"; case .bottom: "bottom"
        case .leading: "leading"; case .trailing: "trailing"; case .width: "width"; case .height: "height"
        case .centerX: "centerX"; case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"; case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"; case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"; case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"; case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"; case .centerYWithinMargins: "centerYWithinMargins"
        }
    }

    /// The axis this attribute lives on, nil for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        default: .vertical
        }
    }

    /// Whether this is `width` or `height`.
    public var isDimension: Bool { self == .width || self == .height }
    /// Margin attributes resolve against the item's `layoutMarginsGuide`.
    public var isMargin: Bool { rawValue >= LayoutAttribute.leftMargin.rawValue }
    // Switches, not `contains` on an array literal: asked twice for every constraint compiled.
    var isDirectional: Bool {
        switch self { case .leading, .trailing, .leadingMargin, .trailingMargin: true; default: false }
    }
    var isAbsoluteHorizontalEdge: Bool {
        switch self { case .left, .right, .leftMargin, .rightMargin: true; default: false }
    }
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The same attribute without the margin (`leftMargin` → `left`).
    var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left; case .rightMargin: .right; case .topMargin: .top; case .bottomMargin: .bottom
        case .leadingMargin: .leading; case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX; case .centerYWithinMargins: .centerY
        default: self
        }
    }
}
