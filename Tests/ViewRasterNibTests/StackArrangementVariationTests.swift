import Foundation
import Testing
import ViewRasterNib
import ViewRasterViews

/// `<variation key="widthClass=regular" axis="horizontal" alignment="center"
/// distribution="fillEqually"/>` inside a `<stackView>`: IB's Attributes inspector varies a stack
/// view's axis, alignment and distribution per size class (as it varies spacing), and the
/// canvas and UIKit arrange the stack with the values of its size classes. Each attribute varies
/// on its own: a variation naming only `alignment` keeps the axis the base gives.
///
/// The stack is 300 × 90 at (20, 20), spacing 10; its views are 40 × 30 and 60 × 50 (widths at
/// priority 250, which only fill alignment or distribution overrides). Frames by hand:
/// - compact × regular (no variation matches): vertical, leading: a (0, 0, 40, 30), b (0, 40,
///   60, 50), filling the 30 + 10 + 50 = 90 pt exactly.
/// - regular × regular: horizontal, fill equally, centred: each view (300 − 10) / 2 = 145 wide,
///   b at x 155; centred in 90 pt, a at y (90 − 30) / 2 = 30 and b at (90 − 50) / 2 = 20.
/// - compact × compact: vertical (the base axis), trailing: a at x 300 − 40 = 260, b at 240.
@MainActor
struct StackArrangementVariationTests {
    static func text(device: String, orientation: String = "portrait") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="\(orientation)" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="340" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="leading" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="20" y="20" width="300" height="90"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" priority="250" constant="40" id="aw"/>
                                        <constraint firstAttribute="height" constant="30" id="ah"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="0.0" y="40" width="60" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" priority="250" constant="60" id="bw"/>
                                        <constraint firstAttribute="height" constant="50" id="bh"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <variation key="widthClass=regular" alignment="center" axis="horizontal" distribution="fillEqually"/>
                            <variation key="heightClass=compact-widthClass=compact" alignment="trailing"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="sl"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="st"/>
                        <constraint firstItem="stack" firstAttribute="width" constant="300" id="sw"/>
                        <constraint firstItem="stack" firstAttribute="height" constant="90" id="sh"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// The frames of the stack and its two views IB's canvas gives on `device`.
    func canvasFrames(_ device: String, orientation: String = "portrait") throws -> [CGRect?] {
        let c = try compareLayout(Self.text(device: device, orientation: orientation), intrinsic: .stored).0
        return ["stack", "a", "b"].map { c.view($0)?.frame }
    }

    @Test func theCanvasArrangesTheStackWithItsDevicesSizeClasses() throws {
        #expect(try canvasFrames("retina4_7") == [CGRect(x: 20, y: 20, width: 300, height: 90),
                                                  CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 0, y: 40, width: 60, height: 50)])
        #expect(try canvasFrames("ipad9_7") == [CGRect(x: 20, y: 20, width: 300, height: 90),
                                                CGRect(x: 0, y: 30, width: 145, height: 30), CGRect(x: 155, y: 20, width: 145, height: 50)])
        #expect(try canvasFrames("retina4_7", orientation: "landscape") == [CGRect(x: 20, y: 20, width: 300, height: 90),
                                                                            CGRect(x: 260, y: 0, width: 40, height: 30),
                                                                            CGRect(x: 240, y: 40, width: 60, height: 50)])
    }

    /// UIKit re-arranges the stack when a parent overrides its size classes, and a class no
    /// variation names gets the base arrangement back.
    @Test func overriddenSizeClassesSwitchTheArrangement() throws {
        let nib = try Nib(data: Data(Self.text(device: "retina4_7").utf8), name: "Stack.xib",
                          options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let stage = Stage(.device(.iPhone8))
        try stage.within {
            let result = try nib.load(owner: nil)
            let root = try #require(result.first(View.self))
            let a = try #require(result.object(id: "a") as? View), b = try #require(result.object(id: "b") as? View)
            let override = sizeClassOverride(for: root)
            @MainActor func laidOut(_ h: UserInterfaceSizeClass, _ v: UserInterfaceSizeClass) -> [CGRect] {
                override(h, v)
                return [a.frame, b.frame]
            }
            #expect(laidOut(.regular, .compact) == [CGRect(x: 0, y: 30, width: 145, height: 30), CGRect(x: 155, y: 20, width: 145, height: 50)])
            #expect(laidOut(.compact, .compact) == [CGRect(x: 260, y: 0, width: 40, height: 30), CGRect(x: 240, y: 40, width: 60, height: 50)])
            #expect(laidOut(.compact, .regular) == [CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 0, y: 40, width: 60, height: 50)])
        }
    }
}
