import Foundation

extension Path {
    /// `Path(rect:)`'s outline (the standardized rect from its top-left corner, clockwise on
    /// screen: a move, three lines and a close) made in one allocation: `Path(rect:)` appends
    /// its five elements one by one, and its array grows four times on the way. Views draw
    /// every square-cornered background and text clip through here.
    static func rectangle(_ rect: CGRect) -> Path {
        let r = rect.standardized
        return Path(elements: [
            .move(CGPoint(x: r.minX, y: r.minY)),
            .line(CGPoint(x: r.maxX, y: r.minY)),
            .line(CGPoint(x: r.maxX, y: r.maxY)),
            .line(CGPoint(x: r.minX, y: r.maxY)),
            .close,
        ])
    }
}
