// A text picture of the solver's state for debugging, as kiwi's `debug::dumps(solver)`.

extension Solver {
    /// The objective, the tableau, the infeasible rows, the variables with their symbols, the
    /// edit variables and the constraints, in kiwi's `debug.h` layout. Symbols are written as
    /// kiwi does (`v` external, `s` slack, `e` error, `d` dummy, then the id); a row reads
    /// `basic | constant + coefficient * symbol …`; objective weights are symbolic,
    /// `[level: value, …]` from the highest level down. Everything is sorted by symbol id, so
    /// the same state always dumps to the same text.
    public var dump: String {
        var out: [String] = []
        func section(_ title: String, _ lines: [String]) {
            out.append(title)
            out.append(String(repeating: "-", count: title.count))
            out += lines
            out.append("")
        }
        let objectiveCells = objective.cells.keys.sorted().map { s in
            "\(Self.format(objective.weight(for: s))) * \(Self.name(s))"
        }
        section("Objective", [objectiveCells.isEmpty ? "0" : objectiveCells.joined(separator: " + ")])
        section("Tableau", rows.keys.sorted().map { "\(Self.name($0)) | \(Self.format(rows[$0]!))" })
        section("Infeasible", infeasible.sorted().map(Self.name))
        section("Variables", externals.keys.map { "\(externals[$0]!) = \(Self.name($0))" })
        let edited = edits.values.compactMap { info in constraintIndex(of: info.constraint).flatMap { constraintInfos[$0] } }
            .sorted { $0.tag.marker < $1.tag.marker }
        section("Edit Variables", edited.compactMap { $0.constraint.expression.terms.first.map { "\($0.variable)" } })
        section("Constraints", constraintInfos.compactMap { $0 }.sorted { $0.tag.marker < $1.tag.marker }.map { Self.format($0.constraint) })
        return out.joined(separator: "\n")
    }

    static func name(_ s: Symbol) -> String {
        let letter: String
        switch s.kind {
        case .external: letter = "v"
        case .slack: letter = "s"
        case .error: letter = "e"
        case .dummy: letter = "d"
        }
        return letter + String(s.id)
    }

    static func format(_ row: Row) -> String {
        ([format(row.constant)] + row.cells.keys.sorted().map { "\(format(row.cells[$0]!)) * \(name($0))" })
            .joined(separator: " + ")
    }

    static func format(_ w: SymbolicWeight) -> String {
        "[" + w.parts.map { "\(format($0.level)): \(format($0.value))" }.joined(separator: ", ") + "]"
    }

    static func format(_ c: Constraint) -> String {
        let terms = c.expression.terms.map { "\(format($0.coefficient)) * \($0.variable)" }
        return (terms + [format(c.expression.constant)]).joined(separator: " + ") + " \(c.op) 0 | strength = \(format(c.strength.level))"
            + (c.strength.weight == 1 ? "" : " × \(format(c.strength.weight))")
    }

    /// `10` for 10.0, `0.5` for 0.5: whole numbers without a fraction.
    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
