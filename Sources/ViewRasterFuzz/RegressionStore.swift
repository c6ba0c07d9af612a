import Foundation

/// Saves failing inputs as regression fixtures (`Tests/Fixtures/fuzz-regressions/`), each
/// named for its kind, seed and case so it can be regenerated, with a note beside it.
public enum RegressionStore {
    /// Writes the failure's input and a `.txt` note (outcome, seed file, mutations); returns the input's URL.
    @discardableResult
    public static func save(_ failure: FuzzCampaign.Failure, seed: UInt64, seedFiles: Int? = nil, to folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let c = failure.fuzzCase
        let base = "\(c.kind.rawValue)-seed\(seed)-case\(c.index)"
        let url = folder.appendingPathComponent(base + "." + c.kind.fileExtension)
        try c.data.write(to: url, options: .atomic)
        let note = """
        outcome: \(failure.outcome.label) \(failure.outcome.workerLine.split(separator: "\t").dropFirst().joined())
        seed input: \(c.seedName)
        mutations: \(c.note)
        regenerate: viewraster fuzz --seed \(seed) --case \(c.index) --write-case FILE\(seedFiles.map { " (with the same \($0) seed files)" } ?? "")

        """
        try Data(note.utf8).write(to: folder.appendingPathComponent(base + ".txt"), options: .atomic)
        return url
    }

    /// The fixture inputs in `folder` (notes excluded), sorted.
    public static func inputs(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { FuzzKind(fileName: $0) != nil }.map { folder.appendingPathComponent($0) }
    }
}
