/// Errors thrown by `Solver`, carrying what they are about as kiwi's exceptions do
/// (`UnsatisfiableConstraint::constraint()`, `UnknownEditVariable::variable()`): catch one and
/// look at the constraint itself, not at a string. The solver is unchanged when one is thrown.
///
///     do { try solver.addConstraint(c) }
///     catch SolverError.unsatisfiableConstraint(let failing) { … failing === c … }
public enum SolverError: Error, CustomStringConvertible, Equatable {
    /// The constraint has already been added.
    case duplicateConstraint(Constraint)
    /// The constraint was never added (or has been removed).
    case unknownConstraint(Constraint)
    /// The required constraint conflicts with the required constraints already present.
    case unsatisfiableConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable was asked for at required strength.
    case badRequiredStrength(Variable)
    /// The tableau reached a state the algorithm rules out (a bug in the solver).
    case internalError(String)

    /// The constraint the error is about, if any.
    public var constraint: Constraint? {
        switch self {
        case .duplicateConstraint(let c), .unknownConstraint(let c), .unsatisfiableConstraint(let c): c
        default: nil
        }
    }

    /// The variable the error is about, if any.
    public var variable: Variable? {
        switch self {
        case .duplicateEditVariable(let v), .unknownEditVariable(let v), .badRequiredStrength(let v): v
        default: nil
        }
    }

    /// A message naming what went wrong and the constraint or variable it is about.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "The constraint has already been added to the solver: \(c)"
        case .unknownConstraint(let c): "The constraint has not been added to the solver: \(c)"
        case .unsatisfiableConstraint(let c): "The required constraint cannot be satisfied: \(c)"
        case .duplicateEditVariable(let v): "The edit variable has already been added: \(v)"
        case .unknownEditVariable(let v): "The variable is not an edit variable: \(v)"
        case .badRequiredStrength(let v): "An edit variable cannot have required strength: \(v)"
        case .internalError(let m): "Internal solver error: \(m)"
        }
    }

    /// Same case about the same object (constraints and variables are identities).
    public static func == (a: SolverError, b: SolverError) -> Bool {
        switch (a, b) {
        case (.duplicateConstraint(let x), .duplicateConstraint(let y)), (.unknownConstraint(let x), .unknownConstraint(let y)),
             (.unsatisfiableConstraint(let x), .unsatisfiableConstraint(let y)):
            x === y
        case (.duplicateEditVariable(let x), .duplicateEditVariable(let y)), (.unknownEditVariable(let x), .unknownEditVariable(let y)),
             (.badRequiredStrength(let x), .badRequiredStrength(let y)):
            x === y
        case (.internalError(let x), .internalError(let y)):
            x == y
        default:
            false
        }
    }
}
