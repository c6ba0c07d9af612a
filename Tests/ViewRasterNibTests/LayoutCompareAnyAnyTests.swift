import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// A file without a `<device>` (Xcode 6–7's "Any/Any" canvas) shows its base configuration:
/// views and constraints the base (`<variation key="default">`) excludes are not installed,
/// even where a size class would install them. IB stores such a view off the canvas, at
/// minus its own size.
@MainActor
@Suite struct LayoutCompareAnyAnyTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="10117" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="compactOnly">
                            <rect key="frame" x="-40" y="-20" width="40" height="20"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="always">
                            <rect key="frame" x="10" y="10" width="40" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="compactOnly" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                        <constraint firstItem="compactOnly" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c2"/>
                        <constraint firstItem="always" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="a1"/>
                        <constraint firstItem="always" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="a2"/>
                    </constraints>
                    <variation key="default">
                        <mask key="subviews"><exclude reference="compactOnly"/></mask>
                        <mask key="constraints"><exclude reference="c1"/><exclude reference="c2"/></mask>
                    </variation>
                    <variation key="widthClass=compact">
                        <mask key="subviews"><include reference="compactOnly"/></mask>
                        <mask key="constraints"><include reference="c1"/><include reference="c2"/></mask>
                    </variation>
                </view>
            </objects>
        </document>
        """

    @Test func theBaseConfigurationLeavesExcludedViewsOut() throws {
        let (comparison, result) = try compareLayout(Self.xib)
        let compactOnly = try #require(result.objectsByID["compactOnly"] as? View)
        #expect(compactOnly.superview == nil)
        #expect(comparison.view("compactOnly")?.frame == CGRect(x: -40, y: -20, width: 40, height: 20))
        #expect(comparison.view("always")?.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
    }
}
