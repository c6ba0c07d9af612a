import ViewRasterViews
import ViewRasterRaster

extension Stage {
    /// Renders what the stage shows at `time` into a canvas: `displayList(at:background:)`
    /// drawn by the rasterizer.
    public func render(at time: TimeInterval? = nil, background: Color? = .white) throws -> Canvas {
        try Renderer.render(displayList(at: time, background: background))
    }
}
