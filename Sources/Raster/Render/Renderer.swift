import Foundation

// Owner: raster-core.

/// Rasterizes display lists.
public enum Renderer {
    /// Draws `list` into a new canvas of `list.pixelWidth × list.pixelHeight` pixels.
    public static func render(_ list: DisplayList) throws -> Canvas {
        let canvas = try Canvas(width: list.pixelWidth, height: list.pixelHeight, scale: list.scale)
        let context = RasterContext(canvas: canvas)
        for op in list.ops {
            switch op {
            case .save: context.save()
            case .restore: context.restore()
            case .concat(let m): context.concat(m)
            case .clip(let p): context.clip(to: p)
            case .fill(let p, let c, let r): context.fill(p, color: c, rule: r)
            case .stroke(let p, let c, let s): context.stroke(p, color: c, style: s)
            case .beginGroup(let o, let s): context.beginGroup(opacity: o, shadow: s)
            case .endGroup: context.endGroup()
            case .image(let b, let r, let t): context.drawImage(b, in: r, tint: t)
            case .glyphs(let run): try context.drawGlyphs(run)
            }
        }
        return context.finish()
    }
}
