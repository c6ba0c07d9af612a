import Foundation

/// A reference to a layout engine that does not keep it alive: what the items an engine laid out
/// (`LayoutItemStorage.owningEngine`) and the constraints in its solver
/// (`LayoutConstraint.solverEngine`) hold it by. The engine clears it from its `deinit`, so it
/// answers nil once the engine has gone, as a `weak` reference does — without a weak reference,
/// which would give the engine a runtime side table and put each of its retains and releases
/// (one per `noteLayoutInputChange`) on the runtime's slow path. One per engine.
final class LayoutEngineReference {
    /// The engine, nil once it has gone.
    @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
    init() {}
}
