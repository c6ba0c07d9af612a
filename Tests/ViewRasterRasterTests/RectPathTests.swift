import Testing
import Foundation
import ViewRasterDisplayList

/// `Path(rect:)`, which views fill and clip every square-cornered background and text run with:
/// from the top-left corner clockwise on screen, a flipped rect standardized first.
struct RectPathTests {
    @Test func aFlippedRectIsStandardizedAndOutlinedClockwiseFromItsTopLeft() {
        #expect(Path(rect: CGRect(x: 10, y: 20, width: -30, height: -40)).elements == [
            .move(CGPoint(x: -20, y: -20)), .line(CGPoint(x: 10, y: -20)), .line(CGPoint(x: 10, y: 20)),
            .line(CGPoint(x: -20, y: 20)), .close,
        ])
    }
}
