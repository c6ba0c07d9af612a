import Foundation

/// Identifies one solver constraint derived from the tree across passes.
///
/// 16 bytes (an identifier, a 32-bit slot and the case's byte): a first pass writes one per
/// constraint into its keys and its engine's installed order (a 10,000-view tree's 40,000 each;
/// with an `Int` slot a key was 24 bytes).
enum ConstraintKey: Hashable {
    /// A user `LayoutConstraint`.
    case user(ObjectIdentifier)
    /// A system constraint: owner (item or guide) and slot number (a handful per owner).
    case system(ObjectIdentifier, Int32)

    /// A cheap hash (SipHash showed up in profiles of layout passes).
    func _rawHashValue(seed: Int) -> Int {
        let bits: Int
        switch self {
        case .user(let id): bits = Int(bitPattern: UInt(bitPattern: id)) &* 31
        case .system(let id, let slot): bits = Int(bitPattern: UInt(bitPattern: id)) &* 31 &+ Int(slot) &+ 1
        }
        let x = (bits ^ seed) &* -7046029254386353131
        return x ^ (x >> 29)
    }
}

/// A reference to an item that does not keep it alive (the engine must not keep its tree alive:
/// the root's storage holds the engine): the item's `LayoutItemReference`.
struct WeakItem {
    private let reference: LayoutItemReference
    init(_ item: any LayoutItem) { reference = item.layoutStorage.reference(to: item) }
    var item: (any LayoutItem)? { reference.item }
    var name: String { item?.layoutDebugName ?? "<gone>" }
    var maskDescription: String { item.map { "\($0.autoresizingMask)" } ?? "" }
}

/// Where a compiled constraint comes from (described lazily for diagnostics: the payloads are
/// literals and numbers, formatted only when a description is asked for).
/// The names are `OriginName`s (a byte each) but a guide's, which is made per guide: the
/// largest payload is 24 bytes.
enum ConstraintOrigin {
    case user(LayoutConstraint)
    case rootPin(WeakItem, OriginName)
    case fitting(WeakItem, OriginName)
    /// `minX` and the frame's value: described `minX == 10`.
    case autoresizing(WeakItem, OriginName, CGFloat)
    /// `width <=`, the intrinsic size and `(hugging)`: described `width <= 44 (hugging)`.
    case contentSize(WeakItem, OriginName, CGFloat, OriginName)
    case guide(LayoutGuide, String)

    var userConstraint: LayoutConstraint? { if case .user(let c) = self { c } else { nil } }

    func describe(_ c: CompiledConstraint) -> String {
        let p = c.strength.isRequired ? "" : " @\(fmt(CGFloat(c.strength.level)))"
        switch self {
        case .user(let lc): return lc.description
        case .rootPin(let item, let what): return "<RootFrameConstraint '\(item.name)-\(what)' \(item.name).\(what) == \(fmt(CGFloat(-c.constant)))>"
        case .fitting(let item, let what): return "<FittingSizeConstraint \(item.name).\(what) == \(fmt(CGFloat(-c.constant)))\(p)>"
        case .autoresizing(let item, let what, let value):
            return "<AutoresizingMaskLayoutConstraint \(item.maskDescription) \(item.name).\(what) == \(fmt(value))>"
        case .contentSize(let item, let relation, let value, let kind):
            return "<ContentSizeLayoutConstraint \(item.name).\(relation) \(fmt(value)) \(kind)\(p)>"
        case .guide(let g, let what): return "<GuideConstraint '\(g.debugName)-\(what)'>"
        }
    }
}

