import Foundation

/// Builds a stroke outline polyline by polyline, as positively oriented convex polygons.
struct StrokeBuilder {
    let hw: CGFloat
    let style: StrokeStyle
    let tolerance: CGFloat
    /// Miter length / stroke width above which a miter join falls back to bevel.
    let miterLimit: CGFloat
    private(set) var path = Path()

    init(halfWidth: CGFloat, style: StrokeStyle, tolerance: CGFloat) {
        self.hw = halfWidth
        self.style = style
        self.tolerance = tolerance
        let limit = style.miterLimit
        self.miterLimit = limit.isNaN ? 10 : max(1, limit)
    }

    /// Reserves the outline's path for polylines of `points` points in all: about six elements
    /// a point (a segment's rectangle, a join's wedge) and two round caps' arcs, so most
    /// outlines are built in one allocation instead of doubling from one element (each
    /// doubling copied the whole path). Only the allocation changes, not the outline.
    mutating func reserve(forPoints points: Int) {
        let round = style.cap == .round || style.join == .round
        let arc = round ? StrokeBuilder.arcSteps(radius: hw, sweep: 2 * CGFloat.pi, tolerance: tolerance) + 3 : 6
        path.reserveCapacity(min(1 << 16, 6 * points + 2 * arc))
    }

    /// Adds the stroke of one flattened subpath.
    mutating func add(_ line: Polyline) {
        var pts: [StrokeVector] = []
        pts.reserveCapacity(line.points.count)
        for q in line.points where q.x.isFinite && q.y.isFinite {
            let p = StrokeVector(q)
            if let last = pts.last, last.distance(to: p) <= StrokeBuilder.epsilon { continue }
            pts.append(p)
        }
        if line.closed, pts.count > 1, pts[0].distance(to: pts[pts.count - 1]) <= StrokeBuilder.epsilon {
            pts.removeLast()
        }
        guard let first = pts.first else { return }
        if pts.count == 1 {
            addDot(at: first)
            return
        }
        let n = pts.count
        let segmentCount = line.closed ? n : n - 1
        var dirs: [StrokeVector] = []
        var lens: [CGFloat] = []
        dirs.reserveCapacity(segmentCount)
        lens.reserveCapacity(segmentCount)
        for i in 0..<segmentCount {
            let d = pts[(i + 1) % n] - pts[i]
            let len = d.length
            dirs.append(StrokeVector(x: d.x / len, y: d.y / len))
            lens.append(len)
        }
        // Inner-side trims: at join j (vertex j, between segment j-1 and j) the two segments'
        // inner offset lines meet at `q`; both segment polygons end on the line from the vertex
        // to `q` so they tile the inside of the turn instead of overlapping there (overlaps
        // where the outline's edge passes would be counted twice by the area rasterizer).
        var trims = [InnerTrim?](repeating: nil, count: n)
        let joinRange = line.closed ? 0..<n : 1..<(n - 1)
        for j in joinRange {
            let i0 = (j + segmentCount - 1) % segmentCount
            trims[j] = innerTrim(at: pts[j], incoming: dirs[i0], outgoing: dirs[j],
                                 lengths: (lens[i0], lens[j]))
        }
        // A closed subpath starts its first run at a join that is not trimmed (vertex 0 when all
        // are), so each run is one polygon of positive area, its ends squared off.
        if line.closed, trims.allSatisfy({ $0 != nil }) { trims[0] = nil }
        let start = line.closed ? (trims.firstIndex { $0 == nil } ?? 0) : 0
        var k = 0
        while k < segmentCount {
            var run = [(start + k) % segmentCount]
            k += 1
            while k < segmentCount, trims[(run[run.count - 1] + 1) % n] != nil {
                run.append((start + k) % segmentCount)
                k += 1
            }
            addRun(run, pts, dirs: dirs, trims: trims)
        }
        if line.closed {
            for i in 0..<n where trims[i] == nil {
                addJoin(at: pts[i], incoming: dirs[(i + segmentCount - 1) % segmentCount], outgoing: dirs[i])
            }
        } else {
            for i in 1..<(n - 1) where trims[i] == nil {
                addJoin(at: pts[i], incoming: dirs[i - 1], outgoing: dirs[i])
            }
            addCap(at: pts[0], outward: -dirs[0])
            addCap(at: pts[n - 1], outward: dirs[segmentCount - 1])
        }
    }

