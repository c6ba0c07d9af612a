import Foundation
import ViewRasterDisplayList

extension RasterContext {
    /// Whether this context draws one band of a banded render (`init(band:of:…)`).
    @inline(__always) var drawsBand: Bool { sharedPixels != nil }

    /// Whether device pixels `r` lie wholly outside the rows this context draws (never for a
    /// whole render).
    @inline(__always) func missesBand(_ r: PixelRect) -> Bool {
        drawsBand && (r.y1 <= rowLimit.y0 || r.y0 >= rowLimit.y1)
    }

    /// Whether drawing confined to `rect` (user space, under the current transform, widened by
    /// `margin` points) touches no row this band draws, so the op can be skipped: its pixels in
    /// the band's rows are none, whatever it computes elsewhere. Conservative as
    /// `GroupBounds.device` (3 pixels more on every side); false for a whole render and for
    /// bounds that are not finite.
    func missesBand(_ rect: CGRect, margin: CGFloat = 0) -> Bool {
        guard drawsBand, let d = GroupBounds.device(rect, transform, margin: margin) else { return false }
        return missesBand(d)
    }
}