/// A constraint compiled to solver terms: `Σ terms + constant  op  0`.
///
/// 80 bytes: the one-byte fields share a word after the origin and the user constant's parts
/// are stored flat (a 10,000-view tree compiles 40,000 of these, written by the compile and
/// read by the install). The terms are held once, in the solver's `Constraint`, which the
/// compile makes (`constraint`) and the install adds as it is: inline, without retaining their
/// variables (`SolverTerms`) — the laid-out items' variables, alive while the items are and,
/// once the constraint is installed, held by the solver too. A compiled constraint kept
/// outside the solver across passes (`LayoutEngine.broken`) holds them strongly
/// (`retainingVariables()`).
struct CompiledConstraint {
    /// The solver's constraint as compiled: the terms, like terms merged, with `constant`,
    /// `op` and `strength` as they were compiled (`makeSolverConstraint()` makes another
    /// when `constant` or `strength` has changed since).
    private(set) var constraint: Constraint
    var constant: Double
    var strength: Strength
    var origin: ConstraintOrigin
    var op: RelationalOperator
    /// `userConstant`'s flags (`hasUserConstant`, `userMirrored`, `hasUserSecond`) and parts.
    private var userFlags: UInt8 = 0
    private var userFirst = 0.0
    private var userSecond = 0.0

    private static let hasUserConstant: UInt8 = 1, userMirrored: UInt8 = 2, hasUserSecond: UInt8 = 4

    init(terms: SolverTerms, constant: Double, op: RelationalOperator, strength: Strength, origin: ConstraintOrigin,
         userConstant: (first: Double, mirrored: Bool, second: Double?)? = nil) {
        constraint = Constraint(engineTerms: terms, constant: constant, op, strength: strength)
        self.constant = constant
        self.strength = strength
        self.origin = origin
        self.op = op
        self.userConstant = userConstant
    }

    /// A compiled constraint of `terms`, held strongly.
    init(terms: [Term], constant: Double, op: RelationalOperator, strength: Strength, origin: ConstraintOrigin,
         userConstant: (first: Double, mirrored: Bool, second: Double?)? = nil) {
        self.init(terms: SolverTerms(retaining: terms), constant: constant, op: op, strength: strength, origin: origin,
                  userConstant: userConstant)
    }

    /// The terms (like terms merged), read in the solver's constraint.
    var terms: SolverTerms { constraint.terms }

    /// The same constraint holding its terms' variables strongly: for a compiled constraint
    /// kept outside the solver across passes (the items that own the variables may go).
    func retainingVariables() -> CompiledConstraint {
        var c = self
        c.constraint = Constraint(reduced: terms.retainingVariables(), constant: constraint.constant, constraint.op,
                                  strength: constraint.strength)
        return c
    }

    /// For a user constraint: how `constant` was made from the constraint's own constant,
    /// `(first - (mirrored ? -c : c)) - second` (so an edited `c` recompiles to the same bits).
    var userConstant: (first: Double, mirrored: Bool, second: Double?)? {
        get {
            guard userFlags & Self.hasUserConstant != 0 else { return nil }
            return (userFirst, userFlags & Self.userMirrored != 0, userFlags & Self.hasUserSecond != 0 ? userSecond : nil)
        }
        set {
            guard let u = newValue else { userFlags = 0; userFirst = 0; userSecond = 0; return }
            userFirst = u.first
            userSecond = u.second ?? 0
            userFlags = Self.hasUserConstant | (u.mirrored ? Self.userMirrored : 0) | (u.second != nil ? Self.hasUserSecond : 0)
        }
    }

    /// `constant` recompiled for the user constant `c` (nil for system constraints).
    func constant(forUserConstant c: CGFloat) -> Double? {
        guard let u = userConstant else { return nil }
        var k = u.first - Double(u.mirrored ? -c : c)
        if let second = u.second { k -= second }
        return Double(CGFloat(k))
    }

    /// Same variables, coefficients, relation and strength (the constant may differ).
    func hasSameShape(as o: CompiledConstraint) -> Bool {
        op == o.op && strength == o.strength && terms.hasSameTerms(as: o.terms)
    }

    /// The solver's constraint: `constraint` while the constant (bit for bit), relation and
    /// strength are those it was made with, else one with the same terms and the current ones.
    func makeSolverConstraint() -> Constraint {
        if constant.bitPattern == constraint.constant.bitPattern && op == constraint.op && strength == constraint.strength {
            return constraint
        }
        return Constraint(reduced: terms, constant: constant, op, strength: strength)
    }

    var description: String { origin.describe(self) }
}
