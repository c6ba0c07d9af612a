import Foundation

/// A vector path: subpaths of lines, quadratic and cubic Béziers, in points.
/// Arcs, ellipses and rounded rectangles are stored as cubics.
public struct Path: Sendable, Hashable {
    /// One path command with absolute coordinates.
    public enum Element: Sendable, Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
        case close
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}
    /// A path of `elements`.
    public init(elements: [Element]) { self.elements = elements }

    /// Whether the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a subpath at `p`.
    public mutating func move(to p: CGPoint) { elements.append(.move(p)) }
    /// A straight line from the current point to `p`.
    public mutating func line(to p: CGPoint) { elements.append(.line(p)) }
    /// A quadratic Bézier from the current point to `p` with control point `c`.
    public mutating func quad(to p: CGPoint, control c: CGPoint) { elements.append(.quad(c, p)) }
    /// A cubic Bézier from the current point to `p` with control points `c1` and `c2`.
    public mutating func cubic(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        elements.append(.cubic(c1, c2, p))
    }
    /// Closes the subpath with a line back to its start.
    public mutating func close() { elements.append(.close) }
    /// Appends `other`'s commands (its subpaths stay their own).
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }
    /// Makes room for `count` elements in all, so appending up to there does not reallocate
    /// (the stroker reserves an outline's estimated size once instead of doubling from one).
    public mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

    /// The path with every point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> Path {
        if t.isIdentity { return self }
        return Path(elements: elements.map { e in
            switch e {
            case .move(let p): return .move(p.applying(t))
            case .line(let p): return .line(p.applying(t))
            case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
            case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
            case .close: return .close
            }
        })
    }

    /// The bounding box of every point, control points included (a superset of the ink).
    public var controlBounds: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        if minX > maxX { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when every coordinate is finite.
    public var isFinite: Bool {
        for e in elements {
            switch e {
            case .move(let p), .line(let p): if !p.x.isFinite || !p.y.isFinite { return false }
            case .quad(let c, let p): if ![c.x, c.y, p.x, p.y].allSatisfy(\.isFinite) { return false }
            case .cubic(let c1, let c2, let p): if ![c1.x, c1.y, c2.x, c2.y, p.x, p.y].allSatisfy(\.isFinite) { return false }
            case .close: break
            }
        }
        return true
    }
}
