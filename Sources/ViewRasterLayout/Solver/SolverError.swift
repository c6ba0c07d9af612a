/// Errors thrown by `Solver`. The solver is unchanged when one is thrown.
public enum SolverError: Error, CustomStringConvertible, Equatable {
    case duplicateConstraint(String)
    case unknownConstraint(String)
    case unsatisfiableConstraint(String)
    case duplicateEditVariable(String)
    case unknownEditVariable(String)
    case badRequiredStrength(String)
    case internalError(String)

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
}
