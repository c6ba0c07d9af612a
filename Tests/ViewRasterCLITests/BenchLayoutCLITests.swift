import Foundation
import Testing
import ViewRasterTestSupport

/// `viewraster bench layout` prints the three lines `Benchmarks/peers/bench.py` reads, with the
/// case names and JSON form issue 22 keeps comparable between runs, in this order, whatever the
/// order its rounds are taken in: the 1,000-view first layout, the edit, the 10,000-view first
/// layout, each a positive number of milliseconds, and nothing else on either stream.
@Suite(.serialized, .enabled(if: BuiltCLI.binary != nil, "viewraster is not built beside the test bundle"))
struct BenchLayoutCLITests {
    @Test(arguments: ["1", "2", "10"])
    func theThreeLinesKeepTheirNamesAndForm(_ runs: String) throws {
        let r = try BuiltCLI.run(["bench", "layout", "--runs", runs])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let names = ["view tree chain 1,000 views / 4,000 constraints: first layout",
                     "view tree chain: one constant edited, layout again",
                     "view tree chain 10,000 views / 40,000 constraints: first layout"]
        #expect(lines.count == names.count, "\(r.stdout)")
        for (line, name) in zip(lines, names) {
            let prefix = "{\"case\": \"\(name)\", \"unit\": \"ms\", \"ours\": "
            #expect(line.hasPrefix(prefix) && line.hasSuffix("}"), "\(line)")
            let number = line.dropFirst(prefix.count).dropLast()
            #expect(number.split(separator: ".").last?.count == 4, "\(line)")
            #expect((Double(number) ?? 0) > 0, "\(line)")
        }
    }
}
