import Foundation

/// A snapshot strategy: how to turn a `Value` into a `Format` that can be stored, read back and
/// compared (`diffing`), in the spirit of swift-snapshot-testing's `Snapshotting`.
///
/// Strategies are values: build new ones from existing ones with `pullback`, e.g.
/// `Snapshotting<Canvas, Canvas>.image.pullback { try Renderer.render($0) }`.
public struct Snapshotting<Value, Format>: Sendable {
    /// The reference file's extension (`png`, `txt`); nil for none.
    public var pathExtension: String?
    /// How the snapshot is stored and compared.
    public var diffing: Diffing<Format>
    /// Takes the snapshot.
    public var snapshot: @Sendable (Value) throws -> Format
    /// Optionally describes the value as a tree of named frames, kept next to the reference as
    /// `<testName>.<name>.tree.json` and used to explain a failure ("label `title` y +2pt").
    public var tree: (@Sendable (Value) throws -> SnapshotTree)?
    /// Optionally checks the value against a reference file's bytes without taking the whole
    /// snapshot first (an image drawn in bands, each digested while it is in cache): gives
    /// `.matches` only when `diffing.quickMatch` would accept the snapshot, else the snapshot.
    var check: (@Sendable (Value, Data) throws -> SnapshotCheck<Format>)?

    /// A strategy storing `snapshot`'s result with `diffing`, under `pathExtension`, optionally
    /// with a `tree`.
    public init(pathExtension: String?, diffing: Diffing<Format>,
                tree: (@Sendable (Value) throws -> SnapshotTree)? = nil,
                snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
        self.tree = tree
    }

    /// A strategy for `NewValue` that first transforms it into `Value`.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        var newTree: (@Sendable (NewValue) throws -> SnapshotTree)? = nil
        if let describe = self.tree {
            newTree = { (value: NewValue) throws -> SnapshotTree in try describe(transform(value)) }
        }
        var pulled = Snapshotting<NewValue, Format>(
            pathExtension: pathExtension,
            diffing: diffing,
            tree: newTree,
            snapshot: { (value: NewValue) throws -> Format in try snapshot(transform(value)) })
        if let check = self.check {
            pulled.check = { (value: NewValue, reference: Data) throws -> SnapshotCheck<Format> in try check(transform(value), reference) }
        }
        return pulled
    }

    /// The same strategy, describing each value with `describe` for failure explanations.
    public func withTree(_ describe: @escaping @Sendable (Value) throws -> SnapshotTree) -> Snapshotting {
        var copy = self
        copy.tree = describe
        return copy
    }
}

extension Snapshotting where Value == Format {
    /// A strategy whose format is the value itself.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing, snapshot: { $0 })
    }
}

/// Several snapshots of one value, each checked against its own reference named
/// `<testName>.<name>.<suffix>.<ext>`: an animation checked frame by frame, for instance.
public struct SnapshotSeries<Value, Format>: Sendable {
    /// Name suffixes with their strategies, in order.
    public var members: [(suffix: String, strategy: Snapshotting<Value, Format>)]
    /// A series of `members`, checked in order.
    public init(_ members: [(suffix: String, strategy: Snapshotting<Value, Format>)]) { self.members = members }

    /// One strategy per time, named `t<seconds>s` (`t0s`, `t0.25s`, `t1.5s`).
    public static func frames(times: [Double], _ strategy: @escaping (Double) -> Snapshotting<Value, Format>) -> SnapshotSeries {
        SnapshotSeries(times.map { (suffix: SnapshotSeries.timeSuffix($0), strategy: strategy($0)) })
    }

    /// `t0.25s`: the time with at most 4 decimals and no trailing zeros.
    public static func timeSuffix(_ t: Double) -> String {
        var s = String(format: "%.4f", t)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        if s == "-0" { s = "0" }
        return "t\(s)s"
    }
}
