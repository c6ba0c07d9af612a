import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Xcode 8.0 (`toolsVersion` 11201) saved a view placed by its autoresizing mask as
/// `<frame key="frameInset" …/>`: its insets from the superview's edges and its size, only the
/// values the mask keeps fixed and that are not 0 (set AV: 75 views in 24 files of 7
/// repositories, drawn 0 × 0 before). The frames below follow from the XML alone: a value the
/// mask keeps fixed and the file leaves out is 0; the one the mask lets flex is what is left
/// of the superview's extent.
@MainActor
@Suite struct FrameInsetTests {
    /// A 320 × 568 root (an iPhone 5's screen, Xcode 8.0) holding `subviews`.
    func xib(_ subviews: String) -> String {
        canvasXib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>\(subviews)</subviews>
            </view>
            """, tools: "11201", device: "retina4_0")
    }

    @Test func insetsPlaceAutoresizingViewsInTheirSuperview() throws {
        let (comparison, _) = try compareLayout(xib("""
            <tableView contentMode="scaleToFill" style="plain" rowHeight="44" id="table">
                <frame key="frameInset" width="320" height="517"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </tableView>
            <view contentMode="scaleToFill" id="bar">
                <frame key="frameInset" height="50"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" id="box">
                        <frame key="frameInset" minX="5" minY="5" width="100" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                    <view contentMode="scaleToFill" id="edge">
                        <frame key="frameInset" minY="10" width="60" height="30" maxX="8"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                    </view>
                </subviews>
            </view>
            """), intrinsic: .stored)
        // The table: at the top-left (its leading insets fixed and 0), 320 × 517.
        #expect(comparison.view("table")?.stored == CGRect(x: 0, y: 0, width: 320, height: 517))
        // The bar: 50 pt tall, its top flexible, its bottom inset fixed and 0 — on the root's
        // bottom, 568 − 50 = 518; its width flexible between fixed 0 pt insets — 320.
        #expect(comparison.view("bar")?.stored == CGRect(x: 0, y: 518, width: 320, height: 50))
        // In the bar (320 × 50): a box 5 pt in from its top-left corner, and a view 8 pt from
        // its trailing edge (its leading inset flexible: 320 − 60 − 8 = 252), 10 pt down.
        #expect(comparison.view("box")?.stored == CGRect(x: 5, y: 5, width: 100, height: 40))
        #expect(comparison.view("edge")?.stored == CGRect(x: 252, y: 10, width: 60, height: 30))
        // Nothing moves them on a canvas of the root's own size: laid out where they are stored.
        for id in ["table", "bar", "box", "edge"] { #expect(comparison.view(id)?.agrees == true) }
    }

    @Test func percentagesAndTwoFlexibleValuesLeaveNoFrame() throws {
        let (comparison, _) = try compareLayout(xib("""
            <view contentMode="scaleToFill" id="half">
                <frame key="frameInset" minX="5" minY="50.00%" height="40" maxX="160"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
            </view>
            <view contentMode="scaleToFill" id="loose">
                <frame key="frameInset" height="40"/>
                <autoresizingMask key="autoresizingMask" flexibleMinY="YES" flexibleMaxY="YES"/>
            </view>
            """), intrinsic: .stored)
        // A percentage (two flexible values on an axis) and two flexible values left out do not
        // say where the view is: no stored frame, so the view is not compared.
        #expect(comparison.view("half")?.stored == nil)
        #expect(comparison.view("loose")?.stored == nil)
        #expect(comparison.total == 0)
    }
}
