import Foundation

/// A cubic Bézier easing curve from (0,0) to (1,1), as CAMediaTimingFunction.
public struct TimingFunction: Sendable, Hashable {
    /// The curve's two control points (its ends are (0,0) and (1,1)).
    public var c1: CGPoint, c2: CGPoint
    /// The curve with control points (x1, y1) and (x2, y2) (CAMediaTimingFunction(controlPoints:)).
    public init(controlPoints x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) {
        c1 = CGPoint(x: x1, y: y1); c2 = CGPoint(x: x2, y: y2)
    }
    /// Constant speed: (0,0) (1,1).
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// Slow start: (0.42,0) (1,1).
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// Slow end: (0,0) (0.58,1).
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Slow start and end: (0.42,0) (0.58,1).
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// Core Animation's `default` curve.
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The names of Core Animation's predefined curves (CAMediaTimingFunctionName).
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name's string.
        public var rawValue: String
        /// The name `rawValue` (unknown names give the linear curve).
        public init(rawValue: String) { self.rawValue = rawValue }
        /// CAMediaTimingFunctionName.linear.
        public static let linear = Name(rawValue: "linear")
        /// CAMediaTimingFunctionName.easeIn.
        public static let easeIn = Name(rawValue: "easeIn")
        /// CAMediaTimingFunctionName.easeOut.
        public static let easeOut = Name(rawValue: "easeOut")
        /// CAMediaTimingFunctionName.easeInEaseOut.
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        /// CAMediaTimingFunctionName.default.
        public static let `default` = Name(rawValue: "default")
    }

    /// The predefined curve `name` (CAMediaTimingFunction(name:)); an unknown name is linear.
    public init(name: Name) {
        switch name {
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInEaseOut: self = .easeInEaseOut
        case .default: self = .default
        default: self = .linear
        }
    }

    /// The eased progress for time fraction `x` in 0…1.
    public func value(at x: CGFloat) -> CGFloat {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if self == .linear { return x }
        // Solve bx(t) = x by Newton's method, falling back to bisection.
        func bx(_ t: CGFloat) -> CGFloat { let mt = 1 - t; return 3 * mt * mt * t * c1.x + 3 * mt * t * t * c2.x + t * t * t }
        func by(_ t: CGFloat) -> CGFloat { let mt = 1 - t; return 3 * mt * mt * t * c1.y + 3 * mt * t * t * c2.y + t * t * t }
        func dx(_ t: CGFloat) -> CGFloat { let mt = 1 - t; return 3 * mt * mt * c1.x + 6 * mt * t * (c2.x - c1.x) + 3 * t * t * (1 - c2.x) }
        var t = x
        for _ in 0..<8 {
            let err = bx(t) - x
            if abs(err) < 1e-9 { return by(t) }
            let d = dx(t)
            if abs(d) < 1e-6 { break }
            t -= err / d
        }
        var lo: CGFloat = 0, hi: CGFloat = 1
        t = x
        for _ in 0..<60 {
            let v = bx(t)
            if abs(v - x) < 1e-9 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return by(t)
    }
}
