import Foundation
import ViewRasterDisplayList

/// One generated input.
public struct FuzzCase: Sendable {
    /// The case's index in the run.
    public var index: Int
    /// What kind of input the case is (its seed's).
    public var kind: FuzzKind
    /// The seed it was mutated from.
    public var seedName: String
    /// What was done to it (for reports).
    public var note: String
    /// The case's bytes.
    public var data: Data

    /// The file name the case is written under: it names the seed and the case, so an error
    /// message that names its input names this.
    public var fileName: String {
        let base = (seedName as NSString).deletingPathExtension.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        return "case\(index)-\(base.prefix(40)).\(kind.fileExtension)"
    }
}

/// Turns seeds into cases: case `i` of seed `s` is the same bytes on every machine.
public struct FuzzCaseGenerator: Sendable {
    /// The inputs mutated from, in order.
    public let seeds: [FuzzSeed]
    /// The run's seed: with a case's index it fixes the case's bytes.
    public let seed: UInt64
    let xmlTrees: [XMLTree?]
    let jsonTrees: [JSONValue?]

    /// A generator mutating `seeds` under `seed` (xib, storyboard and display-list seeds are parsed
    /// once, here).
    public init(seeds: [FuzzSeed], seed: UInt64) {
        self.seeds = seeds
        self.seed = seed
        xmlTrees = seeds.map { $0.kind == .xib || $0.kind == .storyboard ? XMLTree.parse($0.data) : nil }
        jsonTrees = seeds.map { $0.kind == .displayList ? try? JSONValue.parse($0.data) : nil }
    }

    /// Kinds are weighted towards Interface Builder files (the richest loaders): 47% xib, 8%
    /// storyboard, 15% each PNG and display list, 15% fonts; kinds with no seed are skipped.
    /// About 6% of cases are whole inputs of a `ShapeGenerator` shape (deep alpha views and
    /// groups, placeholders, huge coordinates and cubics, encodings), drawn from a random
    /// stream of their own so the other cases keep their bytes.
    public func makeCase(_ index: Int) -> FuzzCase {
        var shapeRandom = FuzzRandom(seed: seed ^ 0x5348_4150_4553_2020, index: index)
        if shapeRandom.chance(0.06) {
            let xibSeeds = seeds.filter { $0.kind == .xib }
            let xibSeed = shapeRandom.pick(xibSeeds.indices).map { xibSeeds[$0] }
            let (kind, data, note) = ShapeGenerator.make(random: &shapeRandom, xibSeed: xibSeed?.data)
            return FuzzCase(index: index, kind: kind, seedName: note.hasPrefix("encoding") ? (xibSeed?.name ?? "shape") : "shape",
                            note: "shape \(note)", data: data)
        }
        var random = FuzzRandom(seed: seed, index: index)
        let roll = random.below(100)
        let wanted: FuzzKind = roll < 47 ? .xib : roll < 55 ? .storyboard : roll < 70 ? .png : roll < 85 ? .displayList : .font
        var pool = seeds.indices.filter { seeds[$0].kind == wanted }
        if pool.isEmpty { pool = Array(seeds.indices) }
        guard let s = random.pick(pool) else {
            return FuzzCase(index: index, kind: .displayList, seedName: "empty", note: "no seeds", data: Data("{}".utf8))
        }
        let seedInput = seeds[s]
        let bytes = [UInt8](seedInput.data)
        let splice = random.pick(pool).map { [UInt8](seeds[$0].data) }
        var note = "", out: [UInt8]
        switch seedInput.kind {
        case .xib, .storyboard:
            if let tree = xmlTrees[s], random.chance(0.8) {
                let (t, n) = XMLMutator.mutate(tree, random: &random, steps: 1 + random.below(4))
                var data = t.serialized()
                note = n
                if random.chance(0.03) { data = XMLMutator.withExternalEntity(data); note += "; external entity" }
                out = [UInt8](data)
                if random.chance(0.1) { out = ByteMutator.mutate(out, count: 1 + random.below(3), random: &random); note += "; bytes" }
            } else {
                out = ByteMutator.mutate(bytes, count: 1 + random.below(8), random: &random, splice: splice)
                note = "bytes"
            }
        case .displayList:
            if let tree = jsonTrees[s], random.chance(0.8) {
                let (t, n) = JSONMutator.mutate(tree, random: &random, steps: 1 + random.below(4))
                out = [UInt8](t.serialized())
                note = n
            } else {
                out = ByteMutator.mutate(bytes, count: 1 + random.below(8), random: &random, splice: splice)
                note = "bytes"
            }
        case .png:
            if random.chance(0.6) { out = PNGMutator.mutate(bytes, random: &random); note = "chunks" } else {
                out = ByteMutator.mutate(bytes, count: 1 + random.below(8), random: &random, splice: splice)
                note = "bytes"
            }
        case .font:
            // Most damage lands in the table directory and the first tables, where parsers branch.
            let focus = random.chance(0.7) ? 0..<min(bytes.count, 4096) : nil
            out = ByteMutator.mutate(bytes, count: 1 + random.below(12), random: &random, focus: focus)
            note = "bytes"
        }
        return FuzzCase(index: index, kind: seedInput.kind, seedName: seedInput.name, note: note, data: Data(out))
    }
}
