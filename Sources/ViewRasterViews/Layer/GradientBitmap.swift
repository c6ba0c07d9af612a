import Foundation

/// The pixels of a `GradientLayer`: one color per pixel center, interpolated between the
/// stops in straight (unpremultiplied) sRGB components as Core Graphics' gradients are, then
/// premultiplied. Outside the first and last stop the end colors extend.
enum GradientBitmap {
    /// Everything the pixels depend on.
    struct Key: Hashable {
        var stops: [Stop]
        var start: CGPoint
        var end: CGPoint
        var type: GradientLayerType
        var size: CGSize
        var scale: CGFloat
    }

    /// A color at a location (0…1).
    struct Stop: Hashable {
        var location: CGFloat
        var color: Color
    }

    /// The most pixels along a side: a larger gradient is drawn from a coarser bitmap.
    static let maxSide = 4096

    /// Pairs colors with locations (evenly spread when `locations` is nil or has another count).
    static func stops(colors: [Color], locations: [CGFloat]?) -> [Stop] {
        if let locations, locations.count == colors.count {
            return zip(locations, colors).map { Stop(location: $0.isFinite ? $0 : 0, color: $1) }
        }
        if colors.count == 1 { return [Stop(location: 0, color: colors[0])] }
        return colors.enumerated().map { Stop(location: CGFloat($0.offset) / CGFloat(colors.count - 1), color: $0.element) }
    }

    /// The color at `t` along the stops.
    static func color(at t: CGFloat, _ stops: [Stop]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? Double((t - a.location) / span) : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                         blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }

    /// Where a point (in points inside a `size` layer) falls along the gradient (0 at the
    /// start, 1 at the end).
    static func parameter(_ p: CGPoint, _ key: Key) -> CGFloat {
        let w = key.size.width, h = key.size.height
        let s = CGPoint(x: key.start.x * w, y: key.start.y * h), e = CGPoint(x: key.end.x * w, y: key.end.y * h)
        switch key.type {
        case .axial:
            let dx = e.x - s.x, dy = e.y - s.y
            let len2 = dx * dx + dy * dy
            guard len2 > 0 else { return 0 }
            return ((p.x - s.x) * dx + (p.y - s.y) * dy) / len2
        case .radial:
            let rx = abs(e.x - s.x), ry = abs(e.y - s.y)
            if rx == 0 && ry == 0 { return 1 }
            let ux = rx > 0 ? (p.x - s.x) / rx : 0, uy = ry > 0 ? (p.y - s.y) / ry : 0
            return (ux * ux + uy * uy).squareRoot()
        case .conic:
            let a0 = atan2(e.y - s.y, e.x - s.x)
            var a = atan2(p.y - s.y, p.x - s.x) - a0
            while a < 0 { a += 2 * .pi }
            while a >= 2 * .pi { a -= 2 * .pi }
            return a / (2 * .pi)
        }
    }

    /// The bitmap of `key`: `size` × `scale` pixels (capped at `maxSide` a side), at `scale`.
    static func render(_ key: Key) -> Bitmap {
        let pw = max(1, min(maxSide, Int((key.size.width * key.scale).rounded(.up))))
        let ph = max(1, min(maxSide, Int((key.size.height * key.scale).rounded(.up))))
        var pixels = [UInt8](repeating: 0, count: pw * ph * 4)
        let sx = key.size.width / CGFloat(pw), sy = key.size.height / CGFloat(ph)
        for y in 0..<ph {
            for x in 0..<pw {
                let p = CGPoint(x: (CGFloat(x) + 0.5) * sx, y: (CGFloat(y) + 0.5) * sy)
                let c = color(at: parameter(p, key), key.stops)
                let a = UInt32(max(0, min(255, (c.alpha * 255).rounded())))
                func pm(_ v: Double) -> UInt8 {
                    let v8 = UInt32(max(0, min(255, (v * 255).rounded())))
                    return UInt8((v8 * a + 127) / 255)
                }
                let i = (y * pw + x) * 4
                pixels[i] = pm(c.red); pixels[i + 1] = pm(c.green); pixels[i + 2] = pm(c.blue); pixels[i + 3] = UInt8(a)
            }
        }
        return Bitmap(width: pw, height: ph, scale: CGFloat(pw) / max(key.size.width, 1e-9), premultipliedPixels: pixels)
    }
}
