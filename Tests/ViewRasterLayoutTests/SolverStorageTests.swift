import Foundation
import Testing
@testable import ViewRasterLayout

/// The solver's packed storage: symbol tables that keep a kind byte per id instead of whole
/// symbols and grow by steps inside their reservation, rows with their order and lazy flag in
/// one word, constraint tags in 24 bytes. Each must read back exactly what was written.
@Suite struct SolverStorageTests {
    /// `keys` rebuilds each symbol, kind included, from its id and the kind byte.
    @Test func symbolTableKeysKeepTheirKinds() {
        var t = SymbolTable<Int>()
        let written = [Symbol(id: 7, kind: .dummy), Symbol(id: 1, kind: .external),
                       Symbol(id: 300, kind: .error), Symbol(id: 4, kind: .slack)]
        for (i, s) in written.enumerated() { t[s] = i }
        #expect(t.keys == written.sorted())
        #expect(t.keys.map(\.kind) == [.external, .slack, .dummy, .error])
        #expect(t.count == 4)
        // A removed id is gone; the same id written with another kind comes back with it.
        t[Symbol(id: 7, kind: .dummy)] = nil
        t[Symbol(id: 7, kind: .slack)] = 9
        #expect(t.keys.map(\.raw) == [Symbol(id: 1, kind: .external), Symbol(id: 4, kind: .slack),
                                      Symbol(id: 7, kind: .slack), Symbol(id: 300, kind: .error)].map(\.raw))
        #expect(t[Symbol(id: 7, kind: .slack)] == 9 && t[Symbol(id: 300, kind: .error)] == 2)
        // Through the defaulting subscript too.
        t[Symbol(id: 5000, kind: .dummy), default: 0] += 3
        #expect(t.keys.last == Symbol(id: 5000, kind: .dummy) && t[Symbol(id: 5000, kind: .dummy)] == 3)
    }

    /// Inside the reserved storage a table grows by `reservedStep` ids past the one asked
    /// (never past the reservation); outside it doubles, at least to the id and to 64.
    @Test func symbolTableGrowsByStepsInsideItsReservation() {
        let step = SymbolTable<Int>.reservedStep
        #expect(step == 1024)
        // Reserved 100,000: id 10 from empty takes one step; id 50,000 from 2,048 stops at 50,001.
        #expect(SymbolTable<Int>.grownCount(for: 10, count: 0, reserved: 100_000) == 1024)
        #expect(SymbolTable<Int>.grownCount(for: 1024, count: 1024, reserved: 100_000) == 2048)
        #expect(SymbolTable<Int>.grownCount(for: 50_000, count: 2048, reserved: 100_000) == 50_001)
        #expect(SymbolTable<Int>.grownCount(for: 99_500, count: 99_000, reserved: 100_000) == 100_000)
        // Unreserved: doubling as before.
        #expect(SymbolTable<Int>.grownCount(for: 3, count: 0, reserved: 0) == 64)
        #expect(SymbolTable<Int>.grownCount(for: 64, count: 64, reserved: 0) == 128)
        #expect(SymbolTable<Int>.grownCount(for: 100_000, count: 100_000, reserved: 100_000) == 200_000)
        // A reserved table written at scattered ids reads back each value and nothing else.
        var t = SymbolTable<Int>()
        t.reserveCapacity(10_000)
        for id in stride(from: 3, to: 9_000, by: 7) { t[Symbol(id: id, kind: .external)] = id * 2 }
        #expect(t.count == (9_000 - 3 + 6) / 7)
        // 3 + 7·1285 = 8,998 is the last id written; 8,997 is not one.
        #expect(t[Symbol(id: 8_998, kind: .external)] == 17_996 && t[Symbol(id: 8_997, kind: .external)] == nil)
        #expect(t[Symbol(id: 20_000, kind: .external)] == nil)
    }

    /// A row's order and its lazy flag share a word: each reads back what was set, whatever
    /// the other holds.
    @Test func rowOrderAndLazyFlagAreIndependent() {
        var r = Row(constant: 2)
        #expect(r.order == 0 && !r.namesBasics)
        r.order = 41
        r.namesBasics = true
        #expect(r.order == 41 && r.namesBasics)
        r.order = 1 << 40
        #expect(r.order == 1 << 40 && r.namesBasics)
        r.namesBasics = false
        #expect(r.order == 1 << 40 && !r.namesBasics)
        #expect(r.constant == 2)
        #expect(MemoryLayout<Row?>.stride == 24)
    }

    /// A tag reads back its marker, its other symbol (or none) and coefficients of +1, −1 and 0.
    @Test func tagsReadBackWhatTheyHold() {
        let slack = Symbol(id: 3, kind: .slack), error = Symbol(id: 4, kind: .error)
        var t = Solver.Tag(marker: slack, other: nil, markerCoefficient: -1, otherCoefficient: 0)
        #expect(t.marker == slack && t.other == nil && t.markerCoefficient == -1 && t.otherCoefficient == 0)
        t.other = error
        t.otherCoefficient = 1
        #expect(t.other == error && t.otherCoefficient == 1 && t.markerCoefficient == -1)
        t.other = nil
        #expect(t.other == nil)
        #expect(MemoryLayout<Solver.ConstraintInfo?>.stride == 32)
    }

    /// The packed tag keeps every combination of coefficients (+1, −1, 0 each) and an other
    /// symbol of every kind, small or with an id of 2^53, apart: setting one field leaves the
    /// others as they were.
    @Test func packedTagsKeepEachFieldApart() {
        let coefficients: [Double] = [1, -1, 0]
        let others: [Symbol?] = [nil, Symbol(id: 1, kind: .error), Symbol(id: 7, kind: .slack),
                                 Symbol(id: 1 << 53, kind: .dummy), Symbol(id: (1 << 54) - 1, kind: .error)]
        let marker = Symbol(id: 1 << 40, kind: .dummy)
        for m in coefficients {
            for o in coefficients {
                for other in others {
                    var t = Solver.Tag(marker: marker, other: other, markerCoefficient: m, otherCoefficient: o)
                    #expect(t.marker == marker && t.other == other && t.markerCoefficient == m && t.otherCoefficient == o)
                    t.markerCoefficient = -m
                    #expect(t.marker == marker && t.other == other && t.markerCoefficient == -m && t.otherCoefficient == o)
                    t.otherCoefficient = -o
                    #expect(t.other == other && t.markerCoefficient == -m && t.otherCoefficient == -o)
                    t.other = others[(others.firstIndex(of: other)! + 1) % others.count]
                    #expect(t.other != other && t.markerCoefficient == -m && t.otherCoefficient == -o)
                }
            }
        }
        #expect(MemoryLayout<Solver.Tag>.stride == 16)
    }

    /// Constraints of every kind of tag (required equality and inequality, weak equality and
    /// inequality) edited in place move the solution as by hand: the tag's coefficients and
    /// error symbol are read back right.
    @Test func editsThroughEveryKindOfTag() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let eq = x == 10                             // required equality: a dummy marker
        let le = (y <= 50)                           // required inequality: a slack
        let weakEq = (y == 80) | .weak               // two errors
        let weakGe = (x >= 30) | .medium             // a slack and an error
        for c in [eq, le, weakEq, weakGe] { try s.addConstraint(c) }
        s.updateVariables()
        #expect(x.value == 10 && y.value == 50)
        try s.updateConstant(eq, to: -40)            // x == 40
        try s.updateConstant(le, to: -70)            // y <= 70
        s.updateVariables()
        #expect(x.value == 40 && y.value == 70)
        try s.updateConstant(weakEq, to: -60)        // y == 60 (weak) now below the bound
        try s.updateConstant(weakGe, to: -45)        // x >= 45 (medium) loses to x == 40
        s.updateVariables()
        #expect(x.value == 40 && y.value == 60)
        try s.removeConstraint(eq)
        s.updateVariables()
        #expect(x.value == 45 && y.value == 60)
    }

    /// A compiled constraint's user constant (stored flat) reads back as written — with or
    /// without a second part, mirrored or not, or absent — and recompiles an edited constant
    /// as `(first − (mirrored ? −c : c)) − second`.
    @Test func compiledUserConstantsReadBackAsWritten() {
        let v = Variable("v")
        func compiled(_ u: (first: Double, mirrored: Bool, second: Double?)?) -> CompiledConstraint {
            CompiledConstraint(terms: [Term(v)], constant: 0, op: .lessThanOrEqual, strength: Strength(250),
                               origin: .guide(LayoutGuide(), "test"), userConstant: u)
        }
        let plain = compiled((first: 10, mirrored: false, second: nil))
        #expect(plain.userConstant?.first == 10 && plain.userConstant?.mirrored == false && plain.userConstant?.second == nil)
        #expect(plain.constant(forUserConstant: 4) == 6)
        let both = compiled((first: 10, mirrored: true, second: 0))
        #expect(both.userConstant?.mirrored == true && both.userConstant?.second == 0)
        #expect(both.constant(forUserConstant: 4) == 14)
        let second = compiled((first: -2.5, mirrored: false, second: 7.25))
        #expect(second.constant(forUserConstant: 1) == -10.75)
        var none = compiled(nil)
        #expect(none.userConstant == nil && none.constant(forUserConstant: 4) == nil)
        none.userConstant = (first: 1, mirrored: false, second: 2)
        #expect(none.constant(forUserConstant: 0) == -1)
        none.userConstant = nil
        #expect(none.userConstant == nil)
        #expect(plain.op == .lessThanOrEqual && plain.strength == Strength(250))
        #expect(MemoryLayout<CompiledConstraint>.stride == 80)
    }

    /// Origin names read back as the strings they stand for, and compare with them.
    @Test func originNamesAreTheirStrings() {
        let all: [(OriginName, String)] = [
            (.minX, "minX"), (.minY, "minY"), (.width, "width"), (.height, "height"),
            (.widthAtMost, "width <="), (.heightAtMost, "height <="), (.widthAtLeast, "width >="),
            (.heightAtLeast, "height >="), (.hugging, "(hugging)"), (.compressionResistance, "(compression resistance)"),
        ]
        for (name, text) in all {
            #expect("\(name)" == text)
            #expect(name == OriginName(stringLiteral: text))
        }
        #expect(OriginName.width == "width" && OriginName.height != "width")
    }
}
