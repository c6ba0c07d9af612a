import Foundation
import Testing
import ViewRasterFuzz

@Suite struct MutatorTests {
    @Test func randomIsDeterministicPerSeedAndIndex() {
        var a = FuzzRandom(seed: 7, index: 3), b = FuzzRandom(seed: 7, index: 3), c = FuzzRandom(seed: 7, index: 4)
        let xs = (0..<8).map { _ in a.next() }, ys = (0..<8).map { _ in b.next() }, zs = (0..<8).map { _ in c.next() }
        #expect(xs == ys)
        #expect(xs != zs)
        var r = FuzzRandom(seed: 1)
        let values = (0..<1000).map { _ in r.below(10) }
        #expect(values.allSatisfy { (0..<10).contains($0) })
        #expect(Set(values).count == 10)
    }

    @Test func casesAreReproducibleAndVaried() {
        let seeds = FuzzSupport.seeds
        #expect(seeds.contains { $0.kind == .xib } && seeds.contains { $0.kind == .png })
        #expect(seeds.contains { $0.kind == .font } && seeds.contains { $0.kind == .displayList })
        let g1 = FuzzCaseGenerator(seeds: seeds, seed: 42), g2 = FuzzCaseGenerator(seeds: seeds, seed: 42)
        let other = FuzzCaseGenerator(seeds: seeds, seed: 43)
        var kinds: Set<FuzzKind> = [], changed = 0
        for i in 0..<60 {
            let a = g1.makeCase(i), b = g2.makeCase(i)
            #expect(a.data == b.data && a.kind == b.kind && a.note == b.note)
            kinds.insert(a.kind)
            if other.makeCase(i).data != a.data { changed += 1 }
            if a.note.hasPrefix("shape ") && !a.note.hasPrefix("shape encoding") { continue }   // made whole, from no seed
            let seed = seeds.first { $0.name == a.seedName }
            #expect(seed != nil && seed?.data != a.data, "case \(i) differs from its seed \(a.seedName)")
        }
        #expect(kinds == Set(FuzzKind.allCases))
        #expect(changed > 50)
    }

    @Test func xmlTreeRoundTripsEveryGallerySeed() throws {
        for seed in FuzzSupport.seeds where seed.kind == .xib {
            let tree = try #require(XMLTree.parse(seed.data), "\(seed.name) parses")
            let again = try #require(XMLTree.parse(tree.serialized()), "\(seed.name) written back parses")
            #expect(again == tree, "\(seed.name)")
            #expect(tree.count > 3)
        }
    }

    @Test func xmlMutationsChangeTheTreeAndStayWellFormed() throws {
        let seed = try #require(FuzzSupport.seeds.first { $0.kind == .xib })
        let tree = try #require(XMLTree.parse(seed.data))
        var random = FuzzRandom(seed: 5)
        var wellFormed = 0, different = 0
        for _ in 0..<100 {
            let (t, note) = XMLMutator.mutate(tree, random: &random, steps: 2)
            #expect(!note.isEmpty)
            if t != tree { different += 1 }
            if XMLTree.parse(t.serialized()) != nil { wellFormed += 1 }
        }
        // Structure-wise mutations write well-formed XML (the loader's semantics are the target).
        #expect(wellFormed == 100)
        #expect(different > 80)
    }

    @Test func jsonTreeRoundTripsAndMutates() throws {
        for seed in FuzzSupport.seeds where seed.kind == .displayList {
            let tree = try #require(JSONTree.parse(seed.data), "\(seed.name)")
            #expect(JSONTree.parse(tree.serialized()) == tree)
            var random = FuzzRandom(seed: 9)
            let changed = (0..<20).filter { _ in JSONMutator.mutate(tree, random: &random, steps: 3).tree != tree }.count
            #expect(changed >= 15, "\(seed.name): \(changed) of 20 mutations changed the tree")
        }
        let t = try #require(JSONTree.parse(Data(#"{"b":[1,2.5,"x",true,null],"a":{}}"#.utf8)))
        #expect(String(decoding: t.serialized(), as: UTF8.self) == #"{"a":{},"b":[1,2.5,"x",true,null]}"#)
    }

    @Test func pngChunkMutationsKeepValidCRCs() throws {
        let seed = try #require(FuzzSupport.seeds.first { $0.kind == .png && $0.name == "rgba8.png" })
        var random = FuzzRandom(seed: 3)
        var checked = 0
        for _ in 0..<50 {
            let out = PNGMutator.mutate([UInt8](seed.data), random: &random)
            // Walk the chunks: every complete chunk's CRC matches its type and data.
            guard Array(out.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { continue }
            var i = 8
            while i + 12 <= out.count {
                let len = Int(out[i]) << 24 | Int(out[i + 1]) << 16 | Int(out[i + 2]) << 8 | Int(out[i + 3])
                guard i + 12 + len <= out.count else { break }
                let body = Array(out[(i + 4)..<(i + 8 + len)])
                let crc = UInt32(out[i + 8 + len]) << 24 | UInt32(out[i + 9 + len]) << 16 | UInt32(out[i + 10 + len]) << 8 | UInt32(out[i + 11 + len])
                if crc == referenceCRC(body) { checked += 1 }
                i += 12 + len
            }
        }
        #expect(checked > 100)
    }

    /// Bitwise CRC-32 (no table), independent of the mutator's.
    func referenceCRC(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c >> 1) ^ (c & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~c
    }

    @Test func byteMutatorStaysInFocus() {
        let input = [UInt8](repeating: 0x41, count: 1000)
        var random = FuzzRandom(seed: 11)
        for _ in 0..<50 {
            let out = ByteMutator.mutate(input, count: 1, random: &random, focus: 500..<510)
            // Everything before the focus is untouched.
            #expect(out.prefix(500).allSatisfy { $0 == 0x41 })
        }
    }
}
