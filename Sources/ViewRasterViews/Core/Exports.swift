@_exported import ViewRasterRaster
@_exported import ViewRasterLayout
@_exported import Foundation