    /// The outline of consecutive segments `run` (indices into `dirs`) whose inner joins are
    /// all trimmed: the left offset chain forward and the right one back, the outer side of
    /// each joint carrying its join (tip, bevel or arc), the inner side the trim point. Square
    /// ends at the run's ends meet caps or untrimmed joins, drawn separately.
    private mutating func addRun(_ run: [Int], _ pts: [StrokeVector], dirs: [StrokeVector], trims: [InnerTrim?]) {
        let n = pts.count
        var left: [StrokeVector] = [], right: [StrokeVector] = []
        let first = run[0], last = run[run.count - 1]
        let a = pts[first], oa = dirs[first].leftNormal * hw
        left.append(a + oa)
        right.append(a - oa)
        for k in run.dropLast() {
            let v = (k + 1) % n
            addJoint(at: pts[v], incoming: dirs[k], outgoing: dirs[(k + 1) % dirs.count], trim: trims[v]!,
                     left: &left, right: &right)
        }
        let b = pts[(last + 1) % n], ob = dirs[last].leftNormal * hw
        left.append(b + ob)
        right.append(b - ob)
        // Left forward then right back runs clockwise on screen; emit it reversed (positive area).
        addOriented(right + left.reversed())
    }

    /// Appends a trimmed joint to the offset chains (in travel order): the trim point on the
    /// inner side, the join's outer points on the other.
    private func addJoint(at p: StrokeVector, incoming d0: StrokeVector, outgoing d1: StrokeVector, trim: InnerTrim,
                          left: inout [StrokeVector], right: inout [StrokeVector]) {
        if trim.innerLeft {
            left.append(trim.q)
            outerPoints(at: p, incoming: d0, outgoing: d1, side: -1, into: &right)
        } else {
            right.append(trim.q)
            outerPoints(at: p, incoming: d0, outgoing: d1, side: 1, into: &left)
        }
    }

    /// The outer boundary of a join from the incoming segment's corner to the outgoing one's,
    /// on side `s` (1 left, -1 right) of travel.
    private func outerPoints(at p: StrokeVector, incoming d0: StrokeVector, outgoing d1: StrokeVector, side s: CGFloat,
                             into out: inout [StrokeVector]) {
        let a = p + d0.leftNormal * (s * hw)
        let b = p + d1.leftNormal * (s * hw)
        out.append(a)
        switch style.join {
        case .bevel:
            break
        case .miter:
            let cosHalf = ((1 + d0.dot(d1)) / 2).squareRoot()
            if cosHalf > 0, 1 / cosHalf <= miterLimit {
                let bisector = (d0.leftNormal + d1.leftNormal).normalized * s
                out.append(p + bisector * (hw / cosHalf))
            }
        case .round:
            let phi = atan2(abs(d0.cross(d1)), d0.dot(d1))
            let steps = StrokeBuilder.arcSteps(radius: hw, sweep: phi, tolerance: tolerance, minimum: 1)
            if steps > 1 {
                let u = d0.leftNormal * s
                let start = atan2(u.y, u.x)
                let sweep = -s * phi
                for i in 1..<steps {
                    let t = start + sweep * CGFloat(i) / CGFloat(steps)
                    out.append(StrokeVector(x: p.x + hw * cos(t), y: p.y + hw * sin(t)))
                }
            }
        }
        out.append(b)
    }

    /// Appends a closed subpath as given (no reorientation); drops degenerate ones.
    private mutating func addOriented(_ pts: [StrokeVector]) {
        guard pts.count >= 3 else { return }
        path.move(to: pts[0].point)
        for p in pts.dropFirst() { path.line(to: p.point) }
        path.close()
    }

