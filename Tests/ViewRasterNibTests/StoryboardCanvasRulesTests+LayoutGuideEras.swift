import Foundation
import Testing
import ViewRasterViews
import ViewRasterNib

/// The top layout guide by Xcode (documents without safe-area guides) and the stack a segue
/// drawn from a navigation controller itself pushes onto (docs/canvas-rules.md, "Scenes").
/// Frames worked out by hand: an iPhone 8's status bar is 20 pt, a navigation bar 44 pt.
extension StoryboardCanvasRulesTests {
    var topLayoutGuides: String {
        #"<layoutGuides><viewControllerLayoutGuide type="top" id="tg"/><viewControllerLayoutGuide type="bottom" id="bg"/></layoutGuides>"#
    }

    /// One scene of `size` on an iPhone 8 whose `sub` is pinned to the top layout guide's bottom,
    /// its controller showing no status bar ("Status Bar: None").
    func statusBarNoneScene(size: String, tools: String) -> String {
        storyboard(scene("vc1", rootID: "root", size: size, subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "tg", "bottom"),
                         guides: topLayoutGuides, extra: #"<nil key="simulatedStatusBarMetrics"/>"#, safeArea: false),
                   tools: tools, safeAreas: false)
    }

    @Test func xcode9KeepsTheStatusBarAboveAScreenTallSceneThatShowsNone() throws {
        // Xcode 9 and 10 kept the status bar above the top layout guide of a scene as tall as
        // the screen though its controller says "None" (memreas' Universal, 13196: ten such
        // scenes store views on the guide at y = 20); Xcode 8 left it out (memreas'
        // MemreasDetail, 12120, and Pitch, 12118: y = 0), and Xcode 9 still leaves it out of a
        // scene shorter than 480 pt (memreas' 470 pt map picker: y = 0).
        #expect(try frames(statusBarNoneScene(size: "375x667", tools: "13196"))["sub"]?.minY == 20)
        #expect(try frames(statusBarNoneScene(size: "375x667", tools: "12120"))["sub"]?.minY == 0)
        #expect(try frames(statusBarNoneScene(size: "375x470", tools: "13196"))["sub"]?.minY == 0)
    }

    /// A parent scene holding a container view whose embedded child vc2 (375 × 600: taller than
    /// the 480 pt below which Xcode 9 and 10 leave the status bar out anyway) pins `sub` to its
    /// top layout guide's bottom.
    func embeddedChildWithLayoutGuides(tools: String) -> String {
        let (container, boxConstraints) = embedContainer(width: "375", height: "600", y: "67")
        return storyboard(scene("vc1", rootID: "parent", subviews: container, constraints: boxConstraints, safeArea: false)
                          + scene("vc2", rootID: "root", size: "375x600", subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "tg", "bottom"),
                                  guides: topLayoutGuides, safeArea: false),
                          tools: tools, safeAreas: false)
    }

    @Test func anEmbeddedChildHasNoStatusBarBeforeXcode9() throws {
        // iOS 7–10 give a custom container's child no top layout guide length: every embedded
        // child of Xcode 5 – 8 stores its views on the guide at y = 0 (lifetrak, dodicall,
        // WSDOT's early Ferries). iOS 11's safe area reaches it, and Xcode 9 on draw the status
        // bar above it (School's Home, 13529: 607 and 647 pt children at 20).
        #expect(try frames(embeddedChildWithLayoutGuides(tools: "12118"))["sub"]?.minY == 0)
        #expect(try frames(embeddedChildWithLayoutGuides(tools: "9059"))["sub"]?.minY == 0)
        #expect(try frames(embeddedChildWithLayoutGuides(tools: "13529"))["sub"]?.minY == 20)
    }

    /// A navigation controller whose root is vc1 and which pushes vc2 itself (the segue in its
    /// own connections); vc2's `sub` is pinned to its top layout guide's bottom. `barAttributes`
    /// go on the controller's navigation bar; vc2's view is stored at `viewY`, `viewHeight` tall.
    func pushFromTheNavigationController(barAttributes: String, viewY: Int, viewHeight: Int) -> String {
        let nav = """
            <scene sceneID="scene-nav">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="nav-bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc1" kind="relationship" relationship="rootViewController" id="seg-nav"/>
                            <segue destination="vc2" kind="push" id="seg-push"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            """
        let pushed = scene("vc2", rootID: "root", subviews: view("sub", 16, 0, 10, 10), constraints: pinned(to: "tg", "bottom"),
                           guides: topLayoutGuides, safeArea: false)
            .replacingOccurrences(of: #"y="0.0" width="375" height="667""#, with: #"y="\#(viewY)" width="375" height="\#(viewHeight)""#)
        return storyboard(nav + scene("vc1", rootID: "root1", subviews: "", constraints: "", safeArea: false) + pushed,
                          tools: "12121", safeAreas: false)
    }

    @Test func aSegueFromTheNavigationControllerItselfPushesOntoItsStack() throws {
        // Herald's Main (12121): 15 scenes pushed by segues drawn from the navigation controller
        // itself are stored under its opaque bar (views at y = 64, 603 pt tall) with their views
        // on the top layout guide at 0. A translucent bar is in the guide: 20 + 44 = 64. Before,
        // the scenes were read as on no stack, under the status bar alone (20).
        #expect(try frames(pushFromTheNavigationController(barAttributes: #"translucent="NO""#, viewY: 64, viewHeight: 603))["sub"]?.minY == 0)
        #expect(try frames(pushFromTheNavigationController(barAttributes: "", viewY: 0, viewHeight: 667))["sub"]?.minY == 64)
    }
}
