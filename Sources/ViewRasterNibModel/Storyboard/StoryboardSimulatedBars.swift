import Foundation
import ViewRasterLayout

extension StoryboardDocument {
    /// The bars IB's canvas draws over a scene's view, in points: a navigation bar above when
    /// the scene declares one (`simulatedTopBarMetrics`), or a scene before it on the stack
    /// does (`topBarDeclaration(for:)`), or IB infers one (the scene is a navigation
    /// controller's root, or is reached from such a scene by push/show segues, and the bar is
    /// not hidden; 52 pt more with large titles), a tab bar below when declared or
    /// inferred (the scene, or the navigation controller holding it, is a tab of a tab bar
    /// controller). Bar heights are UIKit's: 44 pt navigation bars (50 on an iPad from Xcode 10
    /// on, 54 on both in Xcode 26: `DeviceMetrics.navigationBarHeight`; 32 on an iPhone in
    /// landscape that is compact-width, without a large title on any phone in landscape:
    /// `DeviceMetrics.navigationBarHeight(toolsVersion:landscape:)`), 49 pt tab bars (50 on
    /// an iPad), 44 pt toolbars, 30 pt more for a prompt.
    public func simulatedBars(for scene: StoryboardScene) -> (top: CGFloat, bottom: CGFloat) {
        let isPad = header.device?.isPad ?? false
        let modernPad = isPad && header.toolsVersionNumber >= 14000
        // A sheet's navigation bar ends 56 pt below its top (iOS 13's sheets; iNaturalist's
        // TaxaSearch scene, 22154: its header view stored at y = 56 under the bar of a presented
        // navigation controller), 70 on an iPhone in Xcode 26 (`sheetNavigationBarBottom`).
        let device = header.device?.metrics ?? .fallback
        let tools = header.toolsVersionNumber
        // A phone in landscape has a compact height: UIKit's 32 pt bar where the phone is
        // compact-width too, no large title on any phone (LTMorphingLabel's bar, `retina4_7`
        // landscape with `largeTitles`, stored 32 pt tall; `DeviceMetrics.landscapeBarReduction`).
        let landscapePhone = header.device?.orientation == .landscape && device.family == .phone
        let navHeight = isShownAsSheet(scene) ? device.sheetNavigationBarBottom(toolsVersion: tools)
            : device.navigationBarHeight(toolsVersion: tools, landscape: landscapePhone)
        var top: CGFloat = 0
        switch topBarDeclaration(for: scene)?.simulatedTopBar {
        case "none": top = 0
        case "navigationBar": top = navHeight
        case "navigationBarPrompted": top = navHeight + 30
        default:
            if let nav = navigationContainer(of: scene), nav.controller.bool("navigationBarHidden") != true {
                top = navHeight
                if nav.navigationBar?.bool("largeTitles") == true, !landscapePhone, showsLargeTitle(scene) {
                    top += 52
                }
            }
        }
        // iOS 11's compact tab bar, 32 pt, on an iPhone that is compact-width in landscape as on
        // a screen (`BarMetrics.tabBarHeight`, which `render` draws): HMD's Main (set Y, 14109)
        // and PMCtrl_iPad's IECConfig (set AF, 13771), both `retina4_7` in landscape, store their
        // tabs' views on the bottom layout guide at 343 = 375 − 32. Not before Xcode 9 (iOS 10's
        // bar was 49 pt in landscape) nor in Xcode 26 (no file seen).
        let compactTabBar = landscapePhone && device.isCompactInLandscape && tools >= 13000 && !DeviceMetrics.isXcode26(tools)
        let tabBar: CGFloat = modernPad ? 50 : compactTabBar ? 32 : 49
        // A toolbar is 49 pt on an iPhone without a home button (siskin-im's Groupchat, MIX and
        // Main, 20037 on `retina6_1`: views pinned to the safe area's bottom stored 83 = 34 + 49
        // pt above the bottom), 44 with one, 50 on an iPad from iOS 12 (as its navigation bar).
        let toolbar: CGFloat = modernPad ? 50 : device.family == .phone && device.isFullScreen ? 49 : 44
        let showsTabBar = isInTabBarController(scene) && !hidesBottomBarWhenPushed(scene)
        var bottom: CGFloat = 0
        switch scene.simulatedBottomBar {
        case "none": bottom = 0
        case "tabBar": bottom = tabBar
        // A declared toolbar stands above the tab bar of the tab bar controller holding the
        // scene (trailer's Settings, 21701 on `retina6_1`: 132 = 34 + 49 + 49).
        case "toolbar": bottom = toolbar + (showsTabBar ? tabBar : 0)
        // "Bottom Bar: None" before the scene on its stack: no inferred bar (`inheritsNoBottomBar`).
        default: bottom = inheritsNoBottomBar(scene) ? 0 : (showsTabBar ? tabBar : 0) + (showsToolbar(scene) ? toolbar : 0)
        }
        return (top, bottom)
    }

