import Foundation
import ViewRasterDisplayList

extension RasterContext {
    /// Starts a mask: drawing goes into a transparent layer (bounded by the clip) until
    /// `endMask`, which makes that layer's alpha part of the clip.
    public func beginMask() { beginMask(contentBounds: nil) }

    /// `beginMask` with the device pixels the mask's drawing can touch (`GroupBounds`).
    func beginMask(contentBounds: PixelRect?) {
        let bounds = clip.bounds.intersection(targetBounds).intersection(contentBounds ?? targetBounds)
        groups.append(GroupRecord(layer: obtainLayer(bounds), opacity: 255, shadow: nil, clip: clip,
                                  clipsAtComposite: false, isMask: true))
    }

    /// Ends the innermost mask: the clip (as it was at `beginMask`) is multiplied by the alpha
    /// the mask drew, pixel by pixel (`mul255`), so where the mask is transparent nothing draws
    /// and where it is half transparent drawing shows at half its coverage — Core Animation's
    /// `mask`. The clip stays until the `restore` of an enclosing `save`. Does nothing when the
    /// innermost open layer is not a mask.
    public func endMask() {
        guard let g = groups.last, g.isMask else { return }
        groups.removeLast()
        defer { releaseLayer(g.layer) }
        let old = g.clip
        let area = old.bounds.intersection(g.layer.dirty).intersection(g.layer.bounds)
        guard !area.isEmpty else { clip = ClipState(bounds: .empty, mask: nil); return }
        guard reserve(MemoryBudget.product(area.width, area.height), "for a mask of \(area.width)x\(area.height) pixels") else {
            clip = ClipState(bounds: .empty, mask: nil); return
        }
        let lb = g.layer.bounds
        var data = [UInt8](repeating: 0, count: area.width * area.height)
        g.layer.pixels.withUnsafeBufferPointer { src in
            data.withUnsafeMutableBufferPointer { d in
                for y in area.y0..<area.y1 {
                    let s = src.baseAddress! + (y - lb.y0) * lb.width + (area.x0 - lb.x0)
                    let row = d.baseAddress! + (y - area.y0) * area.width
                    for x in 0..<area.width { row[x] = UInt8(truncatingIfNeeded: s[x] >> 24) }
                    old.apply(y: y, x: area.x0, n: area.width, row)
                }
            }
        }
        clip = ClipState(bounds: area, mask: ClipMask(bounds: area, data: data, ledger: memory))
    }
}
