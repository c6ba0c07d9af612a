import Foundation
import ViewRasterDisplayList

/// UILabel's `adjustsFontSizeToFitWidth`: the scale its fonts shrink by so the text fits.
extension TextLayout {
    /// The same layout with every run's font (and the empty text's font) `factor` times its size.
    public func scaled(by factor: CGFloat) -> TextLayout {
        guard factor != 1, factor.isFinite, factor > 0 else { return self }
        var copy = self
        copy.runs = runs.map { run in
            var r = run
            r.font = run.font.withSize(run.font.pointSize * factor)
            return r
        }
        copy.font = font.withSize(font.pointSize * factor)
        return copy
    }

    /// Whether the text fits `size` as UILabel judges it before shrinking: a single-line layout
    /// when its first line's whole width fits the width; a layout of `numberOfLines` lines when
    /// the text wrapped at the width needs no more lines than that and no more height than the
    /// size's; an unlimited one (`numberOfLines == 0`) when its wrapped lines fit the height.
    public func fits(_ size: CGSize) -> Bool {
        let epsilon: CGFloat = 0.0001
        if numberOfLines == 1 {
            guard let line = frame(width: nil).lines.first else { return true }
            return line.width <= size.width + epsilon
        }
        let f = frame(width: max(0, size.width))
        return !f.isTruncated && f.size.height <= size.height + epsilon
            && f.lines.allSatisfy { $0.width <= size.width + epsilon }
    }

    /// The largest factor in `minimumScaleFactor…1` at which the text fits `size` (`fits(_:)`),
    /// found by bisection to 1/1024 of the point size; `minimumScaleFactor` when it does not
    /// fit even then (the text is then truncated per `lineBreakMode`, as UIKit does), and 1
    /// when it fits unshrunk or `minimumScaleFactor` is not below 1. A factor of 0 (UIKit's
    /// default) means no shrinking.
    public func shrinkFactor(toFit size: CGSize, minimumScaleFactor: CGFloat) -> CGFloat {
        guard minimumScaleFactor > 0, minimumScaleFactor < 1, size.width.isFinite, size.height.isFinite,
              size.width > 0, !fits(size) else { return 1 }
        let floor = max(minimumScaleFactor, 0.001)
        if !scaled(by: floor).fits(size) { return floor }
        var lo = floor, hi: CGFloat = 1
        while hi - lo > 1.0 / 1024 {
            let mid = (lo + hi) / 2
            if scaled(by: mid).fits(size) { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// The lines drawn in `rect` and the y of their block's top, as `draw(in:color:)` places
    /// them: centered vertically when they fit, else top-aligned with the lines that do not fit
    /// dropped.
    public func placement(in rect: CGRect) -> (frame: TextFrame, top: CGFloat) {
        let f = frame(width: rect.width, maxHeight: rect.height)
        return (f, rect.minY + max(0, (rect.height - f.size.height) / 2))
    }
}
