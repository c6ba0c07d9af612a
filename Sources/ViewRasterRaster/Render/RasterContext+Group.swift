import Foundation
import ViewRasterDisplayList

extension RasterContext {
    /// Starts a transparent layer; drawing goes there until `endGroup`, which composites it
    /// with `opacity` (and `shadow` under it).
    ///
    /// Without a shadow the layer is bounded by the current clip and drawing into it is clipped
    /// as usual. With a visible shadow, drawing inside the group is not clipped by the clip
    /// that was current at `beginGroup` (content outside it still casts its shadow, as with
    /// Core Animation); that clip is applied to shadow and content together at `endGroup`, and
    /// becomes the current clip again there.
    public func beginGroup(opacity: CGFloat, shadow: Shadow? = nil) {
        beginGroup(opacity: opacity, shadow: shadow, contentBounds: nil)
    }

    /// `beginGroup` with the device pixels the group's content can touch (`GroupBounds`): the
    /// layer covers only those (and the clip and the target), so nested groups of small views
    /// hold small layers. nil: the clip and the target. A layer that does not fit the budget
    /// is not allocated (`budgetError` says why); the group then draws nothing.
    func beginGroup(opacity: CGFloat, shadow: Shadow?, contentBounds: PixelRect?) {
        let o = unitByte(opacity)
        let content = contentBounds ?? targetBounds
        if let shadow, PremultipliedPixel(shadow.color).a > 0 {
            let bounds = targetBounds.intersection(content)
            groups.append(GroupRecord(layer: obtainLayer(bounds), opacity: o, shadow: shadow, clip: clip, clipsAtComposite: true))
            clip = ClipState(bounds: bounds, mask: nil)
        } else {
            let bounds = clip.bounds.intersection(targetBounds).intersection(content)
            groups.append(GroupRecord(layer: obtainLayer(bounds), opacity: o, shadow: nil, clip: clip, clipsAtComposite: false))
        }
    }

    /// Composites the innermost group onto what is under it: the shadow first (when the group
    /// has one), then the layer, both with the group's opacity (as Core Animation applies a
    /// layer's opacity to its shadow and content together). Does nothing without an open group
    /// (or when the innermost is a mask: `endMask` ends that).
    public func endGroup() {
        guard let last = groups.last, !last.isMask else { return }
        let g = groups.removeLast()
        var consumed = PixelRect.empty
        defer { releaseLayer(g.layer, alreadyCleared: consumed) }
        if g.clipsAtComposite { clip = g.clip }
        guard !g.layer.bounds.isEmpty, g.opacity > 0 else { return }
        let through: ClipState? = g.clipsAtComposite ? g.clip : nil
        if let shadow = g.shadow, let combined = shadowed(g, shadow: shadow) {
            let area = composite(combined, opacity: g.opacity, clip: through)
            releaseLayer(combined, alreadyCleared: area)
        } else {
            consumed = composite(g.layer, opacity: g.opacity, clip: through)
        }
    }

    /// A transparent layer over `bounds`, from the pool when one is large enough. A new layer
    /// is first checked against the budget (the pool is emptied to make room); when it does not
    /// fit, an empty layer is returned and `budgetError` set.
    func obtainLayer(_ bounds: PixelRect) -> GroupLayer {
        let need = bounds.width * bounds.height
        let bytes = GroupLayer.bytes(for: bounds)
        var best: Int? = nil
        for (i, l) in scratch.layerPool.enumerated() {
            // This render's released layers: any large enough. An earlier render's (pooled
            // between renders, in no ledger): only one of exactly this size, when it fits, so
            // the ledger counts what a new layer would.
            let usable = l.ledger === memory ? l.capacity >= need : l.capacity == need && l.bytes == bytes && memory.fits(bytes)
            if usable, best == nil || l.capacity < scratch.layerPool[best!].capacity { best = i }
        }
        if let i = best {
            let l = scratch.layerPool.remove(at: i)
            l.move(to: memory)
            l.reset(bounds: bounds)
            return l
        }
        if !memory.fits(bytes) { scratch.layerPool.removeAll() }
        guard reserve(bytes, "for \(groups.count + 1) nested layers (the innermost \(bounds.width)x\(bounds.height) pixels)") else {
            return GroupLayer(bounds: .empty, ledger: memory)
        }
        return GroupLayer(bounds: bounds, ledger: memory)
    }

    /// Clears the layer's drawn part and keeps it for reuse (at most four are kept).
    /// `alreadyCleared`: a rectangle whose drawn pixels the caller zeroed already.
    func releaseLayer(_ l: GroupLayer, alreadyCleared: PixelRect = .empty) {
        l.clearDirty(skipping: alreadyCleared)
        scratch.layerPool.append(l)
        if scratch.layerPool.count > 4 {
            scratch.layerPool.sort { $0.capacity > $1.capacity }
            scratch.layerPool.removeLast()
        }
    }

