import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterRendering
import ViewRasterRaster

/// Views that draw nothing themselves (clear containers) hand their subtrees' drawing up as it
/// is; later siblings must still draw over earlier ones and over their descendants, as UIKit
/// composites subviews in order.
@MainActor
@Suite struct ContainerDrawingOrderTests {
    func box(_ frame: CGRect, _ color: Color?) -> View {
        let v = View(frame: frame)
        v.backgroundColor = color
        return v
    }

    @Test func laterSiblingsDrawOverEarlierSubtreesThroughClearContainers() throws {
        // A white 60×20 root at scale 1 holding a clear container with: a red box (with a green
        // child in its top right), a blue box overlapping both, and a clear container whose
        // black child covers the blue box's right end.
        let root = box(CGRect(x: 0, y: 0, width: 60, height: 20), .white)
        let container = box(CGRect(x: 0, y: 0, width: 60, height: 20), nil)
        let red = box(CGRect(x: 0, y: 0, width: 30, height: 20), .red)
        red.addSubview(box(CGRect(x: 20, y: 0, width: 10, height: 10), Color(red: 0, green: 1, blue: 0)))
        let blue = box(CGRect(x: 25, y: 0, width: 20, height: 20), .blue)
        let inner = box(CGRect(x: 40, y: 0, width: 20, height: 20), nil)
        inner.addSubview(box(CGRect(x: 0, y: 0, width: 10, height: 20), .black))
        root.addSubview(container)
        for v in [red, blue, inner] { container.addSubview(v) }
        let c = try root.render(scale: 1)
        func row(_ y: Int) -> String {
            String((0..<c.width).map { x -> Character in
                switch c.pixel(x: x, y: y) {
                case (255, 255, 255, 255): "w"
                case (255, 0, 0, 255): "r"
                case (0, 255, 0, 255): "g"
                case (0, 0, 255, 255): "b"
                case (0, 0, 0, 255): "k"
                default: "?"
                }
            })
        }
        func run(_ s: String, _ n: Int) -> String { String(repeating: s, count: n) }
        // Top half: red 0–19, green 20–24 (its 25–29 under blue), blue 25–39, black 40–49.
        #expect(row(5) == run("r", 20) + run("g", 5) + run("b", 15) + run("k", 10) + run("w", 10))
        // Bottom half: no green.
        #expect(row(15) == run("r", 25) + run("b", 15) + run("k", 10) + run("w", 10))
    }
}
