/// The strength (priority) of a constraint.
///
/// Priorities are **strictly ordered**: the solver minimises a *symbolic* (lexicographic)
/// objective with one component per distinct `level` (see `SymbolicWeight`). Any amount of
/// error at a lower level never outweighs the smallest error at a higher level, so UIKit's
/// 999 integer levels (and fractional ones) all compare strictly; kiwi's single Double objective
/// with weights 1e6/1e3/1 cannot guarantee that (1000 weak errors equal one medium error).
///
/// Within one level, `weight` scales the error linearly (kiwi's per-strength weight).
/// `level >= 1000` means required.
public struct Strength: Hashable, Comparable, CustomStringConvertible, Sendable {
    /// The priority level; 1000 or more is required.
    public var level: Double
    /// A multiplier for errors within the level.
    public var weight: Double

    /// A strength at `level` (one above 1000 becomes 1000, required; low ones are kept), with
    /// `weight` scaling errors within the level.
    public init(_ level: Double, weight: Double = 1) {
        self.level = min(level, 1000)
        self.weight = weight
    }

    /// Required (1000): the constraint must hold; the solver throws if it cannot (kiwi's).
    public static let required = Strength(1000)
    /// Kiwi-compatible names mapped to UIKit's levels.
    public static let strong = Strength(750)
    /// Kiwi's `medium`, at level 500.
    public static let medium = Strength(500)
    /// Kiwi's `weak`, at UIKit's `defaultLow` level (250).
    public static let weak = Strength(250)

    /// Whether the level is 1000 (required).
    public var isRequired: Bool { level >= 1000 }

    /// Orders by level, then by weight within a level.
    public static func < (a: Strength, b: Strength) -> Bool {
        a.level != b.level ? a.level < b.level : a.weight < b.weight
    }

    /// The level, then `×weight` when the weight is not 1 (e.g. `750.0`, `250.0×2.0`).
    public var description: String { weight == 1 ? "\(level)" : "\(level)×\(weight)" }
}
