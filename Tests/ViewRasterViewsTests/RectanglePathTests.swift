import Testing
import Foundation
@testable import ViewRasterViews

/// The rectangle views fill and clip with is `Path(rect:)`'s outline, element for element:
/// from the top-left corner clockwise on screen, a flipped rect standardized first.
struct RectanglePathTests {
    @Test func aRectangleIsPathRectsFiveElements() {
        for r in [CGRect(x: 10, y: 20, width: 30, height: 40), CGRect(x: 0.5, y: -1.25, width: 0, height: 7),
                  CGRect(x: 10, y: 20, width: -30, height: -40)] {
            #expect(Path.rectangle(r) == Path(rect: r))
        }
        #expect(Path.rectangle(CGRect(x: 10, y: 20, width: -30, height: -40)).elements == [
            .move(CGPoint(x: -20, y: -20)), .line(CGPoint(x: 10, y: -20)), .line(CGPoint(x: 10, y: 20)),
            .line(CGPoint(x: -20, y: 20)), .close,
        ])
    }
}
