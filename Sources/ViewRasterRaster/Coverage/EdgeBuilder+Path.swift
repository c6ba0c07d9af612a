import Foundation
import ViewRasterDisplayList

extension EdgeBuilder {
    /// Appends the edges of `path` mapped through `transform` and flattened with `tolerance`:
    /// exactly the edges `append(path.flattened(transform:tolerance:), into:)` appends, without
    /// an array per subpath (`Path.forEachFlattenedSubpath` flattens into `points`, reused).
    mutating func append(_ path: Path, transform: CGAffineTransform, tolerance: CGFloat,
                         points: inout [CGPoint], into lines: inout EdgeList) {
        path.forEachFlattenedSubpath(transform: transform, tolerance: tolerance, points: &points) { pts, _ in
            guard pts.count >= 2 else { return }
            pts.withUnsafeBufferPointer { pts in
                let n = pts.count
                var prev = pts[n - 1]
                for i in 0..<n {
                    let p = pts[i]
                    addLine(Double(prev.x), Double(prev.y), Double(p.x), Double(p.y), into: &lines)
                    prev = p
                }
            }
        }
    }
}
