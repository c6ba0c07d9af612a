import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// IB's canvas lays a view out on the pixels of the device it simulates: edges on ⅓ pt on an
/// @3x iPhone, on ½ pt on an @2x one and on iPads (docs/canvas-rules.md, "Devices"). Each
/// frame below is worked out by hand: UIKit rounds a solved edge to the screen's pixels.
@MainActor
@Suite struct LayoutComparePixelGridTests {
    /// A 10 pt wide view at the top-left whose height is a tenth of the root's, and a second one
    /// stacked under it with the same height.
    func tenths(tools: String = "17701", device: String, size: String) throws -> (CGRect?, CGRect?) {
        let subviews = canvasView("a", #"x="0.0" y="0.0" width="10" height="10""#)
            + canvasView("b", #"x="0.0" y="10" width="10" height="10""#)
        let constraints = """
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="c3"/>
            <constraint firstItem="a" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="0.1" id="c4"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="c5"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
            <constraint firstItem="b" firstAttribute="width" constant="10" id="c7"/>
            <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" id="c8"/>
            """
        let text = canvasXib(canvasRoot(size, subviews, constraints), tools: tools, device: device)
        let comparison = try compareLayout(text, intrinsic: .stored).0
        return (comparison.view("a")?.frame, comparison.view("b")?.frame)
    }

    func near(_ a: CGFloat?, _ b: CGFloat) -> Bool { a.map { abs($0 - b) < 0.001 } ?? false }

    @Test func anAt3xIPhoneLaysOutOnThirds() throws {
        // iPhone X (375 × 812, @3x): the first view's bottom, 81.2 pt = 243.6 px, is rounded
        // to 244 px = 81⅓ pt; the second's, 162.4 pt = 487.2 px, to 487 px = 162⅓ pt (each
        // edge to its nearest pixel, so the two views still abut). IB stores 81.333.
        let (a, b) = try tenths(device: "retina5_9", size: "375x812")
        #expect(near(a?.height, 81 + 1.0 / 3))
        #expect(near(b?.minY, 81 + 1.0 / 3))
        #expect(near(b?.maxY, 162 + 1.0 / 3))
        // iPhone 15 (393 × 852, @3x, Xcode 15): 85.2 pt = 255.6 px → 256 px = 85⅓ pt.
        let (c, _) = try tenths(tools: "22505", device: "retina6_12", size: "393x852")
        #expect(near(c?.height, 85 + 1.0 / 3))
    }

    @Test func an2xIPhoneAndAnIPadLayOutOnHalves() throws {
        // iPhone 8 (375 × 667, @2x): 66.7 pt = 133.4 px → 133 px = 66.5 pt; the second
        // view's bottom, 133.4 pt = 266.8 px → 267 px = 133.5 pt.
        let (a, b) = try tenths(device: "retina4_7", size: "375x667")
        #expect(near(a?.height, 66.5))
        #expect(near(b?.maxY, 133.5))
        // The XR (414 × 896) is @2x: 89.6 pt = 179.2 px → 179 px = 89.5 pt.
        let (c, _) = try tenths(device: "retina6_1", size: "414x896")
        #expect(near(c?.height, 89.5))
        // iPad (768 × 1024, @2x): 102.4 pt = 204.8 px → 205 px = 102.5 pt.
        let (d, _) = try tenths(device: "ipad9_7", size: "768x1024")
        #expect(near(d?.height, 102.5))
    }
}
