import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A xib of Xcode 14 or 15 without a `<device>`: IB's canvas shows it on that Xcode's default
/// iPhone, an iPhone 14 Pro (`retina6_12`: 59 pt status bar, 34 pt home indicator)
/// (docs/canvas-rules.md, "The device"); frames worked out by hand.
@MainActor
@Suite struct DevicelessXcode14XibTests {
    /// A 393 × 852 view with `top` 7 pt below the safe area's top and `bottom` on its bottom,
    /// saved by the Xcode of `tools`, with no `<device>`.
    func text(tools: String) -> String {
        canvasXib(canvasRoot("393x852", canvasView("top", #"x="7" y="66" width="30" height="30""#)
                             + canvasView("bottom", #"x="0" y="808" width="393" height="10""#), """
                <constraint firstItem="top" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="7" id="c1"/>
                <constraint firstItem="top" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="7" id="c2"/>
                <constraint firstItem="top" firstAttribute="width" constant="30" id="c3"/>
                <constraint firstItem="top" firstAttribute="height" constant="30" id="c4"/>
                <constraint firstItem="bottom" firstAttribute="bottom" secondItem="sa" secondAttribute="bottom" id="c5"/>
                <constraint firstItem="bottom" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                <constraint firstItem="bottom" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c7"/>
                <constraint firstItem="bottom" firstAttribute="height" constant="10" id="c8"/>
        """), tools: tools).replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "")
    }

    @Test func xcode14XibWithoutADeviceIsOnAnIPhone14Pro() throws {
        // huoli-client-iOS' controller xibs (set AM, 21507): the safe area is 59 pt down and
        // 34 pt short of the bottom, so `top` is at y = 59 + 7 = 66 and `bottom` ends at
        // 852 − 34 = 818.
        let c = try compareLayout(text(tools: "21507"), intrinsic: .stored).0
        #expect(c.view("top")?.frame == CGRect(x: 7, y: 66, width: 30, height: 30))
        #expect(c.view("bottom")?.frame == CGRect(x: 0, y: 808, width: 393, height: 10))
    }

    @Test func xcode12XibWithoutADeviceKeepsTheFallbackIPhone() throws {
        // Before Xcode 14 no one device: the 375 × 667 fallback, whose status bar Xcode 11 …
        // 14.0 leave out of a top-level view (y = 7) and which has no home indicator (818 + 34).
        let c = try compareLayout(text(tools: "18122"), intrinsic: .stored).0
        #expect(c.view("top")?.frame == CGRect(x: 7, y: 7, width: 30, height: 30))
        #expect(c.view("bottom")?.frame.maxY == 852)
    }
}
