import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// The storyboard canvas rules of docs/canvas-rules.md ("Scenes" and "Frames IB keeps"), each
/// on a minimal storyboard of our own; the frames are worked out by hand from how IB and UIKit
/// behave.
@MainActor
@Suite struct StoryboardCanvasRulesTests {
    /// A storyboard written by `tools` on `device` (nil: no `<device>`) holding `scenes`.
    func storyboard(_ scenes: String, tools: String = "17701", device: String? = "retina4_7", safeAreas: Bool = true) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \(safeAreas ? #"useSafeAreas="YES""# : "") colorMatched="YES" initialViewController="vc1">
            \(device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? "")
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// One scene: controller `id` with a root `rootID` of `size` holding `subviews` and
    /// `constraints`; `guides` goes before the view (layout guides), `extra` after it
    /// (simulated metrics, segues' owners).
    func scene(_ id: String, rootID: String, size: String = "375x667", subviews: String, constraints: String,
               guides: String = "", extra: String = "", safeArea: Bool = true) -> String {
        let wh = size.split(separator: "x")
        return """
            <scene sceneID="scene-\(id)">
                <objects>
                    <viewController id="\(id)" sceneMemberID="viewController">
                        \(guides)
                        <view key="view" contentMode="scaleToFill" id="\(rootID)">
                            <rect key="frame" x="0.0" y="0.0" width="\(wh[0])" height="\(wh[1])"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
        \(subviews)
                            </subviews>
                            \(safeArea ? #"<viewLayoutGuide key="safeArea" id="\#(rootID)-sa"/>"# : "")
                            <constraints>
        \(constraints)
                            </constraints>
                        </view>
                        \(extra)
                    </viewController>
                </objects>
            </scene>
        """
    }

    func view(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ body: String = "", element: String = "view", extra: String = "") -> String {
        """
        <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(extra)>
            <rect key="frame" x="\(x)" y="\(y)" width="\(w)" height="\(h)"/>
            \(body)
        </\(element)>
        """
    }

    /// `sub` pinned 10×10 to `item`'s `attribute` (top) and leading margin.
    func pinned(to item: String, _ attribute: String = "top", leading: String = "leadingMargin", root: String = "root") -> String {
        """
        <constraint firstItem="sub" firstAttribute="top" secondItem="\(item)" secondAttribute="\(attribute)" id="c-t"/>
        <constraint firstItem="sub" firstAttribute="leading" secondItem="\(root)" secondAttribute="\(leading)" id="c-l"/>
        <constraint firstItem="sub" firstAttribute="width" constant="10" id="c-w"/>
        <constraint firstItem="sub" firstAttribute="height" constant="10" id="c-h"/>
        """
    }

    /// `item` pinned to `root`'s four edges.
    func pinnedToEdges(_ item: String, of root: String = "root") -> String {
        """
        <constraint firstItem="\(item)" firstAttribute="top" secondItem="\(root)" secondAttribute="top" id="t-t"/>
        <constraint firstItem="\(item)" firstAttribute="bottom" secondItem="\(root)" secondAttribute="bottom" id="t-b"/>
        <constraint firstItem="\(item)" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" id="t-l"/>
        <constraint firstItem="\(item)" firstAttribute="trailing" secondItem="\(root)" secondAttribute="trailing" id="t-r"/>
        """
    }

    /// A navigation controller `nav` whose root is `root`, its bar `barAttributes` at
    /// (0, `barY`), `width` × `barHeight` as IB stores it; `metrics` (its simulated metrics'
    /// elements) stand before the bar.
    func navigationController(root: String = "vc1", width: Int = 375, barY: Int = 20, barHeight: Int = 44,
                              barAttributes: String = "", controllerAttributes: String = "", metrics: String = "") -> String {
        """
            <scene sceneID="scene-nav">
                <objects>
                    <navigationController id="nav" \(controllerAttributes) sceneMemberID="viewController">
                        \(metrics)
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="nav-bar">
                            <rect key="frame" x="0.0" y="\(barY)" width="\(width)" height="\(barHeight)"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="seg-nav"/></connections>
                    </navigationController>
                </objects>
            </scene>
        """
    }

    /// Lays every scene out as IB's canvas and returns the frame of each view by id.
    func frames(_ text: String) throws -> [String: CGRect] {
        let sb = try Storyboard(data: Data(text.utf8), name: "Canvas.storyboard", options: NibOptions(registry: NibClassRegistry(), imageDecoder: nil))
        let c = try StoryboardLayoutComparison.run(sb, intrinsic: .stored)
        var out: [String: CGRect] = [:]
        for s in c.scenes { for v in s.comparison.views { out[v.id] = v.frame } }
        return out
    }

    @Test func xcode8SceneViewGetsAViewControllersRootMargins() throws {
        // Before Xcode 9 a xib's top-level view has a plain view's 8 pt margins, but a scene's
        // view is a view controller's root in every Xcode: iOS 8–10 gave it 16 pt sides on a
        // 375 pt iPhone and 20 pt on an iPad (1024 pt wide in landscape).
        let phone = storyboard(scene("vc1", rootID: "root", subviews: view("sub", 16, 20, 10, 10), constraints: pinned(to: "tg", "bottom"),
                                     guides: #"<layoutGuides><viewControllerLayoutGuide type="top" id="tg"/><viewControllerLayoutGuide type="bottom" id="bg"/></layoutGuides>"#,
                                     safeArea: false), tools: "12118", safeAreas: false)
        #expect(try frames(phone)["sub"] == CGRect(x: 16, y: 20, width: 10, height: 10))
        let pad = phone.replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait""#, with: #"<device id="ipad9_7" orientation="landscape""#)
            .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="1024" height="768""#)
        #expect(try frames(pad)["sub"]?.minX == 20)
    }

    @Test func xcode6AnyAnySceneHasSixteenPointMargins() throws {
        // Xcode 6's "Any/Any" canvas (no <device>, a 600 × 600 scene) gave a view controller's
        // root 16 pt side margins, where the width rule gives 20 from 414 pt: CVCalendar,
        // DesignerNewsApp, stepik-ios and aws-sdk-ios-samples (6245 … 7706) store views on the
        // root's leading margin at x = 16; Xcode 7 (CVCalendar 9059 and 9532, 8191 … 10117
        // elsewhere) stores the same scenes' views at 20.
        func text(tools: String) -> String {
            storyboard(scene("vc1", rootID: "root", size: "600x600", subviews: view("sub", 16, 20, 10, 10), constraints: pinned(to: "tg", "bottom"),
                             guides: #"<layoutGuides><viewControllerLayoutGuide type="top" id="tg"/><viewControllerLayoutGuide type="bottom" id="bg"/></layoutGuides>"#,
                             safeArea: false), tools: tools, device: nil, safeAreas: false)
        }
        #expect(try frames(text(tools: "6254"))["sub"] == CGRect(x: 16, y: 20, width: 10, height: 10))
        #expect(try frames(text(tools: "9059"))["sub"] == CGRect(x: 20, y: 20, width: 10, height: 10))
    }

    @Test func hiddenStatusBarLeavesTheTopLayoutGuideAtTheTop() throws {
        // Layout guides (no safe areas): the top layout guide ends below the status bar, and at
        // the top when the controller shows none.
        let guides = #"<layoutGuides><viewControllerLayoutGuide type="top" id="tg"/><viewControllerLayoutGuide type="bottom" id="bg"/></layoutGuides>"#
        func text(_ extra: String) -> String {
            storyboard(scene("vc1", rootID: "root", subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "tg", "bottom"),
                             guides: guides, extra: extra, safeArea: false), tools: "9060", safeAreas: false)
        }
        #expect(try frames(text(""))["sub"]?.minY == 20)
        #expect(try frames(text(#"<nil key="simulatedStatusBarMetrics"/>"#))["sub"]?.minY == 0)
    }

