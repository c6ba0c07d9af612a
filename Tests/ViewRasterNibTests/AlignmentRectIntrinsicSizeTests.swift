import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// UIKit's intrinsic size is the alignment rect's: a UISwitch's frame is 51 × 31 and 2 pt
/// wider than its alignment rect, a UISegmentedControl's 32 pt frame 1 pt taller. Laid out by
/// their intrinsic size with our own sizes (`--intrinsic fonts`), IB's canvas stores those
/// frames: a switch pinned 16 pt from the leading edge is stored 51 pt wide at x = 16, one
/// pinned 16 pt from the trailing edge of a 320 pt view ends 2 pt past it (x = 320 − 16 − 49).
@MainActor
@Suite struct AlignmentRectIntrinsicSizeTests {
    func layout(_ subview: String, _ constraints: String, tools: String = "22505") throws -> NibLayoutComparison {
        try compareInRoot320x200(subview, constraints: constraints, tools: tools)
    }

    func switchView(_ id: String) -> String {
        """
        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </switch>
        """
    }

    /// Two switches: `lead` 16 pt from the leading edge, `trail` 16 pt from the trailing one.
    var twoSwitches: String { switchView("lead") + switchView("trail") }
    let twoSwitchesPinned = """
            <constraint firstItem="lead" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="lead" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="trail" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="trail" secondAttribute="trailing" constant="16" id="c4"/>
            """

    @Test func switchesAreStored51PointsWide() throws {
        let c = try layout(twoSwitches, twoSwitchesPinned)
        #expect(c.view("lead")?.frame == CGRect(x: 16, y: 20, width: 51, height: 31))
        #expect(c.view("trail")?.frame == CGRect(x: 255, y: 80, width: 51, height: 31))
    }

    /// Xcode 26 draws iOS 26's switch: a 63 × 28 frame, its alignment rect still 2 pt narrower,
    /// so the trailing one ends 2 pt past its constraint (x = 320 − 16 − 61). A beta's
    /// placeholder build (32700) and Xcode 16 (23727) keep iOS 17's 51 × 31.
    @Test func xcode26StoresIOS26Switches() throws {
        let c = try layout(twoSwitches, twoSwitchesPinned, tools: "24128")
        #expect(c.view("lead")?.frame == CGRect(x: 16, y: 20, width: 63, height: 28))
        #expect(c.view("trail")?.frame == CGRect(x: 243, y: 80, width: 63, height: 28))
        for tools in ["23727", "32700"] {
            let old = try layout(twoSwitches, twoSwitchesPinned, tools: tools)
            #expect(old.view("trail")?.frame == CGRect(x: 255, y: 80, width: 51, height: 31), "\(tools)")
        }
    }

    var segmentedControl: String {
        """
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <segments>
                <segment title="First"/>
                <segment title="Second"/>
            </segments>
        </segmentedControl>
        """
    }

    /// A segmented control pinned by its top, leading and trailing edges, and a view pinned
    /// 8 pt below it: its height is its own.
    let segmentedPinned = """
            <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="seg" secondAttribute="trailing" constant="16" id="c3"/>
            """

    /// Xcode 10 and earlier drew iOS 12's segmented control: 28 pt intrinsic height, a 29 pt
    /// frame (the 1 pt alignment inset at the bottom). Xcode 10.1 (14460) and Xcode 7 (9531)
    /// store it 29 pt tall at y = 20; Xcode 11 (14865, iOS 13) 32.
    @Test func xcode10StoresIOS12SegmentedControls29PointsTall() throws {
        for tools in ["14460", "9531"] {
            let c = try layout(segmentedControl, segmentedPinned, tools: tools)
            #expect(c.view("seg")?.frame == CGRect(x: 16, y: 20, width: 288, height: 29), "\(tools)")
        }
        let xcode11 = try layout(segmentedControl, segmentedPinned, tools: "14865")
        #expect(xcode11.view("seg")?.frame == CGRect(x: 16, y: 20, width: 288, height: 32))
    }

    /// Xcode 11 and earlier drew iOS 13's 2 pt progress view (iOS 14 made it 4 pt): a progress
    /// view pinned 20 pt from the top and 16 pt from each side, with nothing fixing its height,
    /// is stored 2 pt tall in a file of Xcode 11.5 (16097) and 4 pt in one of Xcode 12 (17156).
    @Test func xcode11StoresIOS13ProgressViews2PointsTall() throws {
        let progress = """
            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="pv">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </progressView>
            """
        let pinned = """
            <constraint firstItem="pv" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="pv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="pv" secondAttribute="trailing" constant="16" id="c3"/>
            """
        #expect(try layout(progress, pinned, tools: "16097").view("pv")?.frame == CGRect(x: 16, y: 20, width: 288, height: 2))
        #expect(try layout(progress, pinned, tools: "17156").view("pv")?.frame == CGRect(x: 16, y: 20, width: 288, height: 4))
    }

    @Test func segmentedControlsAreStored32PointsTall() throws {
        let c = try layout(segmentedControl, segmentedPinned)
        #expect(c.view("seg")?.frame == CGRect(x: 16, y: 20, width: 288, height: 32))
    }
}
