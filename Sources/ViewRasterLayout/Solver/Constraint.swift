/// The relation of a constraint `expression ⋚ 0`.
public enum RelationalOperator: Sendable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual
    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self { case .lessThanOrEqual: "<="; case .equal: "=="; case .greaterThanOrEqual: ">=" }
    }
}

/// A linear constraint `expression op 0` with a strength. Immutable; identity is the object.
/// Sendable (so a `SolverError` can carry it) because nothing of it changes after `init` but
/// the solver's private slot, which only the solver holding it writes (solvers are used from
/// one thread at a time); the variables it names are identities (see `Variable` for who writes
/// their values).
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    /// `Σ terms + constant`, like terms merged (made on each read from `terms` and `constant`).
    public var expression: Expression { Expression(terms.array, constant: constant) }
    /// The expression's terms: held strongly for a constraint made with `init(_:_:strength:)`;
    /// for one the engine makes (`init(engineTerms:constant:_:strength:)`), its variables are
    /// the laid-out items' and are not retained (see `SolverTerms`).
    let terms: SolverTerms
    /// The expression's constant.
    let constant: Double
    /// The relation of the expression to 0.
    public let op: RelationalOperator
    /// The strength; `.required` unless given (as kiwi's default).
    public let strength: Strength
    /// The index of the solver that holds this constraint first (see `SolverSlot`); the one
    /// mutable field, written only by that solver.
    @exclusivity(unchecked) var solverSlot = SolverSlot.free

    /// Builds `expression op 0`; like terms are merged.
    public init(_ expression: Expression, _ op: RelationalOperator, strength: Strength = .required) {
        let reduced = Constraint.reduce(expression)
        terms = SolverTerms(retaining: reduced.terms)
        constant = reduced.constant
        self.op = op
        self.strength = strength
    }

    /// `Σ terms + constant op 0`, like terms merged, the terms' variables not retained when
    /// they are held inline: the engine's path into the solver (`CompiledConstraint`), whose
    /// variables the laid-out items own, and the solver too while the constraint is added.
    init(engineTerms: SolverTerms, constant: Double, _ op: RelationalOperator, strength: Strength) {
        terms = engineTerms.reduced()
        self.constant = constant
        self.op = op
        self.strength = strength
    }

    /// `Σ terms + constant op 0`, the terms already reduced (`with(strength:)`, and the
    /// engine's copies of a compiled constraint with another constant or strength).
    init(reduced: SolverTerms, constant: Double, _ op: RelationalOperator, strength: Strength) {
        terms = reduced
        self.constant = constant
        self.op = op
        self.strength = strength
    }

    /// A copy with a different strength.
    public func with(strength: Strength) -> Constraint { Constraint(reduced: terms, constant: constant, op, strength: strength) }

    /// `expression op 0 | strength`, e.g. `1.0 * x + -10.0 == 0 | 1000.0`.
    public var description: String { "\(expression) \(op) 0 | \(strength)" }

    static func reduce(_ e: Expression) -> Expression {
        // Few terms (every Auto Layout constraint): merge by a scan, with no dictionary; the
        // same sums, in the same order, as below.
        if e.terms.count <= 8 {
            let ts = e.terms
            var distinct = true
            for i in ts.indices where distinct {
                for j in (i + 1)..<ts.count where ts[i].variable === ts[j].variable { distinct = false; break }
            }
            if distinct { return e }
            var terms: [Term] = []
            terms.reserveCapacity(e.terms.count)
            for t in e.terms {
                if let i = terms.firstIndex(where: { $0.variable === t.variable }) {
                    terms[i].coefficient += t.coefficient
                } else {
                    terms.append(t)
                }
            }
            return Expression(terms, constant: e.constant)
        }
        var order: [ObjectKey] = []
        var sums: [ObjectKey: Term] = [:]
        for t in e.terms {
            let key = ObjectKey(t.variable)
            if var s = sums[key] { s.coefficient += t.coefficient; sums[key] = s } else {
                sums[key] = t; order.append(key)
            }
        }
        return Expression(order.map { sums[$0]! }, constant: e.constant)
    }
}

// MARK: - Relations building constraints (required by default; use `|` to set a strength)

