/// A linear expression `Σ coefficient·variable + constant`.
public struct Expression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
    public init(_ term: Term) { self.init([term]) }
    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(constant: Double) { self.init([], constant: constant) }

    /// The current value using the variables' last solved values.
    public var value: Double { terms.reduce(constant) { $0 + $1.value } }

    public var description: String {
        (terms.map(\.description) + [String(constant)]).joined(separator: " + ")
    }
}

// MARK: - Operators building expressions (kiwi's symbolics)

public prefix func - (e: Expression) -> Expression { e * -1 }
public prefix func - (v: Variable) -> Expression { Expression(Term(v, -1)) }
public prefix func - (t: Term) -> Term { Term(t.variable, -t.coefficient) }

public func * (e: Expression, k: Double) -> Expression {
    Expression(e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}
public func * (k: Double, e: Expression) -> Expression { e * k }
public func * (v: Variable, k: Double) -> Term { Term(v, k) }
public func * (k: Double, v: Variable) -> Term { Term(v, k) }
public func * (t: Term, k: Double) -> Term { Term(t.variable, t.coefficient * k) }
public func * (k: Double, t: Term) -> Term { t * k }
public func / (e: Expression, k: Double) -> Expression { e * (1 / k) }
public func / (v: Variable, k: Double) -> Term { Term(v, 1 / k) }
public func / (t: Term, k: Double) -> Term { t * (1 / k) }

public func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
}
public func + (a: Expression, b: Term) -> Expression { a + Expression(b) }
public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
public func + (a: Expression, b: Double) -> Expression { Expression(a.terms, constant: a.constant + b) }
public func + (a: Term, b: Expression) -> Expression { Expression(a) + b }
public func + (a: Term, b: Term) -> Expression { Expression([a, b]) }
public func + (a: Term, b: Variable) -> Expression { Expression([a, Term(b)]) }
public func + (a: Term, b: Double) -> Expression { Expression([a], constant: b) }
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
public func + (a: Variable, b: Term) -> Expression { Expression([Term(a), b]) }
public func + (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b)]) }
public func + (a: Variable, b: Double) -> Expression { Expression([Term(a)], constant: b) }
public func + (a: Double, b: Expression) -> Expression { b + a }
public func + (a: Double, b: Term) -> Expression { b + a }
public func + (a: Double, b: Variable) -> Expression { b + a }

public func - (a: Expression, b: Expression) -> Expression { a + (-b) }
public func - (a: Expression, b: Term) -> Expression { a + (-b) }
public func - (a: Expression, b: Variable) -> Expression { a + (-b) }
public func - (a: Expression, b: Double) -> Expression { a + (-b) }
public func - (a: Term, b: Expression) -> Expression { a + (-b) }
public func - (a: Term, b: Term) -> Expression { a + (-b) }
public func - (a: Term, b: Variable) -> Expression { a + (-b) }
public func - (a: Term, b: Double) -> Expression { a + (-b) }
public func - (a: Variable, b: Expression) -> Expression { a + (-b) }
public func - (a: Variable, b: Term) -> Expression { a + (-b) }
public func - (a: Variable, b: Variable) -> Expression { a + (-b) }
public func - (a: Variable, b: Double) -> Expression { a + (-b) }
public func - (a: Double, b: Expression) -> Expression { -b + a }
public func - (a: Double, b: Term) -> Expression { -b + a }
public func - (a: Double, b: Variable) -> Expression { -b + a }