    /// The navigation controller whose stack holds `scene`: the one whose root it is, the one
    /// holding a scene that pushes or shows it, or the one holding the tab bar controller
    /// `scene` is a tab of (UIKit passes a container's safe area on to its children, so a tab
    /// of a tab bar controller pushed on a navigation stack is under that stack's bar).
    /// A push or show segue drawn from a navigation controller itself (its own `<connections>`,
    /// not its root's) puts the destination on that controller's stack: Herald's Main (set Z,
    /// 12121, an iPhone 8) stores the 15 scenes its split view's detail navigation controller
    /// pushes so, each view at y = 64 and 603 pt tall under the controller's opaque bar with its
    /// views on the top layout guide at 0, and RecycleRush's iPad storyboard (set X, 3084) its
    /// scene at y = 64, 704 pt tall; before, they were read as on no stack (no bar). A scene
    /// that is also pushed from a scene on another stack is on that one: HoccerXO's EULA (set X,
    /// 12121), pushed by its setup navigation controller and from the settings tab, is stored
    /// above the tab's 49 pt tab bar.
    func navigationContainer(of scene: StoryboardScene) -> StoryboardScene? {
        var seen: Set<String> = []
        var frontier = [scene.controllerID]
        var drawnFromNavigation: StoryboardScene?
        while let id = frontier.popLast() {
            guard seen.insert(id).inserted else { continue }
            for s in scenes {
                for seg in s.segues where seg.destination == id {
                    if seg.kind == "relationship", seg.relationship == "rootViewController", s.controller.element == "navigationController" {
                        return s
                    }
                    if seg.kind == "show" || seg.kind == "push" {
                        // A segue drawn from the navigation controller itself pushes onto its
                        // stack; another route to a stack wins (below).
                        if s.controller.element == "navigationController", drawnFromNavigation == nil { drawnFromNavigation = s }
                        frontier.append(s.controllerID)
                    }
                    if seg.kind == "relationship", seg.relationship == "viewControllers", s.controller.element == "tabBarController" {
                        frontier.append(s.controllerID)
                    }
                }
            }
        }
        return drawnFromNavigation
    }

    /// Whether a navigation bar that prefers large titles shows `scene`'s large: its navigation
    /// item's `largeTitleDisplayMode` when `always` or `never`; when automatic (not written),
    /// the item before it on the stack decides (UIKit: "inherit the large-title setting from
    /// the previous navigation item"), and the stack's root shows a large title. trailer's
    /// Settings (21701, `retina6_1`): four scenes pushed from a root whose mode is `never`
    /// store their views pinned to the safe area at y = 92 = 48 + 44, a small bar, where a
    /// root's large bar gives 144.
    func showsLargeTitle(_ scene: StoryboardScene) -> Bool {
        var seen: Set<String> = []
        var current = scene
        while seen.insert(current.controllerID).inserted {
            switch current.navigationItem?.largeTitleDisplayMode {
            case "always": return true
            case "never": return false
            default:
                guard let previous = pushingScene(of: current) else { return true }
                current = previous
            }
        }
        return true
    }

    /// The first scene (in document order) that pushes or shows `scene` on a navigation stack:
    /// the item before it, whose bars IB's inferred metrics follow.
    func pushingScene(of scene: StoryboardScene) -> StoryboardScene? {
        let id = scene.controllerID
        return scenes.first { s in s.segues.contains { ($0.kind == "show" || $0.kind == "push") && $0.destination == id } }
    }

    /// The scene whose declared top bar (`simulatedTopBarMetrics`) IB's canvas draws over
    /// `scene`: its own, or — when its top bar is inferred (not written) — that of the nearest
    /// scene before it on the navigation stack that declares one, as IB's inferred metrics follow
    /// the segue's source (`showsToolbar` follows it for the bottom bar); nil when no scene on
    /// the way declares one (the navigation controller holding it then decides). iGap's Register
    /// (Xcode 9.2, `retina4_7`): a splash scene with "Top Bar: None" at the root of a navigation
    /// controller shows a phone scene that shows three more; their views pinned 8 pt below the
    /// top layout guide are stored at y = 28, under the status bar alone, not 72.
    /// A tab's item on the stack is its tab bar controller's (UIKit pushes the tab bar
    /// controller; its tabs show under its bar): a tab that nothing pushes follows the tab bar
    /// controller's declaration and the scenes before it. Clinitick's Main (set X, 18122,
    /// `retina6_0`): a tab bar controller with "Top Bar: None" at a navigation controller's root;
    /// a tab's views pinned to the safe area's top and the eleven scenes its tabs show are
    /// stored under the status bar alone (y = 44), not under a 44 pt bar.
    func topBarDeclaration(for scene: StoryboardScene) -> StoryboardScene? {
        var seen: Set<String> = []
        var current = scene
        while seen.insert(current.controllerID).inserted {
            if current.simulatedTopBar != nil { return current }
            guard let previous = pushingScene(of: current) ?? tabBarController(ofTab: current) else { return nil }
            current = previous
        }
        return nil
    }

