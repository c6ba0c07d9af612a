// The umbrella module: `import ViewRaster` gives the view tree, Auto Layout, the nib and
// storyboard loader, the display list, text, the rasterizer, image files and view rendering —
// everything a test needs besides `ViewRasterTesting`.
@_exported import ViewRasterViews
@_exported import ViewRasterNib
@_exported import ViewRasterLayout
@_exported import ViewRasterDisplayList
@_exported import ViewRasterText
@_exported import ViewRasterRaster
@_exported import ViewRasterOutput
@_exported import ViewRasterRendering
