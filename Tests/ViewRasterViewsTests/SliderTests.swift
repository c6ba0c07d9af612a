import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterTesting
import ViewRasterRendering

/// UISlider's look and geometry (iOS 13–17): a 4 pt track centred in the 30 pt alignment rect,
/// blue (the tint) left of the thumb and `systemFill` grey right of it, a 28 pt white thumb
/// whose edges meet the rect's ends at the minimum and maximum.
@MainActor
struct SliderTests {
    /// `systemFill` (120, 120, 128 at 20 %) over white, rounded as the rasterizer blends it.
    static func greyOverWhite(_ c: Int) -> Int { c + Int((Double(255 - c) * 0.8).rounded()) }

    @Test func valuesClampToTheRange() {
        let s = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 1)
        s.value = 3
        #expect(s.value == 1)
        s.minimumValue = 10; s.maximumValue = 20
        #expect(s.value == 10)
        s.setValue(15, animated: true)
        #expect(s.value == 15)
        #expect(s.intrinsicContentSize.height == 30)
    }

    @Test func thumbTravelsTheAlignmentRect() {
        // A frame-placed slider 200×31: its alignment rect is x 2…198, y 0…30.
        let s = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let track = s.trackRect(forBounds: s.bounds)
        #expect(track == CGRect(x: 2, y: 13, width: 196, height: 4))
        #expect(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0) == CGRect(x: 2, y: 1, width: 28, height: 28))
        #expect(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 1) == CGRect(x: 170, y: 1, width: 28, height: 28))
        #expect(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0.5).midX == 100)
        // Placed by constraints, the bounds are the alignment rect.
        s.translatesAutoresizingMaskIntoConstraints = false
        #expect(s.trackRect(forBounds: s.bounds).minX == 0)
    }

    @Test func drawsBlueLeftOfTheThumbAndGreyRight() throws {
        let stage = Stage()
        try stage.within {
            let root = View(frame: CGRect(x: 0, y: 0, width: 220, height: 80))
            root.backgroundColor = .white
            let half = Slider(frame: CGRect(x: 10, y: 4, width: 200, height: 31))
            half.value = 0.5
            root.addSubview(half)
            let red = Slider(frame: CGRect(x: 10, y: 44, width: 200, height: 31))
            red.maximumValue = 100; red.value = 25
            red.minimumTrackTintColor = Color(r8: 255, g8: 0, b8: 0)
            red.thumbTintColor = Color(r8: 0, g8: 0, b8: 0)
            root.addSubview(red)
            let canvas = try root.render(scale: 2)
            // Track middle row: y = 4 + 15 pt. Left of the thumb (x 10 + 50 pt) blue.
            let left = canvas.pixel(x: 2 * 60, y: 2 * 19)
            #expect(left.r == 0 && left.g == 122 && left.b == 255)
            // Right of the thumb (x 10 + 170 pt) systemFill over white.
            let right = canvas.pixel(x: 2 * 180, y: 2 * 19)
            #expect(right.r == Self.greyOverWhite(120) && right.g == Self.greyOverWhite(120) && right.b == Self.greyOverWhite(128))
            // The thumb's centre (x 10 + 100) is white, and so is a point 12 pt above it.
            let thumb = canvas.pixel(x: 2 * 110, y: 2 * 19)
            #expect(thumb.r == 255 && thumb.g == 255 && thumb.b == 255)
            // Above and below the 4 pt track, away from the thumb, the background shows.
            let above = canvas.pixel(x: 2 * 60, y: 2 * 16)
            #expect(above.r == 255 && above.g == 255 && above.b == 255)
            // 25 of 0…100: the thumb's centre at 2 + 14 + 168 × 0.25 = 58 pt; red left, a black thumb.
            let redTrack = canvas.pixel(x: 2 * (10 + 20), y: 2 * 59)
            #expect(redTrack.r == 255 && redTrack.g == 0 && redTrack.b == 0)
            let blackThumb = canvas.pixel(x: 2 * (10 + 58), y: 2 * 59)
            #expect(blackThumb.r == 0 && blackThumb.g == 0 && blackThumb.b == 0)
            assertSnapshot(of: canvas, as: .image, named: "sliders")
        }
    }
}
