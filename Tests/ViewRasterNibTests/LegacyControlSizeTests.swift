import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// Control `c` pinned 20 pt from the top and 16 pt from the leading edge.
let legacyControlTopLeadingPins = """
    <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
    <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
    """

/// IB's canvas draws the controls of the iOS its Xcode shipped with. iOS 11 made the search bar
/// 56 pt tall (iOS 7–10: 44), iOS 13 the stepper 94 × 32 (iOS 7–12: 94 × 29), and iOS 14 redrew
/// the page control (iOS 7–13: 37 pt tall, 7 pt dots 9 pt apart, so 16 × pages − 9 wide). A
/// control pinned by its top and leading edges alone takes its intrinsic size, which a file of
/// an older Xcode stores as that Xcode's iOS drew it (`NibAlignmentInsets.canvasFrameSize`).
@MainActor
@Suite struct LegacyControlSizeTests {
    /// Control `c` in a 320 × 200 root, pinned by `constraints`.
    func layout(_ subview: String, tools: String, constraints: String = legacyControlTopLeadingPins) throws -> NibLayoutComparison {
        try compareInRoot320x200(subview, constraints: constraints, tools: tools)
    }

    let stepper = """
        <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="c">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </stepper>
        """

    func pageControl(pages: Int, hidesForSinglePage: Bool = false) -> String {
        """
        <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(hidesForSinglePage ? "hidesForSinglePage=\"YES\" " : "")numberOfPages="\(pages)" translatesAutoresizingMaskIntoConstraints="NO" id="c">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </pageControl>
        """
    }

    /// Xcode 10 and earlier: 94 × 29 (coRetail's 14490.70, MyBridgeApp's 10116); Xcode 11 on
    /// (14868, 17156): iOS 13's 94 × 32.
    @Test func xcode10StoresIOS12Steppers29PointsTall() throws {
        for tools in ["14490.70", "10116"] {
            #expect(try layout(stepper, tools: tools).view("c")?.frame == CGRect(x: 16, y: 20, width: 94, height: 29), "\(tools)")
        }
        for tools in ["14868", "17156"] {
            #expect(try layout(stepper, tools: tools).view("c")?.frame == CGRect(x: 16, y: 20, width: 94, height: 32), "\(tools)")
        }
    }

    /// Xcode 11 and earlier: 3 pages 39 × 37 (3 × 7 pt dots, 2 × 9 pt gaps), 4 pages 55 × 37, 1
    /// page 7 × 37; Xcode 12 (17156) keeps iOS 14's 26 pt control.
    @Test func xcode11StoresIOS13PageControls() throws {
        for tools in ["16097", "11762", "6250"] {
            #expect(try layout(pageControl(pages: 3), tools: tools).view("c")?.frame == CGRect(x: 16, y: 20, width: 39, height: 37), "\(tools)")
        }
        #expect(try layout(pageControl(pages: 4), tools: "13771").view("c")?.frame == CGRect(x: 16, y: 20, width: 55, height: 37))
        #expect(try layout(pageControl(pages: 1), tools: "10117").view("c")?.frame == CGRect(x: 16, y: 20, width: 7, height: 37))
        #expect(try layout(pageControl(pages: 3), tools: "17156").view("c")?.frame.height == 26)
    }

    /// A page control hiding its single page keeps its own size: IB's stored sizes for it
    /// disagree (0 × 0, 0 × 26), so no rule is taken from them.
    @Test func singlePageHiddenKeepsItsOwnSize() throws {
        let own = PageControl().size(forNumberOfPages: 1)
        let c = try layout(pageControl(pages: 1, hidesForSinglePage: true), tools: "14490.70")
        #expect(c.view("c")?.frame.size == own)
    }

    /// Xcode 8 and earlier (12121, 8191): a search bar pinned at its top and sides is 44 pt
    /// tall; Xcode 9 (13196) and later, 56.
    @Test func xcode8StoresIOS10SearchBars44PointsTall() throws {
        let bar = """
            <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            """
        let pins = """
            <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" id="c3"/>
            """
        func frame(_ tools: String) throws -> CGRect? { try layout(bar, tools: tools, constraints: pins).view("c")?.frame }
        for tools in ["12121", "8191"] { #expect(try frame(tools) == CGRect(x: 0, y: 20, width: 320, height: 44), "\(tools)") }
        for tools in ["13196", "17156"] { #expect(try frame(tools) == CGRect(x: 0, y: 20, width: 320, height: 56), "\(tools)") }
    }
}
