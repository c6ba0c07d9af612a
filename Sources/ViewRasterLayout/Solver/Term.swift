/// `coefficient * variable`, one term of a linear `Expression`.
public struct Term: CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var value: Double { coefficient * variable.value }
    public var description: String { "\(coefficient) * \(variable)" }
}
