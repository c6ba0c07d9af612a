/// A linear expression `Σ coefficient·variable + constant`.
public struct Expression: CustomStringConvertible {
    /// The terms, in the order given (like terms are not merged here; a `Constraint` merges them).
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// The expression `Σ terms + constant` (by default no terms and 0).
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
    /// The expression of one term, constant 0.
    public init(_ term: Term) { self.init([term]) }
    /// The expression `1·variable`, constant 0.
    public init(_ variable: Variable) { self.init([Term(variable)]) }
    /// The expression of a constant alone, no terms.
    public init(constant: Double) { self.init([], constant: constant) }

    /// The current value using the variables' last solved values.
    public var value: Double { terms.reduce(constant) { $0 + $1.value } }

    /// The terms and the constant joined by ` + ` (e.g. `2.0 * x + 0.0`).
    public var description: String {
        (terms.map(\.description) + [String(constant)]).joined(separator: " + ")
    }
}

// MARK: - Operators building expressions (kiwi's symbolics)

/// The expression negated: each coefficient and the constant times −1.
public prefix func - (e: Expression) -> Expression { e * -1 }
/// The expression `−1·v`.
public prefix func - (v: Variable) -> Expression { Expression(Term(v, -1)) }
/// The term with its coefficient negated.
public prefix func - (t: Term) -> Term { Term(t.variable, -t.coefficient) }

/// The expression scaled: each coefficient and the constant times `k`.
public func * (e: Expression, k: Double) -> Expression {
    Expression(e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}
/// The expression scaled by `k` (as `e * k`).
public func * (k: Double, e: Expression) -> Expression { e * k }
/// The term `k·v`.
public func * (v: Variable, k: Double) -> Term { Term(v, k) }
/// The term `k·v`.
public func * (k: Double, v: Variable) -> Term { Term(v, k) }
/// The term with its coefficient times `k`.
public func * (t: Term, k: Double) -> Term { Term(t.variable, t.coefficient * k) }
/// The term with its coefficient times `k`.
public func * (k: Double, t: Term) -> Term { t * k }
/// The expression times `1 / k` (`k` is not checked: 0 gives infinite coefficients).
public func / (e: Expression, k: Double) -> Expression { e * (1 / k) }
/// The term `(1 / k)·v` (`k` is not checked: 0 gives an infinite coefficient).
public func / (v: Variable, k: Double) -> Term { Term(v, 1 / k) }
/// The term with its coefficient times `1 / k` (`k` is not checked).
public func / (t: Term, k: Double) -> Term { t * (1 / k) }

/// The expression `a + b`: the terms of both (like terms kept apart), the constants added.
public func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
}
/// The expression `a + b`.
public func + (a: Expression, b: Term) -> Expression { a + Expression(b) }
/// The expression `a + b`.
public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
/// The expression `a + b`: `a` with `b` added to its constant.
public func + (a: Expression, b: Double) -> Expression { Expression(a.terms, constant: a.constant + b) }
/// The expression `a + b`.
public func + (a: Term, b: Expression) -> Expression { Expression(a) + b }
/// The expression `a + b`.
public func + (a: Term, b: Term) -> Expression { Expression([a, b]) }
/// The expression `a + b`.
public func + (a: Term, b: Variable) -> Expression { Expression([a, Term(b)]) }
/// The expression `a + b`.
public func + (a: Term, b: Double) -> Expression { Expression([a], constant: b) }
/// The expression `a + b`.
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
/// The expression `a + b`.
public func + (a: Variable, b: Term) -> Expression { Expression([Term(a), b]) }
/// The expression `a + b`.
public func + (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b)]) }
/// The expression `a + b`.
public func + (a: Variable, b: Double) -> Expression { Expression([Term(a)], constant: b) }
/// The expression `a + b`.
public func + (a: Double, b: Expression) -> Expression { b + a }
/// The expression `a + b`.
public func + (a: Double, b: Term) -> Expression { b + a }
/// The expression `a + b`.
public func + (a: Double, b: Variable) -> Expression { b + a }

/// The expression `a − b`.
public func - (a: Expression, b: Expression) -> Expression { a + (-b) }
/// The expression `a − b`.
public func - (a: Expression, b: Term) -> Expression { a + (-b) }
/// The expression `a − b`.
public func - (a: Expression, b: Variable) -> Expression { a + (-b) }
/// The expression `a − b`.
public func - (a: Expression, b: Double) -> Expression { a + (-b) }
/// The expression `a − b`.
public func - (a: Term, b: Expression) -> Expression { a + (-b) }
/// The expression `a − b`.
public func - (a: Term, b: Term) -> Expression { a + (-b) }
/// The expression `a − b`.
public func - (a: Term, b: Variable) -> Expression { a + (-b) }
/// The expression `a − b`.
public func - (a: Term, b: Double) -> Expression { a + (-b) }
/// The expression `a − b`.
public func - (a: Variable, b: Expression) -> Expression { a + (-b) }
/// The expression `a − b`.
public func - (a: Variable, b: Term) -> Expression { a + (-b) }
/// The expression `a − b`.
public func - (a: Variable, b: Variable) -> Expression { a + (-b) }
/// The expression `a − b`.
public func - (a: Variable, b: Double) -> Expression { a + (-b) }
/// The expression `a − b`.
public func - (a: Double, b: Expression) -> Expression { -b + a }
/// The expression `a − b`.
public func - (a: Double, b: Term) -> Expression { -b + a }
/// The expression `a − b`.
public func - (a: Double, b: Variable) -> Expression { -b + a }
