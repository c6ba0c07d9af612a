/// `--shard I/N`: the share of a sorted list one machine renders, the items whose 0-based
/// position is I−1 modulo N. The N shards of a list are disjoint and together hold all of it.
struct Shard: Equatable {
    /// 1-based, at most `count`.
    var index: Int
    /// How many shards.
    var count: Int

    /// Every item: `1/1`.
    static let all = Shard(index: 1, count: 1)

    init(index: Int, count: Int) { self.index = index; self.count = count }

    /// Parses `I/N`; throws `CLIError.usage` unless 1 ≤ I ≤ N ≤ 10000.
    init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 10_000, i >= 1, i <= n else {
            throw CLIError.usage("--shard takes I/N with 1 ≤ I ≤ N (such as 2/4), not '\(text)'")
        }
        self.init(index: i, count: n)
    }

    /// Whether the item at 0-based `position` is in this shard.
    func contains(_ position: Int) -> Bool { position % count == index - 1 }

    /// The items of `list` in this shard, in order.
    func share<T>(of list: [T]) -> [T] { list.enumerated().filter { contains($0.offset) }.map(\.element) }
}
