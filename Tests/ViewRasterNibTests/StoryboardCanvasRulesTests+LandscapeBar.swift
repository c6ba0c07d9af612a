import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A navigation bar on an iPhone in landscape (docs/canvas-rules.md, "Scenes" and "Simulated
/// metrics"): UIKit's compact-height bar is 32 pt on an iPhone that is compact-width in landscape
/// (every one narrower than 414 pt in portrait), with no large title; the Plus and Max iPhones,
/// regular-width in landscape, keep the 44 pt bar. A landscape iPhone has no status bar, and an
/// iPhone 8 no sensor housing, so a view pinned to the safe area's top sits at the bar's bottom.
/// Frames worked out by hand.
extension StoryboardCanvasRulesTests {
    /// A navigation controller whose root vc1 holds `sub` pinned to its safe area's top, on
    /// `device` in landscape (`size`: the screen turned), its bar `barAttributes`.
    func landscapeStack(device: String, size: String, barAttributes: String = "", tools: String = "17156") -> String {
        storyboard(navigationController(barAttributes: barAttributes)
                   + scene("vc1", rootID: "root", size: size, subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root-sa")),
                   tools: tools, device: device)
            .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
    }

    @Test func aLandscapeIPhoneHasTheCompactHeightBar() throws {
        // An iPhone 8 turned (667 × 375): the 32 pt bar, no status bar above it (LTMorphingLabel's
        // and dji's DJISDKSwiftDemo storyboards store 32 pt bars); a large title is not shown in
        // a compact height (LTMorphingLabel's bar has `largeTitles`): still 32, not 32 + 52.
        #expect(try topMarginY(landscapeStack(device: "retina4_7", size: "667x375")) == 32)
        #expect(try topMarginY(landscapeStack(device: "retina4_7", size: "667x375", barAttributes: #"largeTitles="YES""#)) == 32)
        // In portrait the same stack has the 44 pt bar (Xcode 12 leaves an iPhone 8's status
        // bar out of the canvas's safe area: 0 + 44).
        let portrait = storyboard(navigationController()
                                  + scene("vc1", rootID: "root", subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root-sa")),
                                  tools: "17156")
        #expect(try topMarginY(portrait) == 44)
    }

    @Test func aRegularWidthIPhoneKeepsItsBarInLandscape() throws {
        // An iPhone 8 Plus turned (736 × 414) is regular-width: its bar stays 44 pt (REMenu issue
        // 109: "on iPhone 6 Plus Landscape UINavigation bar height is 44"; iTorrent's launch
        // screen on `retina6_72` in landscape stores 44).
        #expect(try topMarginY(landscapeStack(device: "retina5_5", size: "736x414")) == 44)
    }

    @Test func xcode26KeepsThePortraitBarInLandscape() throws {
        // Xcode 26 lays a landscape iPhone's bars out at their portrait height, 54 pt (GoMap's
        // POI storyboard, a beta of Xcode 26 on `retina6_12` in landscape: 852 × 54 bars); the
        // landscape safe area has no top inset, so the view below a translucent bar is at 54.
        #expect(try topMarginY(landscapeStack(device: "retina6_12", size: "852x393", tools: "24765")) == 54)
    }
}
