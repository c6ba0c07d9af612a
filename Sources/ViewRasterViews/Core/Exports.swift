// What the view API is written in: geometry, colors, paths and the display list views
// produce; fonts and text layout; Auto Layout. Never the rasterizer: views produce display
// lists, and `ViewRasterRendering` draws them.
@_exported import ViewRasterDisplayList
@_exported import ViewRasterText
@_exported import ViewRasterLayout
@_exported import Foundation
