@_exported import Raster
@_exported import Layout
@_exported import Foundation
