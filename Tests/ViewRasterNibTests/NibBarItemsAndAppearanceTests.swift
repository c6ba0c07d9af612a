import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Bar button items' custom views and bar appearances from xibs and storyboards, and a
/// storyboard scene's `toolbarItems` in its navigation controller's toolbar: frames from
/// UIKit's bar metrics (16 pt margins, items 8 pt apart, a 44 pt row), by hand.
@MainActor
@Suite struct NibBarItemsAndAppearanceTests {
    /// Whether `c` is (r, g, b) within 1/255.
    func near(_ c: Color?, _ r: Double, _ g: Double, _ b: Double) -> Bool {
        guard let c else { return false }
        return abs(c.red - r) < 0.004 && abs(c.green - g) < 0.004 && abs(c.blue - b) < 0.004
    }

    func load(_ objects: String) throws -> NibLoadResult {
        try Nib(data: Data(xib(objects).utf8), name: "B.xib", options: NibOptions(registry: NibClassRegistry())).load()
    }

    @Test func aBarButtonItemsCustomViewIsMadeAndPlaced() throws {
        let r = try load("""
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tb">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <items>
                    <barButtonItem style="plain" id="i1">
                        <button key="customView" opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" id="cb">
                            <rect key="frame" x="16" y="7" width="60" height="30"/>
                            <state key="normal" title="Mine"/>
                        </button>
                    </barButtonItem>
                    <barButtonItem style="plain" systemItem="flexibleSpace" id="fs"/>
                    <barButtonItem style="plain" id="i2">
                        <view key="customView" contentMode="scaleToFill" id="cv">
                            <rect key="frame" x="309" y="12" width="50" height="20"/>
                            <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </barButtonItem>
                </items>
                <toolbarAppearance key="standardAppearance">
                    <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </toolbarAppearance>
            </toolbar>
            """)
        let bar = try #require(r.object(id: "tb") as? Toolbar)
        let button = try #require(r.object(id: "cb") as? Button)
        let red = try #require(r.object(id: "cv") as? View)
        let views = bar.items?.map { $0.customView } ?? []
        #expect(views.count == 3 && views[0] === button && views[1] == nil && views[2] === red)
        #expect(!r.warnings.contains { $0.message.contains("custom view") || $0.message.contains("plain view") })
        bar.layoutIfNeeded()
        // The button at the 16 pt margin, the red view at the right one, both centred in 44 pt.
        #expect(button.superview === bar && button.frame == CGRect(x: 16, y: 7, width: 60, height: 30))
        #expect(red.frame == CGRect(x: 309, y: 12, width: 50, height: 20))
        #expect(near(bar.standardAppearance.backgroundColor, 0, 0, 1))
    }

    @Test func aNavigationBarsAppearancesLoad() throws {
        let r = try load("""
            <navigationBar contentMode="scaleToFill" id="nb">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <items>
                    <navigationItem title="Profile" id="ni">
                        <barButtonItem key="rightBarButtonItem" style="plain" id="rb">
                            <view key="customView" contentMode="scaleToFill" id="avatar">
                                <rect key="frame" x="0.0" y="0.0" width="32" height="32"/>
                            </view>
                        </barButtonItem>
                    </navigationItem>
                </items>
                <navigationBarAppearance key="standardAppearance">
                    <color key="backgroundColor" red="1" green="0.8" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <color key="shadowColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <textAttributes key="titleTextAttributes">
                        <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </textAttributes>
                </navigationBarAppearance>
                <navigationBarAppearance key="scrollEdgeAppearance">
                    <color key="backgroundColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </navigationBarAppearance>
            </navigationBar>
            """)
        let bar = try #require(r.object(id: "nb") as? NavigationBar)
        #expect(near(bar.standardAppearance.backgroundColor, 1, 0.8, 0))
        #expect(bar.standardAppearance.shadowColor?.alpha == 0)
        #expect(near(bar.standardAppearance.titleTextAttributes.foregroundColor, 1, 0, 0))
        #expect(near(bar.scrollEdgeAppearance?.backgroundColor, 0, 1, 0))
        // Outside a navigation controller the bar shows its standard look.
        #expect(bar.currentAppearance === bar.standardAppearance)
        let avatar = try #require(r.object(id: "avatar") as? View)
        #expect(bar.topItem?.rightBarButtonItem?.customView === avatar)
        bar.layoutIfNeeded()
        // At the right margin (375 − 16 − 32), centred in the 44 pt bar.
        #expect(avatar.superview === bar && avatar.frame == CGRect(x: 327, y: 6, width: 32, height: 32))
    }

    @Test func aStoryboardScenesToolbarItemsShowInItsNavigationControllersToolbar() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <navigationBarAppearance key="scrollEdgeAppearance">
                                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </navigationBarAppearance>
                            </navigationBar>
                            <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tb">
                                <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                            </toolbar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <toolbarItems>
                                <barButtonItem title="Item" id="t1"/>
                                <barButtonItem style="plain" systemItem="flexibleSpace" id="t2"/>
                                <barButtonItem style="plain" id="t3">
                                    <view key="customView" contentMode="scaleToFill" id="dot">
                                        <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                                    </view>
                                </barButtonItem>
                            </toolbarItems>
                            <navigationItem key="navigationItem" title="Root" id="ni"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let storyboard = try Storyboard(data: Data(text.utf8), name: "Main.storyboard", options: NibOptions(registry: NibClassRegistry()))
        let stage = Stage(.device(.iPhone8), scale: 1)
        let nav = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        stage.within {
            stage.screen.window.rootViewController = nav
            stage.screen.window.layoutIfNeeded()
        }
        #expect(!nav.isToolbarHidden && nav.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        let root = try #require(nav.topViewController)
        #expect(root.toolbarItems?.count == 3 && root.toolbarItems?.first?.title == "Item")
        #expect(root.toolbarItems?[1].systemItem == .flexibleSpace)
        let dot = try #require(root.toolbarItems?.last?.customView)
        #expect(dot.superview === nav.toolbar && dot.frame == CGRect(x: 335, y: 10, width: 24, height: 24))
        #expect(near(nav.navigationBar.scrollEdgeAppearance?.backgroundColor, 1, 0, 0))
        #expect(nav.navigationBar.currentAppearance === nav.navigationBar.scrollEdgeAppearance)
        #expect(!storyboard.warnings.contains { $0.message.contains("plain view") || $0.message.contains("custom view") })
    }
}
