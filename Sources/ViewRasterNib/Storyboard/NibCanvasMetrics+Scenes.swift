import Foundation
import ViewRasterNibModel
import ViewRasterViews

extension NibCanvasMetrics {
    /// The safe area IB's canvas gives a storyboard scene's view (docs/canvas-rules.md, "Scenes"):
    /// - a container view's child (`embed`) has the status bar (the device's top inset, as a
    ///   scene of its size gets it in the file's Xcode; none before Xcode 9:
    ///   `embeddedChildHasNoStatusBar`) and nothing else: IB lays it out at the container's (or
    ///   its freeform) size with no bars and no home indicator;
    /// - otherwise the scene's view is a screen of its own size (a freeform size too), so it
    ///   gets the device's full-screen insets as the file's Xcode simulated them, never cut
    ///   down by its height — except a freeform scene that fits the screen in Xcode 11 … 14.2,
    ///   placed at the screen's top-left (`placesFreeformScenesAtTopLeft`);
    /// - a document without safe-area guides (`useSafeAreas` absent: the top layout guide)
    ///   and a controller that shows no status bar (`<nil key="simulatedStatusBarMetrics"/>`)
    ///   has no status bar above its top layout guide (but a screen-tall scene in Xcode 9 and
    ///   10: `keepsStatusBarDespiteNone`), nor has a scene shorter than 480 pt in Xcode 9 and
    ///   10 on an iPhone with a home button;
    /// - a translucent navigation bar adds its height at the top, a translucent tab bar or
    ///   toolbar its height at the bottom; an opaque bar ends the view instead (the view
    ///   starts below it, so neither the bar nor the status bar above it is in the safe area);
    /// - an edge the controller does not extend (`edgesForExtendedLayout`, IB's "Extend Edges")
    ///   ends the view at the bar there as an opaque bar does, translucent or not.
    public func safeAreaInsets(forScene scene: StoryboardScene, in document: StoryboardDocument) -> EdgeInsets {
        let bars = document.simulatedBars(for: scene)
        var insets = safeAreaInsets
        if scene.hidesSimulatedStatusBar && !document.header.useSafeAreas && !keepsStatusBarDespiteNone(scene) { insets.top = 0 }
        // Xcode 9 and 10 kept it above a screen-tall scene's guide even then
        // (`keepsStatusBarDespiteNone`), and left a home-button iPhone's status bar out of a short (freeform)
        // scene, as out of a short top-level view (`leavesStatusBarOut(ofViewHeight:)`).
        if let frame = scene.view?.frame, leavesStatusBarOut(ofViewHeight: frame.height) { insets.top = 0 }
        if document.isEmbedded(scene) {
            return EdgeInsets(top: embeddedChildHasNoStatusBar ? 0 : insets.top, left: 0, bottom: 0, right: 0)
        }
        // Xcode 11 … 14.2 placed a freeform scene that fits the screen at its top-left, as a
        // top-level view is: the home indicator reaches its safe area only near the bottom.
        if scene.freeformSize != nil, placesFreeformScenesAtTopLeft, let size = scene.view?.frame?.size {
            insets = Self.insets(insets, reaching: size, placedOn: screenSize)
        }
        // A page or form sheet starts below the status bar (UIKit: a sheet's safe area has no
        // top inset); IB simulates one with `modalPageSheetSimulatedSizeMetrics`.
        // A scene presented modally from Xcode 11 on is one too (`StoryboardDocument.isPresentedAsSheet`).
        // So is a scene on the stack of a navigation controller simulated or shown as a sheet.
        // From Xcode 13 the canvas leaves the home indicator out of a sheet's safe area too
        // (`leavesHomeIndicatorOutOfSheets`). Xcode 13.3 – 14.2 kept the status bar in a sheet
        // inferred from a presentation with no bar at its top (`keepsStatusBarInInferredSheet`).
        if document.isShownAsSheet(scene) {
            if bars.top > 0 || !keepsStatusBarInInferredSheet(scene, in: document) { insets.top = 0 }
            if leavesHomeIndicatorOutOfSheets(in: document) { insets.bottom = 0 }
        }
        // An edge the controller does not extend (`edgesForExtendedLayout`) ends the view at the
        // bar as an opaque bar does (UIKit lays the view out to the bar's edge).
        let extended = scene.controller.extendedLayoutEdges
        if bars.top > 0 {
            if document.topBarIsOpaque(for: scene) || !extended.top { insets.top = 0 } else { insets.top += bars.top }
        }
        if bars.bottom > 0 {
            if document.bottomBarIsOpaque(for: scene) || !extended.bottom { insets.bottom = 0 } else { insets.bottom += bars.bottom }
        }
        return insets
    }