    /// Whether a `show` segue from `source` presents its destination modally: the source is a
    /// view controller on no navigation stack (`navigationContainer(of:)`), not a split view
    /// controller's column (which shows it itself), and its top bar is not set in the
    /// Simulated Metrics. A source whose top bar is set (`simulatedNavigationBarMetrics`, or
    /// `<nil key="simulatedTopBarMetrics"/>`, "None") is drawn as if on a navigation stack: IB's
    /// canvas stores the destination at the screen's height, as a push, its bar the source's.
    /// Every `show` or `push` segue of Xcode 11 on from such a source on no stack in the corpus
    /// and sets AD – AM (10 segues, 6 files, 4 repositories: aelf-wallet's Assets, set AK,
    /// 15505, an XR scene stored 896 tall; myscrap's About and Companies and SMARTIDS' Main,
    /// set AM, 16097, 17701 and 16096 on home-button iPhones, views under a 44 pt bar at
    /// y = 44; peps' two Login storyboards, set AM, 15702, "None" on an XR: a view on the safe
    /// area at y = 44, 818 tall) leads to a scene stored at the screen's height; none to a
    /// sheet (session 40, layoutAM).
    func showsModally(from source: StoryboardScene) -> Bool {
        guard source.controller.element != "navigationController", source.simulatedTopBar == nil,
              navigationContainer(of: source) == nil else { return false }
        let id = source.controllerID
        return !scenes.contains { s in
            s.controller.element == "splitViewController" && s.segues.contains { $0.kind == "relationship" && $0.destination == id }
        }
    }

    /// Whether a `showDetail` segue from `source` presents its destination modally: no split
    /// view controller holds the source (as a column, or as the root of a navigation controller
    /// that is one). UIKit's `showDetailViewController(_:sender:)` is overridden by
    /// `UISplitViewController` alone (it installs the detail, or in a compact width calls
    /// `show(_:sender:)`); elsewhere the default implementation presents the controller
    /// modally — a navigation controller does not push it. IB draws such a destination as a
    /// sheet from Xcode 11 (bm_iOS's storyboards in set AD and their history: every
    /// `showDetail` destination of Xcode 11 on stored shorter than the screen, 647 pt on an
    /// iPhone 8, 842 and 838 on an XR, 886 in Xcode 14.3; Monal's Settings, an iPad form sheet).
    func showsDetailModally(from source: StoryboardScene) -> Bool {
        let ids = [source.controllerID] + (navigationContainer(of: source).map { [$0.controllerID] } ?? [])
        return !scenes.contains { s in
            s.controller.element == "splitViewController" && s.segues.contains { $0.kind == "relationship" && ids.contains($0.destination) }
        }
    }

    /// The tab bar controller `scene` itself is a tab of (a `viewControllers` relationship), if
    /// any; `tabBarController(holding:)` also finds the one whose tab is its navigation controller.
    func tabBarController(ofTab scene: StoryboardScene) -> StoryboardScene? {
        let id = scene.controllerID
        return scenes.first { s in
            s.controller.element == "tabBarController"
                && s.segues.contains { $0.kind == "relationship" && $0.relationship == "viewControllers" && $0.destination == id }
        }
    }

    /// Whether `scene` is pushed with `hidesBottomBarWhenPushed`: UIKit hides the tab bar under
    /// it (Raivo's Main, 22505: such a scene's view pinned to the safe area's bottom at the
    /// screen's bottom, its siblings 49 pt above it). A stack's root keeps it.
    func hidesBottomBarWhenPushed(_ scene: StoryboardScene) -> Bool {
        scene.controller.bool("hidesBottomBarWhenPushed") == true
            && pushingScene(of: scene) != nil
    }

