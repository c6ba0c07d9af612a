import ViewRasterViews
import ViewRasterRaster

extension View {
    /// Renders this view alone into a canvas: `displayList(scale:time:background:)` drawn by
    /// the rasterizer, within `budget` (`MemoryBudgetError` when it needs more).
    public func render(scale: CGFloat = 2, time: TimeInterval? = nil, background: Color? = nil,
                       budget: MemoryBudget = .default) throws -> Canvas {
        try Renderer.render(displayList(scale: scale, time: time, background: background), budget: budget)
    }
}
