import ViewRasterViews
import ViewRasterRaster

extension View {
    /// Renders this view alone into a canvas: `displayList(scale:time:background:)` drawn by
    /// the rasterizer.
    public func render(scale: CGFloat = 2, time: TimeInterval? = nil, background: Color? = nil) throws -> Canvas {
        try Renderer.render(displayList(scale: scale, time: time, background: background))
    }
}