    @Test func opaqueNavigationBarIsAboveTheView() throws {
        // translucent="NO": the view starts below the bar, so its safe area starts at its top;
        // a translucent bar adds its 44 pt to the 20 pt status bar (64, as on iPhone 8: Xcode 10's
        // fuutr and duckduckgo scenes), or to none where Xcode 11 … 14.0 left an iPhone 8's
        // status bar out (44: openfoodfacts' Settings, Xcode 12.5).
        func text(_ translucent: String, tools: String = "14490.70") -> String {
            storyboard(scene("vc1", rootID: "root", subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "root-sa"),
                             extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" \#(translucent) prompted="NO"/>"#), tools: tools)
        }
        #expect(try frames(text(#"translucent="NO""#))["sub"]?.minY == 0)
        #expect(try frames(text(""))["sub"]?.minY == 64)
        #expect(try frames(text("", tools: "18122"))["sub"]?.minY == 44)
    }

    @Test func homeButtonSceneHasTheStatusBarInItsTopMargin() throws {
        // A scene's view is a view controller's root, whose margins hold its safe area on every
        // iPhone: an iPhone 8's status bar too where the Xcode put it in the safe area
        // (dashwallet's Onboarding, Xcode 14.1: a collection view on the top margin at y = 20;
        // Xcode 11 … 14.0 left it out: 0).
        func text(tools: String) -> String {
            storyboard(scene("vc1", rootID: "root", subviews: view("sub", 16, 20, 10, 10), constraints: pinned(to: "root", "topMargin")), tools: tools)
        }
        #expect(try frames(text(tools: "21701"))["sub"]?.minY == 20)
        #expect(try frames(text(tools: "17701"))["sub"]?.minY == 0)
    }

    @Test func xcode9ShortFreeformSceneHasNoStatusBar() throws {
        // Xcode 9 and 10 left an iPhone 8's status bar out of a scene shorter than 480 pt
        // (RocketChat's Drawing storyboard, Xcode 9.4: 200 × 65 and 200 × 200 popover scenes
        // with views on the safe area's top at y = 0); a 500 pt scene keeps it (y = 20), and
        // Xcode 14.1 keeps it in the short one (canvas-ios' 160 pt CalendarViewController).
        func text(height: Int, tools: String) -> String {
            storyboard(scene("vc1", rootID: "root", size: "200x\(height)", subviews: view("sub", 0, 0, 10, 10), constraints: pinned(to: "root-sa"),
                             extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="200" height="\#(height)"/>"#),
                       tools: tools)
        }
        #expect(try frames(text(height: 200, tools: "14109"))["sub"]?.minY == 0)
        #expect(try frames(text(height: 500, tools: "14109"))["sub"]?.minY == 20)
        #expect(try frames(text(height: 200, tools: "21701"))["sub"]?.minY == 20)
    }

    @Test func pageSheetSceneStartsBelowTheStatusBar() throws {
        // modalPageSheetSimulatedSizeMetrics: a sheet's safe area has no top inset (element-ios'
        // space menus, 414×842 on an XR, pin their content at y = 0); the home indicator stays.
        let constraints = pinned(to: "root-sa") + """
            <constraint firstItem="bot" firstAttribute="bottom" secondItem="root-sa" secondAttribute="bottom" id="b-b"/>
            <constraint firstItem="bot" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b-l"/>
            <constraint firstItem="bot" firstAttribute="width" constant="10" id="b-w"/>
            <constraint firstItem="bot" firstAttribute="height" constant="10" id="b-h"/>
            """
        let text = storyboard(scene("vc1", rootID: "root", size: "414x842", subviews: view("sub", 20, 0, 10, 10) + view("bot", 0, 798, 10, 10),
                                    constraints: constraints, extra: #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#),
                              tools: "18122", device: "retina6_1")
        let f = try frames(text)
        #expect(f["sub"]?.minY == 0)
        #expect(abs((f["bot"]?.maxY ?? 0) - (842 - 34)) < 1e-9)
    }

    /// A 10 × 10 view pinned to the bottom of the safe area of a freeform scene of `size` (and
    /// to its leading edge) on `device`, written by `tools`.
    func freeformBottomPin(size: String, tools: String, device: String = "retina5_9") -> String {
        let wh = size.split(separator: "x")
        let constraints = """
            <constraint firstItem="sub" firstAttribute="bottom" secondItem="root-sa" secondAttribute="bottom" id="c-b"/>
            <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
            <constraint firstItem="sub" firstAttribute="width" constant="10" id="c-w"/>
            <constraint firstItem="sub" firstAttribute="height" constant="10" id="c-h"/>
            """
        return storyboard(scene("vc1", rootID: "root", size: size, subviews: view("sub", 0, 0, 10, 10), constraints: constraints,
                                extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="\#(wh[0])" height="\#(wh[1])"/>"#),
                          tools: tools, device: device)
    }

    @Test func freeformSceneGetsTheFullScreenInsetsInXcode10AndFromXcode14_3() throws {
        // In Xcode 10 and from Xcode 14.3 (21701) a freeform scene is a screen of its own size:
        // on an iPhone X class device its safe area keeps the 34 pt home indicator at the bottom
        // though it is shorter than the device (FloatingPanel's 375 × 778 and Scandit's 414 × 331
        // scenes, 14460.31, 21701 and the beta's 32700.99.1234: views on the safe area's bottom
        // 34 pt above it).
        #expect(try frames(freeformBottomPin(size: "375x500", tools: "14460.31"))["sub"]?.maxY == 500 - 34)
        #expect(try frames(freeformBottomPin(size: "375x500", tools: "21701"))["sub"]?.maxY == 500 - 34)
        #expect(try frames(freeformBottomPin(size: "375x500", tools: "32700.99.1234"))["sub"]?.maxY == 500 - 34)
    }

    @Test func freeformSceneIsPlacedAtTheScreensTopLeftInXcode11To14_2() throws {
        // Xcode 11 (15705) to 14.2 (21507) placed a freeform scene that fits the screen at its
        // top-left, as a xib's short top-level view: the home indicator, 34 pt at the bottom of
        // the 812 pt screen, does not reach a 500 pt scene (FloatingPanel, Scandit, DGCA wallet,
        // Bluefruit, Pyto: views on the safe area's bottom at the view's bottom), and reaches a
        // 800 pt one by 22 pt (34 less the 12 pt between the scene's bottom and the screen's).
        #expect(try frames(freeformBottomPin(size: "375x500", tools: "15705"))["sub"]?.maxY == 500)
        #expect(try frames(freeformBottomPin(size: "375x500", tools: "21507"))["sub"]?.maxY == 500)
        #expect(try frames(freeformBottomPin(size: "375x800", tools: "19529"))["sub"]?.maxY == 800 - 22)
        // A scene wider than the screen is a screen of its own size in every Xcode.
        #expect(try frames(freeformBottomPin(size: "400x500", tools: "19529"))["sub"]?.maxY == 500 - 34)
    }

    /// A container view `box` at `y` in the parent scene's view `parent`, `width` × `height`,
    /// embedding scene `vc2`, and its constraints: pinned to the parent's bottom, leading and
    /// trailing edges, `height` tall.
    func embedContainer(width: String, height: String, y: String) -> (view: String, constraints: String) {
        let container = """
            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
                <connections><segue destination="vc2" kind="embed" id="seg-embed"/></connections>
            </containerView>
            """
        let constraints = """
            <constraint firstItem="box" firstAttribute="bottom" secondItem="parent" secondAttribute="bottom" id="b-b"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="parent" secondAttribute="leading" id="b-l"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="parent" secondAttribute="trailing" id="b-r"/>
            <constraint firstItem="box" firstAttribute="height" constant="\(height)" id="b-h"/>
            """
        return (container, constraints)
    }

    /// A storyboard whose first scene holds a container view of `childSize` (at the parent's
    /// bottom) embedding the second scene, whose view `root` holds `sub` (10 × 10, on the safe
    /// area's top) and `bot` (10 × 10, on the safe area's bottom), stored at `subY` and `botY`.
    func embedding(childSize: String, subY: Double, botY: Double, tools: String, device: String) -> String {
        let wh = childSize.split(separator: "x")
        let (container, boxConstraints) = embedContainer(width: String(wh[0]), height: String(wh[1]), y: "0.0")
        let childConstraints = pinned(to: "root-sa") + """

            <constraint firstItem="bot" firstAttribute="bottom" secondItem="root-sa" secondAttribute="bottom" id="d-b"/>
            <constraint firstItem="bot" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d-l"/>
            <constraint firstItem="bot" firstAttribute="width" constant="10" id="d-w"/>
            <constraint firstItem="bot" firstAttribute="height" constant="10" id="d-h"/>
            """
        let parentSize = device == "retina6_1" ? "414x896" : "375x667"
        return storyboard(scene("vc1", rootID: "parent", size: parentSize, subviews: container, constraints: boxConstraints)
                          + scene("vc2", rootID: "root", size: childSize, subviews: view("sub", 16, subY, 10, 10) + view("bot", 0, botY, 10, 10),
                                  constraints: childConstraints),
                          tools: tools, device: device)
    }

    @Test func embeddedChildHasTheStatusBarAndNoHomeIndicator() throws {
        // A container view's child is laid out at the container's size with the status bar
        // (sensor housing) in its safe area, wherever the container is, and no home indicator:
        // on an XR in Xcode 11 a 150 pt child at the screen's bottom has its top view at 44 and
        // its bottom view at its own bottom (arcgis RouteAroundBarriers, set Q).
        let xr = try frames(embedding(childSize: "414x150", subY: 44, botY: 140, tools: "17506", device: "retina6_1"))
        #expect(xr["sub"]?.minY == 44)
        #expect(xr["bot"]?.maxY == 150)
        // Xcode 9 on an iPhone 8: a child 480 pt or taller has the 20 pt status bar (Rocket.Chat's
        // share extension, set N; mattneub's container examples).
        let tall = try frames(embedding(childSize: "375x617", subY: 20, botY: 607, tools: "13771", device: "retina4_7"))
        #expect(tall["sub"]?.minY == 20)
        #expect(tall["bot"]?.maxY == 617)
        // The era rules of scenes hold: Xcode 9 and 10 leave a home-button iPhone's status bar out
        // of a child shorter than 480 pt (Wussup's, set U), Xcode 11 … 14.0 out of every one (Pulley).
        let short = try frames(embedding(childSize: "375x417", subY: 0, botY: 407, tools: "14490.70", device: "retina4_7"))
        #expect(short["sub"]?.minY == 0)
        let xcode11 = try frames(embedding(childSize: "375x300", subY: 0, botY: 290, tools: "17701", device: "retina4_7"))
        #expect(xcode11["sub"]?.minY == 0)
        #expect(xcode11["bot"]?.maxY == 300)
    }

    @Test func viewsKeepTheirFrameWhereOnlyFittingDecides() throws {
        // A centre-aligned stack view's height across its axis is decided only by its own hug
        // (priority 49), which IB's canvas does not let move a view: the 50 pt row the designer
        // drew stays 50 pt, its 40 pt field centred at y = 5. An ambiguous view (no vertical
        // constraint at all) stays at its stored y.
        let field = view("field", 0, 5, 100, 40, #"<constraints><constraint firstAttribute="height" constant="40" id="f-h"/><constraint firstAttribute="width" constant="100" id="f-w"/></constraints>"#)
        let stack = view("stack", 0, 100, 100, 50, "<subviews>\(field)</subviews>", element: "stackView", extra: #"alignment="center""#)
        let loose = view("loose", 0, 300, 20, 20, #"<constraints><constraint firstAttribute="height" constant="20" id="l-h"/><constraint firstAttribute="width" constant="20" id="l-w"/></constraints>"#)
        let constraints = """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s-t"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-l"/>
            <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="o-l"/>
            """
        let f = try frames(storyboard(scene("vc1", rootID: "root", subviews: stack + loose, constraints: constraints)))
        #expect(f["stack"] == CGRect(x: 0, y: 100, width: 100, height: 50))
        #expect(f["field"] == CGRect(x: 0, y: 5, width: 100, height: 40))
        #expect(f["loose"] == CGRect(x: 0, y: 300, width: 20, height: 20))
    }
}