/// The constraint `a − b == 0`, required.
public func == (a: Expression, b: Expression) -> Constraint { Constraint(a - b, .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Expression, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Expression, b: Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Expression, b: Variable) -> Constraint { Constraint(a - Expression(b), .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Expression, b: Variable) -> Constraint { Constraint(a - Expression(b), .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Expression, b: Variable) -> Constraint { Constraint(a - Expression(b), .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Expression, b: Term) -> Constraint { Constraint(a - Expression(b), .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Expression, b: Term) -> Constraint { Constraint(a - Expression(b), .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Expression, b: Term) -> Constraint { Constraint(a - Expression(b), .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Expression, b: Double) -> Constraint { Constraint(a - Expression(constant: b), .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Expression, b: Double) -> Constraint { Constraint(a - Expression(constant: b), .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Expression, b: Double) -> Constraint { Constraint(a - Expression(constant: b), .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Variable, b: Expression) -> Constraint { Constraint(Expression(a) - b, .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Variable, b: Expression) -> Constraint { Constraint(Expression(a) - b, .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Variable, b: Expression) -> Constraint { Constraint(Expression(a) - b, .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Variable, b: Variable) -> Constraint { Constraint(Expression(a) - Expression(b), .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Variable, b: Variable) -> Constraint { Constraint(Expression(a) - Expression(b), .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Variable, b: Variable) -> Constraint { Constraint(Expression(a) - Expression(b), .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Variable, b: Term) -> Constraint { Constraint(Expression(a) - Expression(b), .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Variable, b: Term) -> Constraint { Constraint(Expression(a) - Expression(b), .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Variable, b: Term) -> Constraint { Constraint(Expression(a) - Expression(b), .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Variable, b: Double) -> Constraint { Constraint(Expression(a) - Expression(constant: b), .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Variable, b: Double) -> Constraint { Constraint(Expression(a) - Expression(constant: b), .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Variable, b: Double) -> Constraint { Constraint(Expression(a) - Expression(constant: b), .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Term, b: Expression) -> Constraint { Constraint(Expression(a) - b, .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Term, b: Expression) -> Constraint { Constraint(Expression(a) - b, .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Term, b: Expression) -> Constraint { Constraint(Expression(a) - b, .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Term, b: Variable) -> Constraint { Constraint(Expression(a) - Expression(b), .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Term, b: Variable) -> Constraint { Constraint(Expression(a) - Expression(b), .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Term, b: Variable) -> Constraint { Constraint(Expression(a) - Expression(b), .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Term, b: Term) -> Constraint { Constraint(Expression(a) - Expression(b), .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Term, b: Term) -> Constraint { Constraint(Expression(a) - Expression(b), .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Term, b: Term) -> Constraint { Constraint(Expression(a) - Expression(b), .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Term, b: Double) -> Constraint { Constraint(Expression(a) - Expression(constant: b), .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Term, b: Double) -> Constraint { Constraint(Expression(a) - Expression(constant: b), .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Term, b: Double) -> Constraint { Constraint(Expression(a) - Expression(constant: b), .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Double, b: Expression) -> Constraint { Constraint(Expression(constant: a) - b, .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Double, b: Expression) -> Constraint { Constraint(Expression(constant: a) - b, .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Double, b: Expression) -> Constraint { Constraint(Expression(constant: a) - b, .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Double, b: Variable) -> Constraint { Constraint(Expression(constant: a) - Expression(b), .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Double, b: Variable) -> Constraint { Constraint(Expression(constant: a) - Expression(b), .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Double, b: Variable) -> Constraint { Constraint(Expression(constant: a) - Expression(b), .greaterThanOrEqual) }
/// The constraint `a − b == 0`, required.
public func == (a: Double, b: Term) -> Constraint { Constraint(Expression(constant: a) - Expression(b), .equal) }
/// The constraint `a − b <= 0`, required.
public func <= (a: Double, b: Term) -> Constraint { Constraint(Expression(constant: a) - Expression(b), .lessThanOrEqual) }
/// The constraint `a − b >= 0`, required.
public func >= (a: Double, b: Term) -> Constraint { Constraint(Expression(constant: a) - Expression(b), .greaterThanOrEqual) }

/// `(x == 10) | .weak`: the constraint with another strength. Parenthesise the relation:
/// `|` binds tighter than `==` in Swift.
public func | (c: Constraint, s: Strength) -> Constraint { c.with(strength: s) }
/// `(x == 10) | 250`: the constraint at a priority level.
public func | (c: Constraint, level: Double) -> Constraint { c.with(strength: Strength(level)) }
