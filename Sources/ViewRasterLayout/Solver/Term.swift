/// `coefficient * variable`, one term of a linear `Expression`.
public struct Term: CustomStringConvertible {
    /// The variable (an identity: the same object is the same unknown).
    public var variable: Variable
    /// The factor multiplying the variable.
    public var coefficient: Double

    /// The term `coefficient·variable` (coefficient 1 unless given).
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The current value, from the variable's last solved value.
    public var value: Double { coefficient * variable.value }
    /// `coefficient * variable`, e.g. `2.0 * x`.
    public var description: String { "\(coefficient) * \(variable)" }
}
