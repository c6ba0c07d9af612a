import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A layout guide the loader cannot bind (a scroll view's content and frame guides on a view
/// whose class is not a scroll view, guides of keys it does not know) is a warning naming the
/// guide — in the same order on every run. The guides of a view are read into a dictionary,
/// whose order Swift changes from process to process (its hashing is seeded per process): the
/// warnings are given in key order, so `layout --json` prints the same bytes every time.
@MainActor
@Suite struct LayoutGuideWarningOrderTests {
    /// Five guides on a plain view, in an order that is not their keys' order.
    let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <viewLayoutGuide key="readableContentGuide" id="g-r"/>
                <viewLayoutGuide key="frameLayoutGuide" id="g-f"/>
                <viewLayoutGuide key="layoutMarginsGuide" id="g-m"/>
                <viewLayoutGuide key="contentLayoutGuide" id="g-c"/>
                <viewLayoutGuide key="keyboardLayoutGuide" id="g-k"/>
            </view>
        </objects>
    </document>
    """

    @Test func unsupportedGuidesWarnInKeyOrder() throws {
        let nib = try Nib(data: Data(xib.utf8), name: "g.xib", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let result = try nib.load(owner: nil)
        let named = result.warnings.map(\.message).filter { $0.hasPrefix("layout guide ") }
        #expect(named == [
            "layout guide contentLayoutGuide (id g-c) is not supported",
            "layout guide frameLayoutGuide (id g-f) is not supported",
            "layout guide keyboardLayoutGuide (id g-k) is not supported",
            "layout guide layoutMarginsGuide (id g-m) is not supported",
            "layout guide readableContentGuide (id g-r) is not supported",
        ])
    }
}