    /// Whether IB infers a toolbar under `scene`: the navigation controller holding it shows
    /// its toolbar (`toolbarHidden="NO"`), or the scene is pushed from one that shows a toolbar,
    /// declared or so inferred (IB's inferred metrics follow the segue; trailer's Settings: scenes
    /// pushed from a table that declares a toolbar store their views 49 pt higher).
    func showsToolbar(_ scene: StoryboardScene) -> Bool {
        if navigationContainer(of: scene)?.controller.bool("toolbarHidden") == false { return true }
        var seen: Set<String> = []
        var current = scene
        while seen.insert(current.controllerID).inserted {
            guard let previous = pushingScene(of: current) else { return false }
            switch previous.simulatedBottomBar {
            case "toolbar": return true
            case nil: current = previous
            default: return false
            }
        }
        return false
    }

    /// The navigation controller holding `scene` when it declares a tab bar ("Bottom Bar: Tab
    /// Bar"): its stack shows one as a tab bar controller's child would (`isInTabBarController`).
    func tabBarDeclaringNavigationController(of scene: StoryboardScene) -> StoryboardScene? {
        navigationContainer(of: scene).flatMap { $0.simulatedBottomBar == "tabBar" ? $0 : nil }
    }

    /// Whether `scene` (or the navigation controller holding it) is a tab: of a tab bar
    /// controller, or of the tab bar a navigation controller declares ("Bottom Bar: Tab Bar",
    /// `simulatedTabBarMetrics` on the navigation controller), whose stack IB's inferred metrics
    /// show above it as a tab bar controller's child. esp-rainmaker's DeviceAutomation, Scene and
    /// Settings (R, 20037 … 32700, `retina5_5`) and eRouska's Help (17701, `retina5_9`): scenes
    /// on the stack of such a navigation controller store views pinned to the safe area's bottom
    /// 49 pt above the view's bottom (34 + 49 on the iPhone X).
    func isInTabBarController(_ scene: StoryboardScene) -> Bool {
        if tabBarDeclaringNavigationController(of: scene) != nil { return true }
        let holder = navigationContainer(of: scene) ?? scene
        let ids = [scene.controllerID, holder.controllerID]
        return scenes.contains { s in
            s.controller.element == "tabBarController"
                && s.segues.contains { $0.kind == "relationship" && $0.relationship == "viewControllers" && ids.contains($0.destination) }
        }
    }

    /// Whether the top bar over `scene` is opaque: declared with `translucent="NO"`, or the
    /// navigation bar of the navigation controller holding it is (`<navigationBar
    /// translucent="NO">`). A view controller's view then starts below the bar (UIKit's
    /// `extendedLayoutIncludesOpaqueBars` is NO by default), so neither the bar nor the status
    /// bar above it is in its safe area.
    public func topBarIsOpaque(for scene: StoryboardScene) -> Bool {
        if let declaring = topBarDeclaration(for: scene) { return declaring.simulatedTopBarIsOpaque }
        return navigationContainer(of: scene)?.navigationBar?.bool("translucent") == false
    }

    /// Whether the bottom bar under `scene` is opaque (declared `translucent="NO"`, or the tab
    /// bar of the tab bar controller holding it is); no bar is not (`inheritsNoBottomBar`).
    public func bottomBarIsOpaque(for scene: StoryboardScene) -> Bool {
        if scene.simulatedBottomBar != nil { return scene.simulatedBottomBarIsOpaque }
        if inheritsNoBottomBar(scene) { return false }
        if let nav = tabBarDeclaringNavigationController(of: scene) { return nav.simulatedBottomBarIsOpaque }
        let holder = navigationContainer(of: scene) ?? scene
        let ids = [scene.controllerID, holder.controllerID]
        return scenes.contains { s in
            s.controller.element == "tabBarController" && s.tabBar?.bool("translucent") == false
                && s.segues.contains { $0.kind == "relationship" && $0.relationship == "viewControllers" && ids.contains($0.destination) }
        }
    }

    /// Whether `scene` is a container view's child (the destination of an `embed` segue): IB
    /// lays its view out at the container's size with no bars and no safe-area insets.
    public func isEmbedded(_ scene: StoryboardScene) -> Bool {
        scenes.contains { s in s.segues.contains { $0.kind == "embed" && $0.destination == scene.controllerID } }
    }