    /// Whether IB's canvas kept the device's status bar in the safe area of a scene it shows as
    /// a page sheet only because a segue presents it (`StoryboardDocument.isPresentedAsSheet`,
    /// not simulated as one: `isSimulatedAsSheet`): Xcode 13.3 – 14.2 (`toolsVersion` from
    /// `xcode13_3` up to `DeviceMetrics.xcode14_1`) did; earlier and later releases, and a
    /// simulated sheet in any, start the safe area at the sheet's top. Only documents with
    /// safe-area guides were seen (a top layout guide's sheet keeps the rule before). The caller applies it
    /// only where no navigation bar is at the scene's top (a sheet's 56 pt bar starts at the
    /// sheet's top, the status bar left out: bm_iOS' TextInputVC, 21507, a text view 20 pt
    /// under the bar at y = 76). Stored frames of such scenes' views on the safe area's top,
    /// every storyboard version of 15705 … 23504 in the histories of sets AD – AI's
    /// repositories (their git histories): 44 pt down (the XR's status bar) in 20037 and 48 in
    /// 21225 and 21507 — bm_iOS (set AD: 311 views in 37 versions of its Main, Course, Team and
    /// TempPlay) and final-project-hasanuysaal's GameBook (set AI, 20037: an image 50 pt under
    /// the safe area's top stored at y = 94 in a 414 × 842 sheet, and the views below it; 32
    /// views in 8 versions) — and none at the sheet's top; at the top before (bm_iOS' 15705 …
    /// 19529 versions, 2,745 views; TiTi's 17701 and 19162, 7) and after (bm_iOS' More, 21701,
    /// 12; TiTi, 23504, 4). Against: one TiTi scene of 19529 (Xcode 13.2, 4 versions) stored
    /// 44 pt down, where bm_iOS' 52 versions of 19529 store 343 views at the top.
    /// docs/canvas-rules.md, "Scenes".
    func keepsStatusBarInInferredSheet(_ scene: StoryboardScene, in document: StoryboardDocument) -> Bool {
        toolsVersion >= Self.xcode13_3 && toolsVersion < DeviceMetrics.xcode14_1 && document.header.useSafeAreas
            && !document.isSimulatedAsSheet(scene)
    }

    /// Whether IB's canvas leaves the home indicator out of the safe area of a scene it shows
    /// as a page or form sheet on an iPhone: Xcode 13 on (`toolsVersion` from `xcode13`), in a
    /// document with safe-area layout guides; Xcode 11 – 12.5 keep it, and so does the bottom
    /// layout guide of a document without them in every Xcode (iPads' sheets were not seen and
    /// keep theirs). A running app keeps it (`render` draws the sheet
    /// with it, `Device.portraitPageSheet`). Stored frames of views on a sheet's safe-area bottom
    /// on an iPhone with a home indicator, in sets X and Y, the corpus and the mirrored
    /// histories: at the sheet's bottom from 19162 on — pullgo's two academy tables (the same
    /// scenes 34 pt up in 18122, at the bottom from 19162), dhp's Verifier and Holder privacy
    /// policies and contact details (19162 … 20037), bittr's 26 views of 23727, FloatingPanel's
    /// safe-area view (32700.99) — and 34 pt up before it (pullgo, dhp's PinOptions and
    /// Clinitick 18122, embaixadasgv 15505); epmobile's notes scene (bottom layout guide,
    /// 14810 … 21225) keeps it in every version. docs/canvas-rules.md, "Simulated metrics".
    public func leavesHomeIndicatorOutOfSheets(in document: StoryboardDocument) -> Bool {
        device.metrics.family == .phone && document.header.useSafeAreas && toolsVersion >= Self.xcode13
    }

    /// Whether an embedded child's top layout guide is at its view's top, with no status bar
    /// above it: Xcode 8 and earlier (`toolsVersion` below 13000), whose canvas simulated iOS
    /// 7–10, where a custom container's child gets no top layout guide length of its own (only
    /// the window's root and the navigation and tab bar controllers' children do); iOS 11's safe
    /// area, which Xcode 9 on simulate, reaches every subview, a child's view too. Every
    /// embedded child of 6250 … 12121 with a view on its top layout guide in the sets and the
    /// mirrors' histories stores it at y = 0: lifetrak's Main, Main_iPhone, Main_iPad and Graphs
    /// (Z, 6250 and 9059, no device: 29 children of 155 … 980 pt), dodicall's UiCallView and
    /// UiContactsTabPage (X, 10117 and 11542 on an iPhone 8), WSDOT's Ferries (12120, 12121:
    /// 6 children, 20 pt down in its 23727 version); Xcode 9 on give 20 (X's School Home,
    /// 13529; `canvas-rules.md`, "Scenes").
    var embeddedChildHasNoStatusBar: Bool { toolsVersion > 0 && !isXcode9OrLater }

