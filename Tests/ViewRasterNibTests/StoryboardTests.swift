import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib
import ViewRasterRendering

/// Controllers the test storyboard names.
final class ListController: ViewController {
    var header: Label?
    var prepared: [(String?, ViewController)] = []
    var loads = 0
    override class var connections: ConnectionTable { super.connections.outlet("header", \ListController.header) }
    override func viewDidLoad() { super.viewDidLoad(); loads += 1 }
    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination))
        (segue.destination as? DetailController)?.item = "row 3"
    }
}
final class DetailController: ViewController { var item: String? }

/// A storyboard with every kind of scene the loader builds.
func storyboardText(device: String = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
                    largeTitles: Bool = false, barHidden: Bool = false, extraScenes: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-ctl-001">
        \(device)
        <scenes>
            <scene sceneID="sc-nav">
                <objects>
                    <navigationController id="nav-ctl-001" sceneMemberID="viewController"\(barHidden ? #" navigationBarHidden="YES""# : "")>
                        <navigationBar key="navigationBar" contentMode="scaleToFill"\(largeTitles ? #" largeTitles="YES""# : "") id="nav-bar-001">
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="lst-ctl-001" kind="relationship" relationship="rootViewController" id="seg-root"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="sc-list">
                <objects>
                    <viewController storyboardIdentifier="List" id="lst-ctl-001" customClass="ListController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="lst-view">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label text="Header" translatesAutoresizingMaskIntoConstraints="NO" id="lst-header">
                                    <rect key="frame" x="0.0" y="64" width="375" height="40"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="lst-button">
                                    <rect key="frame" x="0.0" y="120" width="100" height="30"/>
                                    <state key="normal" title="Open"/>
                                    <connections>
                                        <segue destination="dtl-ctl-001" kind="show" identifier="open" id="seg-open"/>
                                    </connections>
                                </button>
                                <containerView opaque="NO" contentMode="scaleToFill" id="lst-container">
                                    <rect key="frame" x="20" y="400" width="200" height="100"/>
                                    <connections>
                                        <segue destination="emb-ctl-001" kind="embed" id="seg-embed"/>
                                    </connections>
                                </containerView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="lst-safe"/>
                            <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <constraints>
                                <constraint firstItem="lst-header" firstAttribute="top" secondItem="lst-safe" secondAttribute="top" id="c-1"/>
                                <constraint firstItem="lst-header" firstAttribute="leading" secondItem="lst-view" secondAttribute="leading" id="c-2"/>
                                <constraint firstItem="lst-header" firstAttribute="trailing" secondItem="lst-view" secondAttribute="trailing" id="c-3"/>
                                <constraint firstItem="lst-header" firstAttribute="height" constant="40" id="c-4"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Things" id="lst-item">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="lst-add"/>
                        </navigationItem>
                        <connections>
                            <outlet property="header" destination="lst-header" id="o-1"/>
                            <segue destination="sht-ctl-001" kind="presentation" identifier="sheet" id="seg-sheet"/>
                            <segue destination="dtl-ctl-001" kind="popoverPresentation" identifier="pop" id="seg-pop"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-2" sceneMemberID="firstResponder"/>
                    <exit id="exit-2" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
            <scene sceneID="sc-detail">
                <objects>
                    <viewController storyboardIdentifier="Detail" id="dtl-ctl-001" customClass="DetailController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="dtl-view">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                        <navigationItem key="navigationItem" title="Detail" id="dtl-item"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sc-embed">
                <objects>
                    <viewController id="emb-ctl-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="emb-view">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <color key="backgroundColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sc-sheet">
                <objects>
                    <viewController id="sht-ctl-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="sht-view">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            \(extraScenes)
        </scenes>
    </document>
    """
}

@MainActor
func makeStoryboard(_ text: String = storyboardText()) throws -> Storyboard {
    let registry = NibClassRegistry()
    registry.register(controller: ListController.self)
    registry.register(controller: DetailController.self)
    return try Storyboard(data: Data(text.utf8), name: "Test.storyboard", options: NibOptions(registry: registry))
}

@MainActor
@Suite struct StoryboardTests {
    @Test func readsScenesSeguesAndIdentifiers() throws {
        let doc = try makeStoryboard().document
        #expect(doc.scenes.count == 5)
        #expect(doc.initialScene?.controller.element == "navigationController")
        #expect(doc.scene(identifier: "List")?.controllerClass == "ListController")
        let kinds = doc.allSegues.map { "\($0.kind):\($0.sourceID)→\($0.destination)" }
        #expect(kinds == ["relationship:nav-ctl-001→lst-ctl-001", "show:lst-button→dtl-ctl-001",
                          "embed:lst-container→emb-ctl-001", "presentation:lst-ctl-001→sht-ctl-001",
                          "popoverPresentation:lst-ctl-001→dtl-ctl-001"])
        #expect(doc.scene(identifier: "List")?.navigationItem?.rightItems.first?.systemItem == "add")
        let report = StoryboardInspection.report(doc, warnings: [])
        #expect(report.contains("scene sc-nav: UINavigationController id=nav-ctl-001 initial"))
        #expect(report.contains("segue show \"open\" from button id=lst-button → DetailController id=dtl-ctl-001 (Detail)"))
    }

    @Test func xibLoaderRefusesStoryboardsAndBack() {
        #expect(throws: NibError.self) { try XIBDocument(data: Data(storyboardText().utf8), file: "a.storyboard") }
        #expect(throws: NibError.self) { try StoryboardDocument(data: Data(xib("").utf8), file: "a.xib") }
    }

    @Test func initialControllerBuildsTheNavigationStack() throws {
        let stage = Stage(.device(.iPhone8))
        let screen = stage.screen
        try stage.within {
            let nav = try #require(try makeStoryboard().instantiateInitialViewController() as? NavigationController)
            let list = try #require(nav.topViewController as? ListController)
            #expect(nav.viewControllers.count == 1 && nav.children.first === list && list.parent === nav)
            #expect(list.navigationController === nav && list.storyboard != nil)
            #expect(!list.isViewLoaded)
            screen.window.rootViewController = nav
            screen.window.layoutIfNeeded()
            #expect(list.loads == 1 && list.header?.text == "Header")
            #expect(list.navigationItem.title == "Things")
            // UIKit on an iPhone 8 in portrait: 20 pt status bar + 44 pt bar.
            #expect(list.view.safeAreaInsets.top == 64)
            #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
            #expect(list.header?.frame == CGRect(x: 0, y: 64, width: 375, height: 40))
            // The embed segue: a child sized to its container.
            let embedded = try #require(list.children.first)
            #expect(embedded.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
            #expect(embedded.view.superview?.frame == CGRect(x: 20, y: 400, width: 200, height: 100))
        }
    }

    @Test(arguments: [(Device.iPhone8, false, false, 64.0), (.iPhone8, true, false, 116), (.iPhone8, false, true, 20),
                      (.iPhoneX, false, false, 88), (.iPad, false, false, 70)])
    func navigationChildSafeAreaTop(_ device: Device, _ large: Bool, _ hidden: Bool, _ top: Double) throws {
        let stage = Stage(.device(device))
        let screen = stage.screen
        try stage.within {
            let nav = try #require(try makeStoryboard(storyboardText(largeTitles: large, barHidden: hidden)).instantiateInitialViewController() as? NavigationController)
            screen.window.rootViewController = nav
            screen.window.layoutIfNeeded()
            #expect(nav.topViewController?.view.safeAreaInsets.top == CGFloat(top))
        }
    }

    @Test func missingIdentifierNamesFileAndIdentifier() throws {
        let storyboard = try makeStoryboard()
        do {
            _ = try storyboard.instantiateViewController(withIdentifier: "Nope")
            Issue.record("no error")
        } catch let e as NibError {
            #expect(e.file == "Test.storyboard" && e.message.contains("\"Nope\"") && e.message.contains("List, Detail"))
        }
    }

    @Test func performSeguePreparesAndPushes() throws {
        let stage = Stage(.device(.iPhone8))
        let screen = stage.screen
        try stage.within {
            let nav = try #require(try makeStoryboard().instantiateInitialViewController() as? NavigationController)
            screen.window.rootViewController = nav
            let list = try #require(nav.topViewController as? ListController)
            list.performSegue(withIdentifier: "open", sender: nil)
            let detail = try #require(nav.topViewController as? DetailController)
            #expect(detail.item == "row 3" && list.prepared.first?.0 == "open" && list.prepared.first?.1 === detail)
            #expect(nav.viewControllers.count == 2 && detail.view.superview === nav.view && list.view.superview == nil)
            #expect(nav.navigationBar.backItem?.displayedTitle == "Things" && nav.navigationBar.topItem?.displayedTitle == "Detail")
            #expect(nav.popViewController(animated: false) === detail)
            #expect(nav.topViewController === list && detail.parent == nil)
            #expect(throws: SegueError.self) { try list.performSegueOrThrow(withIdentifier: "missing", sender: nil) }
        }
    }

    @Test func buttonTriggeredSeguePushes() throws {
        let stage = Stage(.device(.iPhone8))
        let screen = stage.screen
        try stage.within {
            let nav = try #require(try makeStoryboard().instantiateInitialViewController() as? NavigationController)
            screen.window.rootViewController = nav
            let list = try #require(nav.topViewController as? ListController)
            let button = try #require(list.view.subviews.compactMap { $0 as? Button }.first)
            button.sendActions(for: .touchUpInside)
            #expect(nav.topViewController is DetailController)
        }
    }

    @Test func presentationSegueShowsAPageSheet() throws {
        let stage = Stage(.device(.iPhone8))
        let screen = stage.screen
        try stage.within {
            let nav = try #require(try makeStoryboard().instantiateInitialViewController() as? NavigationController)
            screen.window.rootViewController = nav
            let list = try #require(nav.topViewController as? ListController)
            list.performSegue(withIdentifier: "sheet", sender: nil)
            let sheet = try #require(list.presentedViewController)
            #expect(sheet.presentingViewController === list)
            screen.window.layoutIfNeeded()
            // iOS 13 page sheet on an iPhone 8: the card starts 10 pt below the status bar.
            #expect(sheet.view.convert(sheet.view.bounds, to: screen.window).minY == 30)
            #expect(sheet.view.safeAreaInsets.top == 0)
            sheet.dismiss(animated: false)
            #expect(list.presentedViewController == nil && sheet.view.window == nil)
        }
    }

    /// A `popoverPresentation` segue presents its destination as a popover, which on an iPhone
    /// (compact width) is the same page sheet, 10 pt below the status bar, and elevated.
    @Test func popoverSegueAdaptsToASheetOnAPhone() throws {
        let stage = Stage(.device(.iPhone8))
        let screen = stage.screen
        try stage.within {
            let nav = try #require(try makeStoryboard().instantiateInitialViewController() as? NavigationController)
            screen.window.rootViewController = nav
            let list = try #require(nav.topViewController as? ListController)
            list.performSegue(withIdentifier: "pop", sender: nil)
            let popover = try #require(list.presentedViewController as? DetailController)
            #expect(popover.modalPresentationStyle == .popover)
            screen.window.layoutIfNeeded()
            #expect(popover.view.convert(popover.view.bounds, to: screen.window).minY == 30)
            #expect(popover.traitCollection.userInterfaceLevel == .elevated)
        }
    }

    @Test func navigationBarAndContentDraw() throws {
        let stage = Stage(.device(.iPhone8), scale: 1)
        let screen = stage.screen
        try stage.within {
            let nav = try #require(try makeStoryboard().instantiateInitialViewController() as? NavigationController)
            screen.window.rootViewController = nav
            let canvas = try stage.render(at: 0)
            // Nothing scrolls under the bar, so (iOS 15) it shows its scroll-edge look, the
            // standard one made transparent: the red content, which fills the screen, shows under
            // the status bar and the bar.
            #expect(canvas.pixel(x: 100, y: 5) == (255, 0, 0, 255))
            #expect(canvas.pixel(x: 100, y: 30) == (255, 0, 0, 255))
            #expect(canvas.pixel(x: 5, y: 200) == (255, 0, 0, 255))
            // The title "Things" draws dark pixels around the bar's center.
            var dark = 0
            for y in 30...54 { for x in 150...225 where canvas.pixel(x: x, y: y).r < 120 { dark += 1 } }
            #expect(dark > 20)
            // The embedded child's green fills its container.
            #expect(canvas.pixel(x: 120, y: 450) == (0, 255, 0, 255))
        }
    }

    @Test func tabBarControllerPlacesItsBar() throws {
        let tabs = """
        <scene sceneID="sc-tabs"><objects>
            <tabBarController storyboardIdentifier="Tabs" id="tab-ctl-001" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar-001"/>
                <connections>
                    <segue destination="dtl-ctl-001" kind="relationship" relationship="viewControllers" id="seg-t1"/>
                    <segue destination="sht-ctl-001" kind="relationship" relationship="viewControllers" id="seg-t2"/>
                </connections>
            </tabBarController>
        </objects></scene>
        """
        for (device, height) in [(Device.iPhone8, 49.0), (.iPhoneX, 83)] {
            let stage = Stage(.device(device))
        let screen = stage.screen
            try stage.within {
                let storyboard = try makeStoryboard(storyboardText(extraScenes: tabs))
                let tab = try #require(try storyboard.instantiateViewController(withIdentifier: "Tabs") as? TabBarController)
                screen.window.rootViewController = tab
                screen.window.layoutIfNeeded()
                #expect(tab.viewControllers?.count == 2 && tab.selectedIndex == 0)
                #expect(tab.tabBar.frame.height == CGFloat(height))
                #expect(tab.tabBar.frame.maxY == screen.bounds.height)
                #expect(tab.selectedViewController?.view.safeAreaInsets.bottom == CGFloat(height))
                tab.selectedIndex = 1
                #expect(tab.selectedViewController?.view.window === screen.window)
            }
        }
    }

    @Test func relationshipLoopFailsNamingTheChain() throws {
        let loop = """
        <scene sceneID="sc-loop"><objects>
            <navigationController storyboardIdentifier="Loop" id="loop-001" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="loop-bar"/>
                <connections><segue destination="loop-001" kind="relationship" relationship="rootViewController" id="seg-loop"/></connections>
            </navigationController>
        </objects></scene>
        """
        let storyboard = try makeStoryboard(storyboardText(extraScenes: loop))
        do {
            _ = try storyboard.instantiateViewController(withIdentifier: "Loop")
            Issue.record("no error")
        } catch let e as NibError {
            #expect(e.kind == .instantiation && e.message.contains("recursive storyboard instantiation") && e.file == "Test.storyboard")
        }
    }
}