    /// Where two segments' inner offset lines meet at a join, when that point lies within
    /// the first half of both segments (else the segments keep their square ends there).
    struct InnerTrim {
        /// The meeting point of the inner offset lines.
        let q: StrokeVector
        /// True when the inside of the turn is left of travel.
        let innerLeft: Bool
    }

    private func innerTrim(at p: StrokeVector, incoming d0: StrokeVector, outgoing d1: StrokeVector,
                           lengths: (CGFloat, CGFloat)) -> InnerTrim? {
        let cross = d0.cross(d1)
        let dot = d0.dot(d1)
        guard abs(cross) > 1e-12, dot > -0.999 else { return nil }
        // Distance from the vertex's inner corner back to q: hw * tan(φ/2), φ the turning angle.
        let t = hw * abs(cross) / (1 + dot)
        guard t.isFinite, 2 * t <= lengths.0, 2 * t <= lengths.1 else { return nil }
        // A left (positive-cross) turn has its inside on the left.
        let innerLeft = cross > 0
        let o = d0.leftNormal * hw
        let corner = innerLeft ? p + o : p - o
        return InnerTrim(q: corner - d0 * t, innerLeft: innerLeft)
    }

    static let epsilon: CGFloat = 1e-9

    // MARK: pieces

    private mutating func addJoin(at p: StrokeVector, incoming d0: StrokeVector, outgoing d1: StrokeVector) {
        let cross = d0.cross(d1)
        let dot = d0.dot(d1)
        // Straight on: the two rectangles already meet edge to edge.
        if abs(cross) <= 1e-12, dot > 0 { return }
        // The outer side of the turn: right of travel for a left (positive-cross) turn.
        let s: CGFloat = cross > 0 ? -1 : 1
        let a = p + d0.leftNormal * (s * hw)
        let b = p + d1.leftNormal * (s * hw)
        switch style.join {
        case .bevel:
            addPolygon([p, a, b])
        case .miter:
            // Miter length / width = 1 / sin(θ/2) with θ the angle between the segments,
            // i.e. 1 / cos(φ/2) with φ the turning angle: cos(φ/2) = sqrt((1 + dot) / 2).
            let cosHalf = ((1 + dot) / 2).squareRoot()
            if cosHalf <= 0 || 1 / cosHalf > miterLimit {
                addPolygon([p, a, b])
            } else {
                let bisector = (d0.leftNormal + d1.leftNormal).normalized * s
                let tip = p + bisector * (hw / cosHalf)
                addPolygon([p, a, tip, b])
            }
        case .round:
            // Sweep from a to b through the outer side; a U-turn sweeps through p + d0·hw.
            let phi = atan2(abs(cross), dot)
            addPie(center: p, from: d0.leftNormal * s, sweep: -s * phi)
        }
    }

    private mutating func addCap(at p: StrokeVector, outward d: StrokeVector) {
        let o = d.leftNormal * hw
        switch style.cap {
        case .butt:
            return
        case .square:
            let e = d * hw
            addPolygon([p + o, p + o + e, p - o + e, p - o])
        case .round:
            // From p + o (left of the outward direction) through p + d·hw to p - o.
            addPie(center: p, from: d.leftNormal, sweep: -CGFloat.pi)
        }
    }

    /// A zero-length subpath: a disc for round caps, an axis-aligned square for square caps.
    private mutating func addDot(at p: StrokeVector) {
        switch style.cap {
        case .butt:
            return
        case .square:
            addPolygon([StrokeVector(x: p.x - hw, y: p.y - hw), StrokeVector(x: p.x + hw, y: p.y - hw),
                        StrokeVector(x: p.x + hw, y: p.y + hw), StrokeVector(x: p.x - hw, y: p.y + hw)])
        case .round:
            addPie(center: p, from: StrokeVector(x: 1, y: 0), sweep: 2 * CGFloat.pi)
        }
    }

