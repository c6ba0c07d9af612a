import Foundation
import ViewRasterViews

/// A grid of frame thumbnails with their times written under them, to see an animation at a
/// glance.
public enum ContactSheet {
    /// The most frames a sheet shows by default.
    public static let maxFrames = 60

    /// The positions (0 ..< `count`) of the frames a sheet of `count` frames shows: all of
    /// them up to `maxFrames`, else `maxFrames` evenly spaced ones. `FrameSequence` keeps
    /// thumbnails of only these.
    public static func sampled(count: Int, maxFrames: Int = ContactSheet.maxFrames) -> Set<Int> {
        guard count > maxFrames else { return Set(0..<max(0, count)) }
        let step = Double(count) / Double(maxFrames)
        return Set((0..<maxFrames).map { Int(Double($0) * step) })
    }

    /// The sheet as a display list (1 px per point): at most `maxFrames` frames, sampled evenly.
    public static func displayList(thumbnails: [(time: TimeInterval, image: Bitmap)], columns requested: Int? = nil,
                                   maxFrames: Int = ContactSheet.maxFrames) -> DisplayList {
        var items = thumbnails
        if items.count > maxFrames {
            items = sampled(count: items.count, maxFrames: maxFrames).sorted().map { thumbnails[$0] }
        }
        let n = max(1, items.count)
        let columns = max(1, min(requested ?? Int(Double(n).squareRoot().rounded(.up)), n))
        let rows = (n + columns - 1) / columns
        let cellW = CGFloat(items.map(\.image.width).max() ?? 100)
        let cellH = CGFloat(items.map(\.image.height).max() ?? 100)
        let pad: CGFloat = 12, label: CGFloat = 22
        let width = pad + CGFloat(columns) * (cellW + pad)
        let height = pad + CGFloat(rows) * (cellH + label + pad)
        let font = Font.systemFont(ofSize: 13, weight: .medium)
        var ops: [DisplayOp] = []
        for (k, item) in items.enumerated() {
            let x = pad + CGFloat(k % columns) * (cellW + pad)
            let y = pad + CGFloat(k / columns) * (cellH + label + pad)
            let rect = CGRect(x: x, y: y, width: CGFloat(item.image.width), height: CGFloat(item.image.height))
            ops.append(.fill(Path(rect: rect.insetBy(dx: -1, dy: -1)), Color(white: 0.75), .nonzero))
            ops.append(.image(item.image, rect, tint: nil))
            let text = String(format: "t = %.3f s", item.time)
            let layout = TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: .center)
            for run in layout.draw(in: CGRect(x: x, y: y + cellH, width: cellW, height: label), color: Color(white: 0.2)) {
                ops.append(.glyphs(run))
            }
        }
        return DisplayList(width: width, height: height, scale: 1, background: Color(white: 0.96), ops: ops)
    }
}