    /// Whether the canvas keeps the status bar above a scene's top layout guide though the
    /// controller says "Status Bar: None": Xcode 9 and 10 (`toolsVersion` 13000 … 14799) did
    /// for a scene as tall as the screen or taller, as for a xib's screen-tall top-level view
    /// (`fullScreenInsets(forRootOfSize:simulated:)`); Xcode 8 and earlier left it out.
    /// Stored frames of every such scene with a view on its top layout guide in the sets, the
    /// corpus and the mirrors' histories: y = 20 in memreas' Universal (13196, 10 scenes of
    /// 667 pt on an iPhone 8), timobile's Details (13771), Catfeeds' two launch screens
    /// (13529, an iPhone 8 and a 12.9-inch iPad), 88 = 44 + 44 under a navigation bar in
    /// yona's 896 pt Challenges scene (14460.31, `retina6_5`); y = 0 in the files of 7702 …
    /// 12120 (memreas' MemreasDetail, Pitch, eidolon's Auction …) and in Xcode 9–10 scenes
    /// shorter than the screen (memreas' 470 pt and keith27staines' 406 pt freeform scenes,
    /// yona's 808 pt one). docs/canvas-rules.md, "Scenes".
    func keepsStatusBarDespiteNone(_ scene: StoryboardScene) -> Bool {
        guard isXcode9Or10, let frame = scene.view?.frame else { return false }
        return frame.height >= screenSize.height
    }

    /// Whether the file's Xcode placed a freeform scene that fits the screen at the screen's
    /// top-left, so that the home indicator (and a landscape screen's right inset) reaches its
    /// safe area only where its edges come near the screen's, as a top-level view's does
    /// (`safeAreaInsets(forRootOfSize:)`): Xcode 11 to 14.2 (`toolsVersion` from
    /// `DeviceMetrics.xcode11` to `DeviceMetrics.xcode14_1`, where the canvas's status bars
    /// changed too). Stored frames of such scenes with a view on the safe area's bottom, in the
    /// sets and the repositories' histories: at the view's bottom in FloatingPanel's Samples
    /// (15705 … 21507: 375 × 197 and 375 × 778 on an iPhone X class and an XR), Scandit's
    /// AgeVerifiedDeliverySample (18122 … 21507, 414 × 331 on an XR), Pyto's Intents UI (17140),
    /// ivpn's today extension (18122), the DGCA wallet's certificate viewer (17701 … 20037),
    /// Bluefruit (19529) and set V's ExportMode pop-ups (21507, 393 × 202 on `retina6_12`);
    /// 34 pt above it, a screen of its own size, in Xcode 10 (FloatingPanel, 14460.31 and
    /// 14490.70: 14 of 18 scene versions; readium's UserSettings) and from 21701 on
    /// (FloatingPanel and Scandit again, the beta's FloatingPanel). docs/canvas-rules.md, "Scenes".
    public var placesFreeformScenesAtTopLeft: Bool {
        toolsVersion >= DeviceMetrics.xcode11 && toolsVersion < DeviceMetrics.xcode14_1
    }

    /// The frame IB's canvas lays a scene's view out in, given the one it stored. A file with
    /// no `<device>` (size classes "Any/Any", Xcode 8's format without a "View as" device:
    /// RxSwift's examples, 11542) stores a view below an opaque top bar at the bar's bottom
    /// (y = 64) but at the full screen's height (667); UIKit ends such a view at the screen's
    /// bottom (`extendedLayoutIncludesOpaqueBars` NO), and IB laid its subviews out so (a table
    /// pinned to the bottom layout guide stored 603 pt tall): the canvas view is the stored
    /// height less its top. Files with a device store the shorter view already, and so do the
    /// files without one that stored a height other than a whole screen's (`isWholeScreen`):
    /// every such scene of set X, Xcode 4.6 to 7.3 (2182 … 10117; six repositories: 320 × 416,
    /// 320 × 504, 768 × 960 and 600 × 536 views at y = 64, each the screen less its top),
    /// which the canvas lays out at their stored size.
    public func sceneViewFrame(stored: CGRect, scene: StoryboardScene, in document: StoryboardDocument) -> CGRect {
        guard sizeClasses == nil, stored.minY > 0, !document.isEmbedded(scene),
              document.simulatedBars(for: scene).top > 0, document.topBarIsOpaque(for: scene),
              stored.height > stored.minY, Self.isWholeScreen(stored.size) else { return stored }
        return CGRect(x: stored.minX, y: stored.minY, width: stored.width, height: stored.height - stored.minY)
    }

    /// Whether `size` is a whole screen's: a device's in either orientation
    /// (`DeviceMetrics.all`) or Xcode 6 and 7's 600 × 600 "Any/Any" canvas.
    static func isWholeScreen(_ size: CGSize) -> Bool {
        if size == CGSize(width: 600, height: 600) { return true }
        return DeviceMetrics.all.contains { d in
            d.portraitSize == size || d.portraitSize == CGSize(width: size.height, height: size.width)
        }
    }
}