    /// A circular sector of radius `hw` (a full disc when |sweep| is 2π), from unit vector
    /// `u` turning by `sweep` radians (positive turns from +x toward +y). The chords stay
    /// within `tolerance` of the arc.
    private mutating func addPie(center c: StrokeVector, from u: StrokeVector, sweep: CGFloat) {
        let steps = StrokeBuilder.arcSteps(radius: hw, sweep: abs(sweep), tolerance: tolerance)
        let full = abs(sweep) >= 2 * CGFloat.pi - 1e-12
        var pts: [StrokeVector] = []
        pts.reserveCapacity(steps + 2)
        if !full { pts.append(c) }
        let start = atan2(u.y, u.x)
        let last = full ? steps - 1 : steps
        for i in 0...last {
            let t = start + sweep * CGFloat(i) / CGFloat(steps)
            pts.append(StrokeVector(x: c.x + hw * cos(t), y: c.y + hw * sin(t)))
        }
        addPolygon(pts)
    }

    /// Segments for an arc so that each chord's sagitta r(1 - cos(step/2)) ≤ tolerance.
    static func arcSteps(radius: CGFloat, sweep: CGFloat, tolerance: CGFloat, minimum: Int = 2) -> Int {
        guard radius > tolerance else { return max(minimum, Int((sweep / (CGFloat.pi / 2)).rounded(.up))) }
        let step = 2 * acos(1 - tolerance / radius)
        guard step.isFinite, step > 0 else { return 1024 }
        let n = Int((sweep / step).rounded(.up))
        return max(minimum, min(1024, n))
    }

    /// Appends the polygon as a closed subpath with positive signed area; drops slivers.
    private mutating func addPolygon(_ pts: [StrokeVector]) {
        guard pts.count >= 3 else { return }
        let area = StrokeBuilder.signedArea(pts)
        guard area.isFinite, abs(area) > 1e-18 else { return }
        let ordered = area > 0 ? pts : pts.reversed()
        path.move(to: ordered[0].point)
        for p in ordered.dropFirst() { path.line(to: p.point) }
        path.close()
    }

    /// Shoelace area; positive for counter-clockwise in y-up axes (clockwise on screen).
    static func signedArea(_ pts: [StrokeVector]) -> CGFloat {
        var sum: CGFloat = 0
        var prev = pts[pts.count - 1]
        for p in pts {
            sum += prev.x * p.y - p.x * prev.y
            prev = p
        }
        return sum / 2
    }
}

/// A 2-D vector private to the stroker (keeps operators off StrokeVector, which other files may extend).
struct StrokeVector: Equatable {
    var x: CGFloat, y: CGFloat
    init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    init(_ p: CGPoint) { x = p.x; y = p.y }
    static let zero = StrokeVector(x: 0, y: 0)
    var point: CGPoint { CGPoint(x: x, y: y) }
    @inline(__always) static func + (l: StrokeVector, r: StrokeVector) -> StrokeVector { StrokeVector(x: l.x + r.x, y: l.y + r.y) }
    @inline(__always) static func - (l: StrokeVector, r: StrokeVector) -> StrokeVector { StrokeVector(x: l.x - r.x, y: l.y - r.y) }
    @inline(__always) static func * (l: StrokeVector, s: CGFloat) -> StrokeVector { StrokeVector(x: l.x * s, y: l.y * s) }
    @inline(__always) static prefix func - (p: StrokeVector) -> StrokeVector { StrokeVector(x: -p.x, y: -p.y) }
    @inline(__always) var length: CGFloat { (x * x + y * y).squareRoot() }
    @inline(__always) func distance(to p: StrokeVector) -> CGFloat { (self - p).length }
    @inline(__always) func dot(_ p: StrokeVector) -> CGFloat { x * p.x + y * p.y }
    @inline(__always) func cross(_ p: StrokeVector) -> CGFloat { x * p.y - y * p.x }
    /// Rotated +90° (from +x toward +y).
    @inline(__always) var leftNormal: StrokeVector { StrokeVector(x: -y, y: x) }
    var normalized: StrokeVector {
        let l = length
        return l > 0 ? StrokeVector(x: x / l, y: y / l) : .zero
    }
}
