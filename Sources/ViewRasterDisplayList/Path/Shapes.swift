import Foundation

/// The cubic control-point distance that best approximates a quarter circle of radius 1.
let kappa: CGFloat = 0.5522847498307936

extension Path {
    /// A closed rectangle, clockwise on screen starting at its top-left corner: a move, three
    /// lines and a close, made in one allocation (appended one by one, the elements' array grew
    /// four times; views fill and clip every square-cornered background and text run with one).
    public init(rect r: CGRect) {
        let r = r.standardized
        self.init(elements: [
            .move(CGPoint(x: r.minX, y: r.minY)),
            .line(CGPoint(x: r.maxX, y: r.minY)),
            .line(CGPoint(x: r.maxX, y: r.maxY)),
            .line(CGPoint(x: r.minX, y: r.maxY)),
            .close,
        ])
    }

    /// A rectangle with circular corners. The radius is clamped to half the shorter side,
    /// as Core Animation clamps `cornerRadius`.
    public init(roundedRect r: CGRect, cornerRadius radius: CGFloat) {
        let r = r.standardized
        let rad = max(0, min(radius, min(r.width, r.height) / 2))
        guard rad > 0 else { self.init(rect: r); return }
        self.init()
        let k = rad * kappa
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        move(to: CGPoint(x: x0 + rad, y: y0))
        line(to: CGPoint(x: x1 - rad, y: y0))
        cubic(to: CGPoint(x: x1, y: y0 + rad), control1: CGPoint(x: x1 - rad + k, y: y0), control2: CGPoint(x: x1, y: y0 + rad - k))
        line(to: CGPoint(x: x1, y: y1 - rad))
        cubic(to: CGPoint(x: x1 - rad, y: y1), control1: CGPoint(x: x1, y: y1 - rad + k), control2: CGPoint(x: x1 - rad + k, y: y1))
        line(to: CGPoint(x: x0 + rad, y: y1))
        cubic(to: CGPoint(x: x0, y: y1 - rad), control1: CGPoint(x: x0 + rad - k, y: y1), control2: CGPoint(x: x0, y: y1 - rad + k))
        line(to: CGPoint(x: x0, y: y0 + rad))
        cubic(to: CGPoint(x: x0 + rad, y: y0), control1: CGPoint(x: x0, y: y0 + rad - k), control2: CGPoint(x: x0 + rad - k, y: y0))
        close()
    }

    /// An ellipse inscribed in `r`, as four cubics.
    public init(ellipseIn r: CGRect) {
        self.init()
        let r = r.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let kx = rx * kappa, ky = ry * kappa
        move(to: CGPoint(x: cx + rx, y: cy))
        cubic(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry))
        cubic(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky))
        cubic(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry))
        cubic(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky))
        close()
    }

    /// Appends a circular arc as cubics (at most 90° each). Angles in radians; with y down,
    /// `clockwise == true` sweeps toward increasing angles on screen (UIBezierPath's convention).
    /// Starts a new subpath at the arc's start when the path is empty, else draws a line to it.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var sweep = endAngle - startAngle
        let twoPi = 2 * CGFloat.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            sweep = min(sweep, twoPi)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            sweep = max(sweep, -twoPi)
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty || elements.last == .close { move(to: start) } else { line(to: start) }
        let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            func m(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            cubic(to: m(p1), control1: m(c1), control2: m(c2))
            a0 = a1
        }
    }
}
