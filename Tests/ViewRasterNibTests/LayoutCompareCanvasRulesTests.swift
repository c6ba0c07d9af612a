import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// The canvas rules of docs/canvas-rules.md, each on a minimal xib of our own: the frames are
/// worked out by hand from how IB and UIKit behave.
@MainActor
@Suite struct LayoutCompareCanvasRulesTests {
    static let pinToSafeTop = """
        <constraint firstItem="sub" firstAttribute="top" secondItem="sa" secondAttribute="top" id="t"/>
        <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="sub" firstAttribute="width" constant="100" id="w"/>
        <constraint firstItem="sub" firstAttribute="height" constant="10" id="h"/>
        """

    func safeTop(tools: String, device: String, size: String, rootExtra: String = "") throws -> CGFloat? {
        let text = canvasXib(canvasRoot(size, canvasView("sub", #"x="0.0" y="0.0" width="100" height="10""#), Self.pinToSafeTop, rootExtra: rootExtra),
                             tools: tools, device: device)
        return try compareLayout(text).0.view("sub")?.frame.minY
    }

    @Test func statusBarsByXcodeVersion() throws {
        // iOS 16 (Xcode 14.0's release, toolsVersion 21200 on) grew the XR/11's status bar to 48 pt and the
        // iPhone X class's to 50 (47 until Xcode 14.3: the next test); earlier Xcodes simulated 44 on both (Xcode 13.3 is 20037).
        #expect(try safeTop(tools: "19162", device: "retina6_1", size: "414x896") == 44)
        #expect(try safeTop(tools: "20037", device: "retina6_1", size: "414x896") == 44)
        #expect(try safeTop(tools: "21225", device: "retina6_1", size: "414x896") == 48)
        #expect(try safeTop(tools: "17701", device: "retina5_9", size: "375x812") == 44)
        #expect(try safeTop(tools: "23094", device: "retina5_9", size: "375x812") == 50)
        #expect(try safeTop(tools: "22155", device: "retina6_7", size: "428x926") == 47)
        // The iPhone 12 family too had 44 before Xcode 14.0's release (pocket-casts, 17506;
        // a beta of Xcode 14, 21179.7, in WordPressAuthenticator), 47 after.
        #expect(try safeTop(tools: "17506", device: "retina6_7", size: "428x926") == 44)
        #expect(try safeTop(tools: "21179.7", device: "retina6_0", size: "390x844") == 44)
        #expect(try safeTop(tools: "22505", device: "retina6_0", size: "390x844") == 47)
        #expect(try safeTop(tools: "22154", device: "retina6_72", size: "430x932") == 59)
        // A beta's toolsVersion ("32700.99.1234") is the newest Xcode, not version 0.
        #expect(try safeTop(tools: "32700.99.1234", device: "retina6_1", size: "414x896") == 48)
        #expect(try safeTop(tools: "22505", device: "retina4_0", size: "320x568") == 20)
    }

    @Test func iPhoneXClassHad47ptInXcode14To14_2() throws {
        // Xcode 14.0 – 14.2 (21200 … 21599) gave the X class (`retina5_9`) an iPhone 12's 47 pt:
        // jyotdeep's Text-to-Image-Ai-Module and MakentSpace's MakentMainStoryboard (21507) store
        // views on the safe area's top at y = 47; Xcode 14.3 on 50 (blockchain 21701), before 44.
        #expect(try safeTop(tools: "20037", device: "retina5_9", size: "375x812") == 44)
        #expect(try safeTop(tools: "21507", device: "retina5_9", size: "375x812") == 47)
        #expect(try safeTop(tools: "21701", device: "retina5_9", size: "375x812") == 50)
    }

    @Test func homeButtonStatusBarLeftTheCanvasFromXcode11To14() throws {
        // Xcode 11 through 14.0 kept an iPhone 8's (or SE's, or Plus's) status bar out of a
        // top-level view's safe area: views pinned to it are stored at y = 0 (pocket-casts,
        // openfoodfacts and KeePassium files of 14868 … 21223); Xcode 10 and Xcode 14.1 on
        // store them 20 pt down.
        #expect(try safeTop(tools: "14490.70", device: "retina4_7", size: "375x667") == 20)
        #expect(try safeTop(tools: "14868", device: "retina4_7", size: "375x667") == 0)
        #expect(try safeTop(tools: "19162", device: "retina4_7", size: "375x667") == 0)
        #expect(try safeTop(tools: "21223", device: "retina4_0", size: "320x568") == 0)
        #expect(try safeTop(tools: "21507", device: "retina4_7", size: "375x667") == 0)
        // "Status Bar: None" hid it from a view shorter than the screen before Xcode 14.1 too
        // (element-ios' 375 × 204 view); later ones keep it (OsmAnd, above), and Xcode 10 kept it
        // in a view as tall as the screen (edx's license view).
        let none = #"<nil key="simulatedStatusBarMetrics"/>"#
        #expect(try safeTop(tools: "14460.31", device: "retina4_7", size: "375x204", rootExtra: none) == 0)
        #expect(try safeTop(tools: "14460.31", device: "retina4_7", size: "375x667", rootExtra: none) == 20)
        #expect(try safeTop(tools: "14460.31", device: "retina4_7", size: "375x667") == 20)
        #expect(try safeTop(tools: "21701", device: "retina5_5", size: "414x736") == 20)
        // A translucent navigation bar still takes the status bar's place: 44 either way.
        let nav = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        #expect(try safeTop(tools: "19162", device: "retina4_7", size: "375x667", rootExtra: nav) == 44)
        // What render draws is today's iOS: 20 pt.
        #expect(DeviceMetrics.named("retina4_7")!.safeAreaInsets(landscape: false, toolsVersion: 0).top == 20)
    }

    @Test func simulatedBars() throws {
        // A translucent navigation bar takes the status bar's place on a device with a home
        // button (44, not 64); an opaque one is above the view (0); a status bar set to none
        // stays in the safe area.
        let nav = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        #expect(try safeTop(tools: "15705", device: "retina4_0", size: "320x568", rootExtra: nav) == 44)
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        #expect(try safeTop(tools: "15705", device: "retina4_0", size: "320x504", rootExtra: opaque) == 0)
        // The view starts below an opaque bar, so the status bar above the bar is not in its
        // safe area either, whatever the Xcode (from 14.1 a bare iPhone 8 view has 20) or the
        // device (an iPhone X's sensor housing is above the bar too).
        #expect(try safeTop(tools: "22505", device: "retina4_7", size: "375x603", rootExtra: opaque) == 0)
        #expect(try safeTop(tools: "17156", device: "retina5_9", size: "375x724", rootExtra: opaque) == 0)
        #expect(try safeTop(tools: "22505", device: "retina4_0", size: "320x568", rootExtra: #"<nil key="simulatedStatusBarMetrics"/>"#) == 20)
        // On a device without a home button the sensor housing stays under the bar.
        #expect(try safeTop(tools: "17156", device: "retina5_9", size: "375x812", rootExtra: nav) == 88)
    }

    @Test func topLevelCollectionCellHasAListsMargins() throws {
        // A view pinned to a top-level collection cell's leading margin: a table's margins by the
        // cell's width (16 pt up to 375, 20 wider), not a root view's (16 up to 413).
        func leading(width: Int) throws -> CGFloat? {
            let sub = canvasView("sub", #"x="0.0" y="0.0" width="100" height="10""#)
            let cell = """
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>\(sub)</subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="sub" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                        <constraint firstItem="sub" firstAttribute="width" constant="100" id="w"/>
                        <constraint firstItem="sub" firstAttribute="height" constant="10" id="h"/>
                    </constraints>
                </collectionViewCell>
                """
            return try compareLayout(canvasXib(cell, tools: "14460.31", device: "retina4_7")).0.view("sub")?.frame.minX
        }
        #expect(try leading(width: 375) == 16)
        #expect(try leading(width: 402) == 20)
        #expect(try leading(width: 600) == 20)
    }

    @Test func opaqueBottomBarEndsTheView() throws {
        // A view pinned to the safe area's bottom: a translucent tab bar (49) lifts it above the
        // bar and the home indicator (34); an opaque one ends the root above it, so the view
        // sits on the root's bottom edge.
        func safeBottom(_ bar: String, size: String) throws -> CGFloat? {
            let pins = """
                <constraint firstItem="sa" firstAttribute="bottom" secondItem="sub" secondAttribute="bottom" id="t"/>
                <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstItem="sub" firstAttribute="width" constant="100" id="w"/>
                <constraint firstItem="sub" firstAttribute="height" constant="10" id="h"/>
                """
            let text = canvasXib(canvasRoot(size, canvasView("sub", #"x="0.0" y="0.0" width="100" height="10""#), pins, rootExtra: bar),
                                 tools: "22505", device: "retina5_9")
            return try compareLayout(text).0.view("sub")?.frame.maxY
        }
        let translucent = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        let opaque = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#
        #expect(try safeBottom(translucent, size: "375x812") == 812 - 34 - 49)
        #expect(try safeBottom(opaque, size: "375x729") == 729)
    }

    @Test func deviceMetricsLandscape() {
        let x = DeviceMetrics.named("retina5_9")!
        #expect(x.safeAreaInsets(landscape: true, toolsVersion: 17156) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(x.safeAreaInsets(landscape: true, toolsVersion: 23094) == EdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        #expect(DeviceMetrics.named("retina4_7")!.safeAreaInsets(landscape: true, toolsVersion: 0) == .zero)
        #expect(DeviceMetrics.named("ipad11")!.safeAreaInsets(landscape: true, toolsVersion: 0) == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(DeviceMetrics.named("retina6_12")!.scale == 3 && DeviceMetrics.named("retina6_1")!.scale == 2)
    }

    @Test func preservedSuperviewMargins() throws {
        // A full-width container that preserves its superview's margins takes the root's 16 pt
        // side margins (a 393 pt wide root) instead of its own 8; without it, 8.
        func leading(_ preserves: Bool) throws -> CGFloat? {
            let inner = canvasView("sub", #"x="16" y="100" width="361" height="10""#)
            let container = canvasView("box", #"x="0.0" y="100" width="393" height="200""#,
                                 "<subviews>\(inner)</subviews><constraints>" + """
                                 <constraint firstItem="sub" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" id="a"/>
                                 <constraint firstAttribute="trailingMargin" secondItem="sub" secondAttribute="trailing" id="b"/>
                                 <constraint firstItem="sub" firstAttribute="top" secondItem="box" secondAttribute="top" id="c"/>
                                 <constraint firstItem="sub" firstAttribute="height" constant="10" id="d"/>
                                 """ + "</constraints>",
                                 extra: preserves ? #"preservesSuperviewLayoutMargins="YES""# : "")
            let pins = """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="e"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="f"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="g"/>
                <constraint firstItem="box" firstAttribute="height" constant="200" id="i"/>
                """
            let text = canvasXib(canvasRoot("393x852", container, pins), tools: "22155", device: "retina6_12")
            return try compareLayout(text).0.view("sub")?.frame.minX
        }
        #expect(try leading(true) == 16)
        #expect(try leading(false) == 8)
    }

    @Test func nestedViewsMarginsAndSafeArea() throws {
        // A full-screen child of a root on an iPhone X class: its safe area is the screen's
        // (44 top), and its margins are measured from it (8 + 44), unless it opts out.
        func top(_ extra: String) throws -> (safe: CGFloat?, margin: CGFloat?) {
            let a = canvasView("a", #"x="0.0" y="0.0" width="10" height="10""#)
            let b = canvasView("b", #"x="0.0" y="0.0" width="10" height="10""#)
            let full = canvasView("full", #"x="0.0" y="0.0" width="375" height="812""#,
                            "<subviews>\(a)\(b)</subviews><constraints>" + """
                            <constraint firstItem="a" firstAttribute="top" secondItem="fsa" secondAttribute="top" id="a1"/>
                            <constraint firstItem="a" firstAttribute="leading" secondItem="full" secondAttribute="leading" id="a2"/>
                            <constraint firstItem="a" firstAttribute="width" constant="10" id="a3"/>
                            <constraint firstItem="a" firstAttribute="height" constant="10" id="a4"/>
                            <constraint firstItem="b" firstAttribute="top" secondItem="full" secondAttribute="topMargin" id="b1"/>
                            <constraint firstItem="b" firstAttribute="leading" secondItem="full" secondAttribute="leading" id="b2"/>
                            <constraint firstItem="b" firstAttribute="width" constant="10" id="b3"/>
                            <constraint firstItem="b" firstAttribute="height" constant="10" id="b4"/>
                            """ + #"</constraints><viewLayoutGuide key="safeArea" id="fsa"/>"#, extra: extra)
            let pins = """
                <constraint firstItem="full" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="e"/>
                <constraint firstAttribute="trailing" secondItem="full" secondAttribute="trailing" id="f"/>
                <constraint firstItem="full" firstAttribute="top" secondItem="root" secondAttribute="top" id="g"/>
                <constraint firstAttribute="bottom" secondItem="full" secondAttribute="bottom" id="i"/>
                """
            let c = try compareLayout(canvasXib(canvasRoot("375x812", full, pins), tools: "17156", device: "retina5_9")).0
            return (c.view("a")?.frame.minY, c.view("b")?.frame.minY)
        }
        let inset = try top("")
        #expect(inset.safe == 44 && inset.margin == 52)
        let plain = try top(#"insetsLayoutMarginsFromSafeArea="NO""#)
        #expect(plain.safe == 44 && plain.margin == 8)
    }

    @Test func topLevelCellsHaveNoSafeArea() throws {
        // A cell is not a screen's content: its content sits at its top, not 44 pt down.
        let label = canvasView("sub", #"x="0.0" y="0.0" width="100" height="10""#)
        let cell = canvasTableCell(width: 414, """
            <subviews>\(label)</subviews>
            <constraints>
                <constraint firstItem="sub" firstAttribute="top" secondItem="cvsa" secondAttribute="top" id="t"/>
                <constraint firstItem="sub" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="l"/>
                <constraint firstItem="sub" firstAttribute="width" constant="100" id="w"/>
                <constraint firstItem="sub" firstAttribute="height" constant="10" id="h"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="cvsa"/>
            """)
        let c = try compareLayout(canvasXib(cell, tools: "21225", device: "retina6_1")).0
        #expect(c.view("sub")?.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func topLevelCellMarginsByXcodeVersion() throws {
        // A view pinned to a top-level cell's leading margin: 8 pt before Xcode 9; Xcode 9 and
        // 10 a table's margin at the cell's width (element-ios' 600 pt cells: 20, pocket-casts'
        // 320 pt ones: 16); Xcode 11 15 pt on an iPhone 8 (element-ios, openfoodfacts); Xcode
        // 12 on UIKit's margin for a table of the cell's width on the device's screen
        // (element-ios, pocket-casts; `TopLevelTableCellWideScreenMarginsTests`).
        func leading(tools: String, device: String, width: Int, margins: String = "") throws -> CGFloat? {
            let label = canvasView("sub", #"x="0.0" y="0.0" width="100" height="10""#)
            let cell = canvasTableCell(width: width, """
                <subviews>\(label)</subviews>
                \(margins)
                <constraints>
                    <constraint firstItem="sub" firstAttribute="top" secondItem="cv" secondAttribute="top" id="t"/>
                    <constraint firstItem="sub" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="l"/>
                    <constraint firstItem="sub" firstAttribute="width" constant="100" id="w"/>
                    <constraint firstItem="sub" firstAttribute="height" constant="10" id="h"/>
                </constraints>
                """)
            return try compareLayout(canvasXib(cell, tools: tools, device: device)).0.view("sub")?.frame.minX
        }
        #expect(try leading(tools: "8191", device: "retina4_7", width: 320) == 8)
        #expect(try leading(tools: "14460.31", device: "retina4_7", width: 600) == 20)
        #expect(try leading(tools: "14490.70", device: "retina4_7", width: 320) == 16)
        #expect(try leading(tools: "16096", device: "retina4_7", width: 600) == 15)
        #expect(try leading(tools: "15505", device: "retina6_1", width: 320) == 16)
        #expect(try leading(tools: "20037", device: "retina4_7", width: 600) == 16)
        #expect(try leading(tools: "18122", device: "retina6_1", width: 414) == 20)
        #expect(try leading(tools: "21701", device: "retina6_1", width: 320) == 16)
        // A screen wider than 375 pt (a controller's root only from 414) gives a table wider
        // than 320 pt 20 pt margins: a 380 pt cell on an XR (ChatSecure, Xcode 11), a 393 and a
        // 375 pt one on an iPhone 15 (UIKit's `_defaultMarginWidthForTableView:`; dgca-verifier's
        // 375 pt cell on an XR stores 20); a 320 pt one there keeps 16 (nRF Mesh).
        #expect(try leading(tools: "16096", device: "retina6_1", width: 380) == 20)
        #expect(try leading(tools: "22155", device: "retina6_12", width: 393) == 20)
        #expect(try leading(tools: "22155", device: "retina6_12", width: 375) == 20)
        #expect(try leading(tools: "22155", device: "retina6_12", width: 320) == 16)
        #expect(try leading(tools: "14460.31", device: "retina4_7", width: 390) == 20)
        // Margins the file sets stay.
        let own = #"<edgeInsets key="layoutMargins" top="0.0" left="30" bottom="0.0" right="0.0"/>"#
        #expect(try leading(tools: "20037", device: "retina4_7", width: 600, margins: own) == 30)
    }

    @Test func aRootKeepsItsOwnMarginsAboveTheSystemMinimum() throws {
        // A view controller respects the system minimum margins (16 pt sides, 0 top and bottom
        // at 375 pt wide): a top-level view's own margins stay where larger (8/30/8/30: a view
        // pinned to the top and leading margins at y = 8, x = 30) and give way where smaller
        // (4 pt sides: 16); directional margins alike. AltStore SettingsHeaderFooterView.
        func origin(_ margins: String, tools: String = "14490.70") throws -> CGPoint? {
            let pins = """
                <constraint firstItem="sub" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
                <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                <constraint firstItem="sub" firstAttribute="width" constant="100" id="w"/>
                <constraint firstItem="sub" firstAttribute="height" constant="10" id="h"/>
                """
            let text = canvasXib(canvasRoot("197.5x62", canvasView("sub", #"x="0.0" y="0.0" width="100" height="10""#), pins, rootExtra: margins),
                                 tools: tools, device: "retina4_7")
            return try compareLayout(text).0.view("sub")?.frame.origin
        }
        #expect(try origin(#"<edgeInsets key="layoutMargins" top="8" left="30" bottom="8" right="30"/>"#) == CGPoint(x: 30, y: 8))
        #expect(try origin(#"<edgeInsets key="layoutMargins" top="8" left="4" bottom="8" right="4"/>"#) == CGPoint(x: 16, y: 8))
        #expect(try origin(#"<directionalEdgeInsets key="directionalLayoutMargins" top="2" leading="24" bottom="0.0" trailing="0.0"/>"#)
                == CGPoint(x: 24, y: 2))
        // Without margins in the file: the system minimum alone.
        #expect(try origin("") == CGPoint(x: 16, y: 0))
    }

    @Test func hiddenArrangedViewsTakeNoSpace() throws {
        // spacing 12: A 0–100, C right after at 112; the hidden B keeps its 40 pt and sits in
        // the middle of the 12 pt gap (106), as IB stores it.
        func arranged(_ id: String, _ h: Int, hidden: Bool = false) -> String {
            canvasView(id, #"x="0.0" y="0.0" width="200" height="\#(h)""#,
                 #"<constraints><constraint firstAttribute="height" constant="\#(h)" id="\#(id)h"/></constraints>"#,
                 extra: hidden ? #"hidden="YES""# : "")
        }
        let stack = canvasView("stack", #"x="0.0" y="0.0" width="200" height="162""#,
                         "<subviews>\(arranged("a", 100))\(arranged("b", 40, hidden: true))\(arranged("c", 50))</subviews>",
                         extra: #"axis="vertical" spacing="12""#, element: "stackView")
        let pins = """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="e"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="g"/>
            <constraint firstItem="stack" firstAttribute="width" constant="200" id="f"/>
            """
        let c = try compareLayout(canvasXib(canvasRoot("375x667", stack, pins))).0
        #expect(c.view("stack")?.frame == CGRect(x: 0, y: 0, width: 200, height: 162))
        #expect(c.view("c")?.frame == CGRect(x: 0, y: 112, width: 200, height: 50))
        #expect(c.view("b")?.frame == CGRect(x: 0, y: 106, width: 200, height: 40))
    }

    @Test func controlAlignmentRects() throws {
        // A switch 15 pt from a 414 pt superview's trailing edge: its alignment rect ends at
        // 399, its 51 pt frame 2 pt further (x = 350). A segmented control with a 30 pt height
        // constraint has a 31 pt frame.
        let sw = canvasView("sw", #"x="350" y="10" width="51" height="31""#, element: "switch")
        let seg = canvasView("seg", #"x="20" y="60" width="200" height="31""#,
                       #"<constraints><constraint firstAttribute="height" constant="30" id="sh"/></constraints><segments><segment title="A"/></segments>"#,
                       element: "segmentedControl")
        let pins = """
            <constraint firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="15" id="a"/>
            <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="b"/>
            <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c"/>
            <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="d"/>
            <constraint firstItem="seg" firstAttribute="width" constant="200" id="e"/>
            """
        let c = try compareLayout(canvasXib(canvasRoot("414x736", sw + seg, pins), device: "retina5_5"), intrinsic: .stored).0
        #expect(c.view("sw")?.frame == CGRect(x: 350, y: 10, width: 51, height: 31))
        #expect(c.view("seg")?.frame == CGRect(x: 20, y: 60, width: 200, height: 31))
        #expect(c.agree == 2)
    }

    @Test func autoresizedControlsHaveNoAlignmentInsets() throws {
        // A slider placed by its autoresizing mask keeps the frame IB stored (29 pt tall).
        let slider = """
            <slider opaque="NO" contentMode="scaleToFill" fixedFrame="YES" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
                <rect key="frame" x="39" y="352" width="241" height="29"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </slider>
            """
        let c = try compareLayout(canvasXib(canvasRoot("320x568", slider, ""), tools: "4514", device: "retina4_0"), intrinsic: .stored).0
        #expect(c.view("sl")?.frame == CGRect(x: 39, y: 352, width: 241, height: 29))
        #expect(c.agree == 1)
    }

    @Test func scrollViewLayoutGuides() throws {
        // Content pinned to the content guide's edges with the frame guide's width: as wide as
        // the scroll view, as tall as its own 1000 pt, at the content's origin.
        let content = canvasView("content", #"x="0.0" y="0.0" width="375" height="1000""#,
                           #"<constraints><constraint firstAttribute="height" constant="1000" id="ch"/></constraints>"#)
        let scroll = """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>\(content)</subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="s1"/>
                    <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="s2"/>
                    <constraint firstItem="cg" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                    <constraint firstItem="cg" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s4"/>
                    <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="s5"/>
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
            </scrollView>
            """
        let pins = """
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="b"/>
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="d"/>
            """
        let (c, result) = try compareLayout(canvasXib(canvasRoot("375x667", scroll, pins)))
        #expect(c.view("content")?.frame == CGRect(x: 0, y: 0, width: 375, height: 1000))
        #expect((result.objectsByID["scroll"] as? ScrollView)?.contentSize == CGSize(width: 375, height: 1000))
        #expect(!result.warnings.contains { $0.description.contains("layout guide") })
    }

    @Test func placeholderIntrinsicSize() throws {
        // "Intrinsic Size: Placeholder" 120×50: the canvas centres a 120×50 view.
        let v = canvasView("sub", #"x="127.5" y="308.5" width="120" height="50""#, extra: #"placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="50""#)
        let pins = """
            <constraint firstItem="sub" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="a"/>
            <constraint firstItem="sub" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="b"/>
            """
        let c = try compareLayout(canvasXib(canvasRoot("375x667", v, pins))).0
        #expect(c.view("sub")?.frame == CGRect(x: 127.5, y: 308.5, width: 120, height: 50))
    }

    @Test func sizeClassVariationsOfTheDevice() throws {
        // An iPhone SE in landscape is compact × compact: the variation's constant (30) and the
        // constraint its mask installs apply; in portrait (compact × regular) the base ones.
        let v = canvasView("sub", #"x="0.0" y="0.0" width="10" height="10""#, """
            <constraints>
                <constraint firstAttribute="height" constant="40" id="h">
                    <variation key="heightClass=compact-widthClass=compact" constant="30"/>
                </constraint>
                <constraint firstAttribute="width" constant="10" id="w"/>
            </constraints>
            """)
        let pins = """
            <constraint firstItem="sub" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a"/>
            <constraint firstItem="sub" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5" id="b"/>
            <constraint firstItem="sub" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c"/>
            """
        let masks = """
            <variation key="default"><mask key="constraints"><exclude reference="c"/></mask></variation>
            <variation key="heightClass=compact-widthClass=compact"><mask key="constraints"><exclude reference="b"/><include reference="c"/></mask></variation>
            """
        func frame(_ orientation: String, _ size: String) throws -> CGRect? {
            let text = canvasXib(canvasRoot(size, v, pins, rootExtra: masks), tools: "24412", device: "retina4_0")
                .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="\#(orientation)""#)
            return try compareLayout(text).0.view("sub")?.frame
        }
        #expect(try frame("landscape", "568x320") == CGRect(x: 0, y: 50, width: 10, height: 30))
        #expect(try frame("portrait", "320x568") == CGRect(x: 0, y: 5, width: 10, height: 40))
        #expect(NibSizeClasses(isPad: false, portraitWidth: 414, landscape: true).width == .regular)
    }
}
