import Foundation

/// One non-horizontal line segment of a fill outline in device pixels, stored top to bottom
/// (`y0 < y1`) with `winding` +1 when the original segment went down and -1 when it went up.
struct EdgeLine {
    var x0: Double, y0: Double, x1: Double, y1: Double
    var winding: Double
}
