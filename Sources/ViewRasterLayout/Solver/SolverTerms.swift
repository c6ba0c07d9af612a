/// The terms of a constraint as the engine hands them to the solver: up to three held inline,
/// their variables **not retained** — a compiled constraint and its solver `Constraint` name
/// the variables of the laid-out tree's items, which the items own (and the solver, once it
/// takes them in) — or, for more terms and wherever the terms must keep their variables alive
/// (a public `Constraint`, a constraint kept broken across passes), a `[Term]` held strongly.
///
/// A term retaining its `Variable` wrote the variable's reference count at the compile, one
/// cache line per term far from the constraint (a 10,000-view chain's 80,000 terms: an L2 miss
/// each), and each compiled constraint had a heap table of its terms besides.
/// Iterating the collection gives `Term`s (each retaining its variable while it lives); the
/// solver's and engine's hot paths read `unretainedVariable(at:)` and `coefficient(at:)`.
struct SolverTerms: RandomAccessCollection {
    private var variable0: Unmanaged<Variable>?
    private var variable1: Unmanaged<Variable>?
    private var variable2: Unmanaged<Variable>?
    private var coefficient0 = 0.0
    private var coefficient1 = 0.0
    private var coefficient2 = 0.0
    /// The terms, held strongly (nil: the inline ones, the first variables that are not nil).
    private var retained: [Term]?

    /// How many terms are inline (56 bytes in all: no count stored).
    private var inlineCount: Int { variable2 != nil ? 3 : variable1 != nil ? 2 : variable0 != nil ? 1 : 0 }

    /// No terms.
    init() {}

    /// `terms`, held strongly.
    init(retaining terms: [Term]) { retained = terms }

    /// One term, inline.
    init(_ v0: Variable, _ k0: Double) { append(v0, k0) }

    /// Two terms, inline.
    init(_ v0: Variable, _ k0: Double, _ v1: Variable, _ k1: Double) {
        append(v0, k0); append(v1, k1)
    }

    /// Three terms, inline.
    init(_ v0: Variable, _ k0: Double, _ v1: Variable, _ k1: Double, _ v2: Variable, _ k2: Double) {
        append(v0, k0); append(v1, k1); append(v2, k2)
    }

    /// Appends `coefficient * variable` (not retaining the variable while there is room inline;
    /// a fourth term moves them all to a strongly held table).
    mutating func append(_ variable: Variable, _ coefficient: Double) {
        append(unretained: Unmanaged.passUnretained(variable), coefficient)
    }

    /// Appends `coefficient * variable`, `variable` given unretained (its owner holds it).
    mutating func append(unretained v: Unmanaged<Variable>, _ coefficient: Double) {
        if retained == nil {
            if variable0 == nil { variable0 = v; coefficient0 = coefficient; return }
            if variable1 == nil { variable1 = v; coefficient1 = coefficient; return }
            if variable2 == nil { variable2 = v; coefficient2 = coefficient; return }
        }
        if retained == nil { retained = array }
        retained!.append(Term(v.takeUnretainedValue(), coefficient))
    }

    /// The same terms, each holding its variable strongly (for terms kept beyond the pass whose
    /// items own their variables).
    func retainingVariables() -> SolverTerms { retained != nil ? self : SolverTerms(retaining: array) }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    /// The number of terms.
    var count: Int { retained?.count ?? inlineCount }

    /// The terms as `Term`s (each retaining its variable), made by index: no generic
    /// iteration of this collection at run time (its iterator's metadata would be
    /// instantiated, with a scan of the process's conformances, on first use).
    var array: [Term] {
        if let retained { return retained }
        var a: [Term] = []
        a.reserveCapacity(inlineCount)
        for i in 0..<inlineCount { a.append(self[i]) }
        return a
    }

    /// Term `i` (retaining its variable while the `Term` lives).
    subscript(i: Int) -> Term { Term(unretainedVariable(at: i).takeUnretainedValue(), coefficient(at: i)) }

    /// Term `i`'s variable, not retained.
    @inline(__always) func unretainedVariable(at i: Int) -> Unmanaged<Variable> {
        if let retained { return Unmanaged.passUnretained(retained[i].variable) }
        switch i {
        case 0: return variable0.unsafelyUnwrapped
        case 1: return variable1.unsafelyUnwrapped
        default: return variable2.unsafelyUnwrapped
        }
    }

    /// Starts loading what the install reads and writes of the variables held inline
    /// (`PrefetchSpan.variableInstall`): the install's look-ahead.
    @inline(__always) func prefetchInlineVariables() {
        if let v = variable0 { prefetchForRead(PrefetchSpan.variableInstall, of: v.toOpaque()) }
        if let v = variable1 { prefetchForRead(PrefetchSpan.variableInstall, of: v.toOpaque()) }
        if let v = variable2 { prefetchForRead(PrefetchSpan.variableInstall, of: v.toOpaque()) }
    }

    /// Term `i`'s coefficient.
    @inline(__always) func coefficient(at i: Int) -> Double {
        if let retained { return retained[i].coefficient }
        switch i {
        case 0: return coefficient0
        case 1: return coefficient1
        default: return coefficient2
        }
    }

    /// Whether term `i` names the same variable object as term `j` of `other`.
    @inline(__always) func variable(at i: Int, isVariableOf other: SolverTerms, at j: Int) -> Bool {
        unretainedVariable(at: i).toOpaque() == other.unretainedVariable(at: j).toOpaque()
    }

    /// The same variables (by identity) with the same coefficients, in the same order.
    func hasSameTerms(as other: SolverTerms) -> Bool {
        guard count == other.count else { return false }
        for i in 0..<count where !variable(at: i, isVariableOf: other, at: i) || coefficient(at: i) != other.coefficient(at: i) {
            return false
        }
        return true
    }

    /// Like terms merged (`Constraint.reduce`'s scan: the first of each variable keeps its
    /// place, later coefficients added to it in order); `self` when no variable repeats.
    func reduced() -> SolverTerms {
        if retained != nil { return SolverTerms(retaining: Constraint.reduce(Expression(array)).terms) }
        var distinct = true
        for i in 0..<inlineCount where distinct {
            for j in (i + 1)..<inlineCount where variable(at: i, isVariableOf: self, at: j) { distinct = false; break }
        }
        if distinct { return self }
        var out = SolverTerms()
        for i in 0..<inlineCount {
            if let at = (0..<out.inlineCount).first(where: { out.variable(at: $0, isVariableOf: self, at: i) }) {
                switch at {
                case 0: out.coefficient0 += coefficient(at: i)
                case 1: out.coefficient1 += coefficient(at: i)
                default: out.coefficient2 += coefficient(at: i)
                }
            } else {
                out.append(unretainedVariable(at: i).takeUnretainedValue(), coefficient(at: i))
            }
        }
        return out
    }
}
