// The umbrella module: `import ViewRaster` gives the view tree, Auto Layout, the nib and
// storyboard loader and the display list — everything a test needs besides `ViewRasterTesting`.
@_exported import ViewRasterViews
@_exported import ViewRasterNib
@_exported import ViewRasterLayout
@_exported import ViewRasterRaster
