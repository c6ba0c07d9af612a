import Foundation

/// Identifies one solver constraint derived from the tree across passes.
enum ConstraintKey: Hashable {
    /// A user `LayoutConstraint`.
    case user(ObjectIdentifier)
    /// A system constraint: owner (item or guide) and slot number.
    case system(ObjectIdentifier, Int)

    /// A cheap hash (SipHash showed up in profiles of layout passes).
    func _rawHashValue(seed: Int) -> Int {
        let bits: Int
        switch self {
        case .user(let id): bits = Int(bitPattern: UInt(bitPattern: id)) &* 31
        case .system(let id, let slot): bits = Int(bitPattern: UInt(bitPattern: id)) &* 31 &+ slot &+ 1
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
/// The names are `OriginName`s (a byte each) but a guide's, which is made per guide. A user
/// constraint's origin also carries how its constant was compiled (`UserConstantParts`, which
/// only user constraints have): the largest payloads are 26 bytes.
enum ConstraintOrigin {
    /// The user constraint and how its compiled constant was made from its own (nil: not recorded).
    case user(LayoutConstraint, UserConstantParts?)
    case rootPin(WeakItem, OriginName)
    case fitting(WeakItem, OriginName)
    /// `minX` and the frame's value: described `minX == 10`.
    case autoresizing(WeakItem, OriginName, CGFloat)
    /// `width <=`, the intrinsic size and `(hugging)`: described `width <= 44 (hugging)`.
    case contentSize(WeakItem, OriginName, CGFloat, OriginName)
    case guide(LayoutGuide, String)

    var userConstraint: LayoutConstraint? { if case .user(let c, _) = self { c } else { nil } }

    func describe(_ c: CompiledConstraint) -> String {
        let p = c.strength.isRequired ? "" : " @\(fmt(CGFloat(c.strength.level)))"
        switch self {
        case .user(let lc, _): return lc.description
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
/// 64 bytes (a 10,000-view tree compiles 40,000 of these, written by the compile and read by
/// the install): the operator shares the origin's last word, and a user constraint's constant
/// parts ride in its origin's `.user` payload, which is no larger than the other cases'
/// (a system constraint, most of a tree's, has none: 16 bytes of every compiled constraint
/// were zeros, and with them a constraint took 80 bytes, 1.25 cache lines). The terms are held once, in the solver's `Constraint`, which the
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
    /// Where the constraint comes from; a user constraint's also holds `userConstant`.
    var origin: ConstraintOrigin
    var op: RelationalOperator

    init(terms: SolverTerms, constant: Double, op: RelationalOperator, strength: Strength, origin: ConstraintOrigin,
         userConstant: (first: Double, mirrored: Bool, second: Double?)? = nil) {
        constraint = Constraint(engineTerms: terms, constant: constant, op, strength: strength)
        self.constant = constant
        self.strength = strength
        self.origin = origin
        self.op = op
        if let u = userConstant { self.userConstant = u }
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
    /// Kept in the origin's `.user` payload: only a user constraint has one (setting one on a
    /// compiled constraint of another origin is a programming error).
    var userConstant: (first: Double, mirrored: Bool, second: Double?)? {
        get {
            guard case .user(_, let parts?) = origin else { return nil }
            return (parts.first, parts.mirrored, parts.hasSecond ? parts.second : nil)
        }
        set {
            guard case .user(let c, _) = origin else {
                precondition(newValue == nil, "a user constant belongs to a user constraint's origin")
                return
            }
            origin = .user(c, newValue.map(UserConstantParts.init))
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

/// How a user constraint's compiled constant was made from the constraint's own constant `c`:
/// `(first - (mirrored ? -c : c)) - second` (`second` only when `hasSecond`), kept flat so that
/// a `ConstraintOrigin.user` payload is 26 bytes.
struct UserConstantParts {
    /// The first part (the ends' own offsets).
    var first: Double
    /// The second part, when `hasSecond` (else 0).
    var second: Double
    /// The user constant is subtracted negated (the ends were swapped).
    var mirrored: Bool
    /// There is a second part.
    var hasSecond: Bool

    /// The parts of `(first, mirrored, second)` as `CompiledConstraint.userConstant` spells them.
    init(_ u: (first: Double, mirrored: Bool, second: Double?)) {
        first = u.first
        second = u.second ?? 0
        mirrored = u.mirrored
        hasSecond = u.second != nil
    }
}
