import Foundation

/// UIView.AutoresizingMask's shape (raw values as in UIKit).
public struct AutoresizingMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The mask's bits (UIKit's values).
    public let rawValue: UInt
    /// The mask with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin takes a share of a change of the superitem's width.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width takes a share of a change of the superitem's width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin takes a share of a change of the superitem's width.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin takes a share of a change of the superitem's height.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height takes a share of a change of the superitem's height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin takes a share of a change of the superitem's height.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// UIKit's debug notation, e.g. `h=-&- v=--&` (`-` fixed, `&` flexible; margin, size, margin).
    public var description: String {
        func c(_ m: AutoresizingMask) -> String { contains(m) ? "&" : "-" }
        return "h=\(c(.flexibleLeftMargin))\(c(.flexibleWidth))\(c(.flexibleRightMargin)) "
            + "v=\(c(.flexibleTopMargin))\(c(.flexibleHeight))\(c(.flexibleBottomMargin))"
    }

    /// The linear springs-and-struts rule for one axis: how much of a change `Δ` of the
    /// superitem's size goes to the leading margin and to the size.
    ///
    /// UIKit (and AppKit's `resizeWithOldSuperviewSize:`) distribute the change among the
    /// flexible components **in proportion to their current sizes**; when every flexible component
    /// currently has size 0 (or the proportional sum is 0) the change is shared equally.
    /// Fixed components never change. With no flexible component the frame does not change.
    /// Returns (fraction to the margin before, fraction to the size).
    static func shares(margin0: CGFloat, size: CGFloat, margin1: CGFloat,
                       flexMargin0: Bool, flexSize: Bool, flexMargin1: Bool) -> (CGFloat, CGFloat) {
        let parts = [(flexMargin0, margin0), (flexSize, size), (flexMargin1, margin1)]
        let flexible = parts.filter(\.0)
        if flexible.isEmpty { return (0, 0) }
        let total = flexible.reduce(0) { $0 + max(0, $1.1) }
        if total > 0 {
            return (flexMargin0 ? max(0, margin0) / total : 0, flexSize ? max(0, size) / total : 0)
        }
        let share = 1 / CGFloat(flexible.count)
        return (flexMargin0 ? share : 0, flexSize ? share : 0)
    }

    /// Resizes `frame` (in superitem coordinates) for a superitem whose size changed from
    /// `oldSuperSize` to `newSuperSize` (a pure function; see `shares` for the rule).
    public func resize(_ frame: CGRect, oldSuperSize: CGSize, newSuperSize: CGSize) -> CGRect {
        let h = AutoresizingMask.shares(margin0: frame.minX, size: frame.width,
                                        margin1: oldSuperSize.width - frame.maxX,
                                        flexMargin0: contains(.flexibleLeftMargin), flexSize: contains(.flexibleWidth),
                                        flexMargin1: contains(.flexibleRightMargin))
        let v = AutoresizingMask.shares(margin0: frame.minY, size: frame.height,
                                        margin1: oldSuperSize.height - frame.maxY,
                                        flexMargin0: contains(.flexibleTopMargin), flexSize: contains(.flexibleHeight),
                                        flexMargin1: contains(.flexibleBottomMargin))
        let dw = newSuperSize.width - oldSuperSize.width, dh = newSuperSize.height - oldSuperSize.height
        return CGRect(x: frame.minX + dw * h.0, y: frame.minY + dh * v.0,
                      width: frame.width + dw * h.1, height: frame.height + dh * v.1)
    }
}
