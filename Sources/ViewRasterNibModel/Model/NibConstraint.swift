import Foundation

/// A layout attribute as IB spells it in `firstAttribute`/`secondAttribute`.
public enum NibLayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// IB writes `baseline` for the last baseline.
    case lastBaseline = "baseline"
    case firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// Reads IB's spelling, accepting `lastBaseline` as well as `baseline`.
    public init?(xib: String) {
        if xib == "lastBaseline" { self = .lastBaseline; return }
        self.init(rawValue: xib)
    }
    /// Whether the attribute is measured along the horizontal axis.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }
}

/// `relation="…"`; absent means equal.
public enum NibLayoutRelation: String, Sendable, Hashable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// One `<constraint>`, with the omitted `firstItem` already resolved to the owning view.
public struct NibConstraint: Sendable, Hashable {
    /// The constraint's `id`.
    public var id: String
    /// The first item's id: `firstItem`, or the id of the view whose `<constraints>` holds it.
    public var firstItem: String
    /// `firstAttribute="…"`.
    public var firstAttribute: NibLayoutAttribute
    /// `relation="…"`: `equal` when absent.
    public var relation: NibLayoutRelation
    /// The second item's id (a view or a layout guide such as the safe area), nil for constants.
    public var secondItem: String?
    /// `secondAttribute="…"`; `notAnAttribute` for a constant.
    public var secondAttribute: NibLayoutAttribute
    /// Decimal (`0.5`) or ratio (`41:34`, `8/10`) multipliers, as a number.
    public var multiplier: Double
    /// `constant="…"`, in points (0 when absent).
    public var constant: Double
    /// 1…1000; absent means required (1000).
    public var priority: Float
    /// `placeholder="YES"`: removed at build time (kept for IB-canvas comparison only).
    public var isPlaceholder: Bool
    /// `identifier="…"` (the constraint's `identifier` property).
    public var identifier: String?
    /// `symbolic="YES"`: a system-spacing constant (IB also stores its value in `constant`).
    public var isSymbolic: Bool
    /// The id of the view whose `<constraints>` block holds this constraint.
    public var ownerID: String
    /// False when a `<variation key="default">` excludes the constraint: it exists (outlets may
    /// point at it) but is not active in the base size class.
    public var isInstalled: Bool = true
    /// `<variation key="heightClass=compact-…" constant="…"/>` blocks for size classes other
    /// than the base (whose `default` constant is already in `constant`).
    public var variations: [NibVariation] = []
    /// Where the `<constraint>` element starts.
    public var location: NibLocation

    /// A constraint as IB writes it; absent attributes take IB's defaults (equal, multiplier 1,
    /// constant 0, required).
    public init(id: String, firstItem: String, firstAttribute: NibLayoutAttribute,
                relation: NibLayoutRelation = .equal, secondItem: String? = nil,
                secondAttribute: NibLayoutAttribute = .notAnAttribute, multiplier: Double = 1,
                constant: Double = 0, priority: Float = 1000, isPlaceholder: Bool = false,
                identifier: String? = nil, isSymbolic: Bool = false, ownerID: String,
                location: NibLocation) {
        self.id = id; self.firstItem = firstItem; self.firstAttribute = firstAttribute
        self.relation = relation; self.secondItem = secondItem; self.secondAttribute = secondAttribute
        self.multiplier = multiplier; self.constant = constant; self.priority = priority
        self.isPlaceholder = isPlaceholder; self.identifier = identifier; self.isSymbolic = isSymbolic
        self.ownerID = ownerID; self.location = location
    }

    /// Parses a multiplier: a decimal (`0.9`), a ratio `a:b`, a fraction `a/b` or a percentage
    /// (`24%`: Interface Builder's multiplier field takes one and stores it as typed). Nil when
    /// malformed or when the divisor is zero.
    public static func parseMultiplier(_ text: String) -> Double? {
        if text.hasSuffix("%") {
            // "24%" is the decimal 0.24: parsed as "24e-2", one rounding, the double "0.24" gives.
            let digits = text.dropLast().trimmingCharacters(in: .whitespaces)
            guard !digits.isEmpty, !digits.contains(where: { "eE%:/".contains($0) }),
                  let v = Double(digits + "e-2"), v.isFinite else { return nil }
            return v
        }
        for sep in [":", "/"] where text.contains(sep) {
            let parts = text.split(separator: Character(sep), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0].trimmingCharacters(in: .whitespaces)),
                  let b = Double(parts[1].trimmingCharacters(in: .whitespaces)), b != 0,
                  a.isFinite, b.isFinite else { return nil }
            return a / b
        }
        guard let v = Double(text.trimmingCharacters(in: .whitespaces)), v.isFinite else { return nil }
        return v
    }
}