    /// Source-over of `layer` onto the current target with coverage `opacity`, multiplied by
    /// `clip`'s mask and limited to its bounds when given. Each composited row segment of the
    /// layer is zeroed right after it is read (while it is in cache), so releasing the layer
    /// need not clear it again; returns the rectangle so cleared.
    @discardableResult
    private func composite(_ layer: GroupLayer, opacity: UInt32, clip: ClipState?) -> PixelRect {
        let b = layer.bounds
        var cleared = PixelRect.empty
        withTarget { surface in
            var area = limitedRows(layer.dirty.intersection(surface.bounds))
            if let clip { area = area.intersection(clip.bounds) }
            guard !area.isEmpty else { return }
            cleared = area
            let parent = groups.last?.layer
            let mask = clip?.mask
            if scratch.rowScratch.count < area.width { scratch.rowScratch = [UInt8](repeating: 0, count: area.width) }
            scratch.rowScratch.withUnsafeMutableBufferPointer { rbuf in
                let cov = rbuf.baseAddress!
                layer.pixels.withUnsafeMutableBufferPointer { src in
                    for y in area.y0..<area.y1 {
                        let sp = layer.span(y)
                        let x0 = max(sp.x0, area.x0), x1 = min(sp.x1, area.x1)
                        guard x1 > x0 else { continue }
                        let s = src.baseAddress! + (y - b.y0) * b.width + (x0 - b.x0)
                        defer { s.update(repeating: 0, count: x1 - x0) }
                        if let mask {
                            cov.update(repeating: UInt8(opacity), count: x1 - x0)
                            mask.apply(y: y, x: x0, n: x1 - x0, cov)
                            SpanBlend.pixels(surface.row(y, x: x0), s, UnsafePointer(cov), x1 - x0)
                        } else {
                            SpanBlend.pixels(surface.row(y, x: x0), s, x1 - x0, coverage: opacity)
                        }
                        parent?.markRow(y, x: x0, n: x1 - x0)
                    }
                }
            }
        }
        return cleared
    }

    /// A layer holding the group's content over its shadow: the content's alpha blurred with
    /// σ = radius / 2 (three box blurs), offset by `shadow.offset` (points × canvas scale,
    /// rounded to whole pixels), colored with `shadow.color`; the clip at `beginGroup` is
    /// applied when it is composited. nil when no shadow is visible. σ is capped at 128 device
    /// pixels.
    private func shadowed(_ g: GroupRecord, shadow: Shadow) -> GroupLayer? {
        let color = PremultipliedPixel(shadow.color).packed
        guard color != 0 else { return nil }
        let scale = Double(canvas.scale)
        let sigmaRaw = Double(shadow.radius) * scale / 2
        let sigma = sigmaRaw.isFinite ? min(128, max(0, sigmaRaw)) : 0
        let ox = Double(shadow.offset.width) * scale, oy = Double(shadow.offset.height) * scale
        guard ox.isFinite, oy.isFinite, abs(ox) < 1e6, abs(oy) < 1e6 else { return nil }
        let dx = Int(ox.rounded()), dy = Int(oy.rounded())
        let e = BoxBlur.spread(sigma: sigma)
        let b = g.layer.dirty
        guard !b.isEmpty else { return nil }
        let lb = g.layer.bounds
        let planeRect = b.insetBy(-e)                // the content's alpha with room to spread
        let shadowRect = planeRect.offsetBy(dx: dx, dy: dy)
        let visible = shadowRect.intersection(g.clip.bounds).intersection(targetBounds)
        guard !visible.isEmpty else { return nil }
        // Alpha plane.
        let pw = planeRect.width, ph = planeRect.height
        let planeBytes = MemoryBudget.product(pw, ph, 2)   // the plane and the blur's scratch
        guard reserve(planeBytes, "for a shadow of \(pw)x\(ph) pixels") else { return nil }
        memory.add(planeBytes)
        defer { memory.remove(planeBytes) }
        var plane = [UInt8](repeating: 0, count: pw * ph)
        g.layer.pixels.withUnsafeBufferPointer { src in
            plane.withUnsafeMutableBufferPointer { dst in
                for y in 0..<b.height {
                    let s = src.baseAddress! + (y + b.y0 - lb.y0) * lb.width + (b.x0 - lb.x0)
                    let d = dst.baseAddress! + (y + e) * pw + e
                    for x in 0..<b.width { d[x] = UInt8(truncatingIfNeeded: s[x] >> 24) }
                }
            }
        }
        BoxBlur.blur(&plane, width: pw, height: ph, sigma: sigma, temp: &scratch.blurScratch)
        // Shadow, then content, into one layer.
        let out = obtainLayer(b.union(visible))
        guard !out.bounds.isEmpty else { return nil }   // over the budget
        let ob = out.bounds
        out.markDirty(ob)
        let n = visible.width
        out.pixels.withUnsafeMutableBufferPointer { o in
            let surface = TargetSurface(base: o.baseAddress!, bounds: ob)
            plane.withUnsafeBufferPointer { p in
                for y in visible.y0..<visible.y1 {
                    let cov = p.baseAddress! + (y - shadowRect.y0) * pw + (visible.x0 - shadowRect.x0)
                    SpanBlend.solid(surface.row(y, x: visible.x0), cov, n, color)
                }
            }
            g.layer.pixels.withUnsafeBufferPointer { src in
                for y in b.y0..<b.y1 {
                    SpanBlend.pixels(surface.row(y, x: b.x0), src.baseAddress! + (y - lb.y0) * lb.width + (b.x0 - lb.x0), b.width, coverage: 255)
                }
            }
        }
        return out
    }
}