    /// Whether IB's canvas shows `scene` as a sheet: from Xcode 11 (iOS 13, `toolsVersion` 14800)
    /// a modal presentation (`kind="presentation"` or `modal`) whose `modalPresentationStyle` is
    /// not written or is `pageSheet`, `formSheet` or `automatic` presents a page sheet, which
    /// starts below the status bar; IB draws the scene so and stores its view shorter (647 pt on
    /// an iPhone 8, 716 on an iPhone 8 Plus: AltStore, Delta, iNaturalist), and a navigation
    /// controller presented so carries the sheet to the scenes in its stack. Xcode 10 and earlier presented
    /// full screen (fuutr, 14490.70, and Hero, 11762, store 667 pt roots).
    /// A `show` segue from a scene on no navigation stack presents too (UIKit's
    /// `show(_:sender:)` "presents modally" outside a navigation controller): every such segue
    /// of Xcode 11 on in set X and the corpus, 43 in four files of four repositories, leads to a
    /// scene stored shorter than the screen (WSDOT's TravelerInformation, 23504: 375 × 647 on an
    /// iPhone 8; telemed, 18122: 414 × 716 on an iPhone 8 Plus; bittr's Main, 23727: 393 × 783
    /// on `retina6_12`; FloatingPanel's Main: 414 × 768 on an XR) and none at the screen's height.
    /// A deprecated `push` segue is a `show` to IB's canvas (Xcode 6 renamed it so and treats it
    /// as one wherever a navigation controller holds the source), so from a scene on no
    /// navigation stack it presents a sheet too: every such segue of Xcode 11 on in the sets and
    /// the fetched histories leads to a scene stored shorter than the screen, views on its safe
    /// area's top at y = 0 (set AE's TiTi Main, 23504: three 390 × 834 scenes on an iPhone 12;
    /// set AD's superapp Main, 23504: 886 pt on an XR; iOS_SirenOrder's Main, 18122: 842 pt).
    /// On an iPhone a popover (`kind="popoverPresentation"`) is shown the same way: a compact
    /// width adapts it to a sheet, and IB stores its scene at the sheet's size (WSDOT's Ferries,
    /// TrafficMap and AmtrakCascades, 15705 … 23727: 375 × 647 roots on an iPhone 8, a 56 pt
    /// bar at y = 0; eurofurence's Dealers, 20037: a presented navigation controller's 56 pt
    /// bar). An iPad keeps the popover.
    /// A segue that names no style presents with the destination controller's own
    /// (`modalPresentationStyle` on the presented controller, IB's "Presentation" in its
    /// Attributes inspector; the segue's "Same as Destination"): `fullScreen`,
    /// `overCurrentContext` and the other non-sheet styles present full screen
    /// (`presentationStyle(of:)`).
    /// A `showDetail` segue presents modally wherever no split view controller holds its source
    /// (`showsDetailModally(from:)`): a navigation controller does not take it over as it does
    /// `show`.
    public func isPresentedAsSheet(_ scene: StoryboardScene) -> Bool {
        guard header.toolsVersionNumber >= 14800 else { return false }
        let sheetStyles: Set<String?> = [nil, "pageSheet", "formSheet", "automatic"]
        let popoverIsSheet = (header.device?.metrics ?? .fallback).family == .phone
        let ids = [scene.controllerID] + (navigationContainer(of: scene).map { [$0.controllerID] } ?? [])
        return scenes.contains { s in
            s.segues.contains { segue in
                guard ids.contains(segue.destination) else { return false }
                if segue.kind == "popoverPresentation" { return popoverIsSheet }
                let style = presentationStyle(of: segue)
                if segue.kind == "show" || segue.kind == "push" { return showsModally(from: s) && sheetStyles.contains(style) }
                if segue.kind == "showDetail" { return showsDetailModally(from: s) && sheetStyles.contains(style) }
                return (segue.kind == "presentation" || segue.kind == "modal") && sheetStyles.contains(style)
            }
        }
    }

    /// The style a modal `segue` presents with: its own `modalPresentationStyle`, else its
    /// destination controller's (UIKit presents a controller with the controller's
    /// `modalPresentationStyle`; a segue's "Same as Destination" writes none). Set Y's
    /// embaixadasgv Main (15505, `retina6_1`: five controllers "Presentation: Full Screen"
    /// shown from scenes on no navigation stack, stored 414 × 896 with views pinned to the safe
    /// area 44 pt down) and halilkrkn's exercises (19529, three files), X's Clinitick
    /// (18122: `fullScreen` and `overCurrentContext` destinations stored 844 pt tall) and the
    /// corpus' Delta (23504): every destination of Xcode 11 on whose own style is not a sheet's
    /// is stored at the screen's height, but embaixadasgv's two `fullScreen` tab bar
    /// controllers, whose tabs IB stored as sheets (docs/canvas-rules.md, "Known not modelled").
    func presentationStyle(of segue: NibSegue) -> String? {
        segue.modalPresentationStyle
            ?? scenes.first { $0.controllerID == segue.destination }?.controller.attributes["modalPresentationStyle"]
    }
}
