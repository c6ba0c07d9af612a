import ViewRasterViews
import ViewRasterRaster

extension Stage {
    /// Renders what the stage shows at `time` into a canvas: `displayList(at:background:)`
    /// drawn by the rasterizer, within `budget` (`MemoryBudgetError` when it needs more).
    public func render(at time: TimeInterval? = nil, background: Color? = .white, budget: MemoryBudget = .default) throws -> Canvas {
        try Renderer.render(displayList(at: time, background: background), budget: budget)
    }
}
