// Drawing views needs the view tree, the rasterizer and image files together.
@_exported import ViewRasterViews
@_exported import ViewRasterRaster
@_exported import ViewRasterOutput
