import Foundation
import ViewRasterViews

/// The simulated metrics of IB's canvas for one document, as real files show them
/// (docs/canvas-rules.md lists each rule with its sources):
/// - the file's `<device>` (a 375×667 iPhone when it names none) with the safe areas of the
///   iOS release the Xcode that wrote it (`toolsVersion`) simulated (`DeviceMetrics`);
/// - each top-level view's simulated bars (`NibSimulatedMetrics`);
/// - files from Xcode 9 on (toolsVersion ≥ 13000): top-level views get a view-controller
///   root's layout margins (0 top and bottom, 16 pt sides, 20 pt when wider than 375), plus
///   the device's full-screen insets on devices without a home button whatever the view's
///   size (an older device's status bar is in the safe area but not in the margins);
///   table-cell content views get 11 pt top and bottom margins;
/// - the safe area is the full-screen insets where the top-level view, placed at the
///   screen's top-left, reaches the screen's edges (a short freeform view has no bottom inset),
///   all of them for a view wider or taller than the screen — in Xcode 11 … 14.2 and in
///   `render`; other Xcodes gave a top-level view a screen of its own size, all of them;
/// - a top-level cell's content view keeps a view's 8 pt trailing margin beside an accessory;
/// - files from Xcode 8 and before (toolsVersion < 13000) stored edges at whole points
///   (rounded down, or up from exactly .5): they are laid out unsnapped and compared so.
public struct NibCanvasMetrics: Sendable {
    /// The document's device (a 375×667 iPhone when the file names none).
    public var device: NibDevice
    /// The document's `toolsVersion` build number (0 when absent).
    public var toolsVersion: Int

    /// Whether the device has no home button (rounded corners, sensor housing, home
    /// indicator): only then do the top-level views' margins include the home indicator and
    /// the sensor housing (`applyRootMetrics`).
    public var hasNotch: Bool { device.metrics.isFullScreen }

    /// The size classes of the file's `<device>` (nil without one: an Xcode 6–7 "Any/Any"
    /// file shows only the base values).
    public var sizeClasses: NibSizeClasses?

    /// Whether the document is a launch screen, whose view UIKit shows as a view controller's
    /// root (`applyRootMetrics`).
    public var isLaunchScreen: Bool

    /// Whether the file is an Xcode 6 one drawn on the "Any/Any" canvas (`toolsVersion` below
    /// `xcode7`, no `<device>`, not an iPad document), whose view-controller roots have 16 pt
    /// side margins at every width (`rootSideMargin(forWidth:)`).
    public var isXcode6AnyAnyCanvas: Bool

    /// Whether these are `render`'s metrics (`rendering(_:)`), which draw a top-level view at
    /// its own size at the screen's top-left whatever Xcode wrote the file
    /// (`placesTopLevelViewsAtTopLeft`).
    public var isRendering = false

    /// The canvas metrics of `document`: its `<device>` (a 375×667 iPhone when it names none),
    /// `toolsVersion`, size classes and whether it is a launch screen.
    public init(document: XIBDocument) {
        device = document.device ?? .fallback
        toolsVersion = document.toolsVersionNumber
        isLaunchScreen = document.isLaunchScreen
        isXcode6AnyAnyCanvas = document.toolsVersionNumber > 0 && document.toolsVersionNumber < Self.xcode7
            && document.device == nil && document.targetRuntime != "iOS.CocoaTouch.iPad"
        sizeClasses = document.device.map {
            NibSizeClasses(isPad: $0.isPad, portraitWidth: $0.metrics.portraitSize.width, landscape: $0.orientation == .landscape)
        }
    }

    /// The metrics `render` draws with: the file's device, with the safe areas and margins
    /// of the newest iOS release rather than of the Xcode that wrote the file.
    public static func rendering(_ document: XIBDocument) -> NibCanvasMetrics {
        var m = NibCanvasMetrics(document: document)
        m.toolsVersion = Int.max
        m.isXcode6AnyAnyCanvas = false
        m.isRendering = true
        return m
    }

    /// Where Xcode 7's builds begin (`toolsVersion`; Xcode 6's files seen are 6185–7706, Xcode
    /// 7.0's 8191): iOS 9, whose system font is San Francisco (Helvetica Neue before). Xcode 7
    /// and 8 files store whole-point edges of labels measured on the @2x grid.
    public static let xcode7 = 8000

    /// Where Xcode 8's builds begin (`toolsVersion`; Xcode 7.3's files are 10116–10117, Xcode
    /// 8.0's 11134 and 11201, 8.1's 11535–11542, 8.2's 11762): iOS 10. From it IB's canvas
    /// measures CJK ideographs wider than one em (`NibCanvas.canvasIdeographExtraWidth`).
    public static let xcode8 = 11000

    /// Where Xcode 9's builds begin (`toolsVersion`; Xcode 8.3's files are 12121, Xcode 9.0's
    /// 13196): iOS 11, whose search bar is 56 pt tall (iOS 10's 44).
    public static let xcode9 = 13000

    /// Where IB's canvas began measuring text-style fonts at the extraSmall content size
    /// (Xcode 12.5, whose files are 18122; Xcode 12.3's 17506 store Large): every file of
    /// 18122 … 20037 (Xcode 12.5 – 13.4) in the corpus and sets H–K whose stored frames tell
    /// stores its text-style labels at xSmall's sizes (body 14 pt: 17 pt tall at @3x, callout 13
    /// pt: 15.67; COVIDSafe, zotero, siskin-im, NetNewsWire, LoopKit, WordPressAuthenticator),
    /// and none at Large's. Until `xcode14Betas`.
    public static let xcode12_5 = 18000
    /// How the canvas's system font followed its point size (`DeviceMetrics.xcode12`, the iOS 14
    /// SDK, made SF Pro one variable font): Xcode 7 to 11 measured text with
    /// iOS 9–13's two static faces, SF Pro Text below 20 pt (`.textBelowDisplaySize`: labels of 18
    /// and 19 pt stored with the Text face's wider advances; docs/system-font-metrics.md, "Set AK
    /// (session 38, textAK)"); Xcode 12 on, `render` (today's iOS), files before Xcode 7 (Helvetica
    /// Neue's era) and files without a toolsVersion have the variable font (`.continuous`).
    public var systemFontSizing: SFOpticalSizing {
        toolsVersion >= Self.xcode7 && toolsVersion < DeviceMetrics.xcode12 ? .textBelowDisplaySize : .continuous
    }
    /// Where Xcode 13's builds begin (`DeviceMetrics.xcode13`): from it the canvas leaves the
    /// home indicator out of an iPhone sheet's safe area (`leavesHomeIndicatorOutOfSheets(in:)`).
    public static let xcode13 = DeviceMetrics.xcode13
    /// Where Xcode 13.3's builds begin (20037 is the first seen; Xcode 13.2's files are 19529):
    /// from it up to Xcode 14.3 (`DeviceMetrics.xcode14_1`) the canvas kept the status bar in
    /// a sheet inferred from a presentation (`keepsStatusBarInInferredSheet(_:in:)`).
    public static let xcode13_3 = 20000
    /// Where the canvas measured text styles at Large again: a beta of Xcode 14 (21179.7)
    /// stores a configured button's body title 34 pt tall as Large gives, and every later file
    /// (21225 on) stores Large's sizes.
    public static let xcode14Betas = 21000

    /// The content size category IB's canvas measured text-style fonts at when it saved the
    /// file: extraSmall for Xcode 12.5 – 13 (`xcode12_5` up to `xcode14Betas`), nil (the
    /// default, large) otherwise. A running app, and `render`, take the user's.
    public var contentSizeCategory: ContentSizeCategory? {
        toolsVersion >= Self.xcode12_5 && toolsVersion < Self.xcode14Betas ? .extraSmall : nil
    }

    /// Whether the file was saved by Xcode 9 or later (view-controller margins, safe areas).
    public var isXcode9OrLater: Bool { toolsVersion >= Self.xcode9 }
    /// Where Xcode 9.1's builds begin (`toolsVersion`; Xcode 9.0's files are 13196, 9.1's 13529).
    public static let xcode9_1 = 13500
    /// Whether IB's canvas gave a table cell's content view the margins of a cell in a table
    /// (`applyCellContentMetrics`): from Xcode 9.1 (`xcode9_1`) on. Xcode 9.0 (13196) kept Xcode
    /// 8's, a plain view's 8 pt on every side: every 13196 cell with a view on its content
    /// view's margins in the sets and in the fetched repositories' histories stores it 8 pt in
    /// (3monthiOS' articlesCell, Dentacoin's MainMenuCell and StatisticsLabelCell, mage-ios'
    /// six observation cells), while those of 13529 and 13771 store 11 pt top and bottom and a
    /// table's side margins (docs/canvas-rules.md, "Simulated metrics").
    public var givesCellContentViewsTableMargins: Bool { toolsVersion >= Self.xcode9_1 }
    /// Whether the file was saved by Xcode 9 or 10 (iOS 11 and 12 SDKs), whose canvas kept an
    /// iPhone-with-home-button's status bar in a screen-tall view with "Status Bar: None"
    /// (`safeAreaInsets(forRootOfSize:simulated:)`).
    public var isXcode9Or10: Bool { isXcode9OrLater && toolsVersion < DeviceMetrics.xcode11 }
    /// Whether IB stored edges at whole points (Xcode 8 era and before).
    public var storesWholePointEdges: Bool { toolsVersion > 0 && toolsVersion < 13000 }
    /// Whether IB's canvas measured a label on the @2x grid though it stored whole-point edges
    /// (`Label.intrinsicSizeScale`): in files of Xcode 5 to 8 every label but, before Xcode 7, one
    /// in a text style (`textStyle` true). Xcode 7 and 8: RxSwift's and Hero's cells (a 17 pt line
    /// of 20.29 pt stored 21). Xcode 5 and 6: a named font's labels (session 37, readAI:
    /// CNiPhoneApp's Verdana labels, 5053, stored one line rounded up — 14 pt, 17.02, 18 — in cells
    /// whose labels stack on each other, 1 – 2 pt apart laid out unrounded) and the system font's
    /// (session 51, textAW: set AW's GluoTrack, Galleon, hrb-iOS and CandyShine, 5053 – 6751, store
    /// their 14 and 17 pt system labels 17 and 21 tall — SF's 16.71 and 20.29 pt lines, which are
    /// iOS 7–8's system line too, on the grid and rounded up — and their widths so: "Label" 14 pt
    /// 35.04, stored 36; "Headlines" 17 pt 75.23, stored 76). A text style of iOS 7–8 had other
    /// sizes than today's (Apple's 6250 sample stores its footnote label 15 tall, where today's 13
    /// pt footnote is 15.51, 16 on the grid), so its labels stay unsnapped. Interface Builder 3
    /// archives lay nothing out by their labels' sizes.
    public func measuresLabelsOnTheTwoXGrid(textStyle: Bool) -> Bool {
        storesWholePointEdges && (toolsVersion >= Self.xcode7 || !textStyle)
    }
    /// The pixel grid the canvas snaps to: the device's pixels (IB lays a view out on the
    /// screen it simulates, so an @3x iPhone's canvas stores ⅓ pt edges: 20.33 pt labels,
    /// 89.33 pt rows; an @2x one's and an iPad's 0.5 pt), or (for whole-point files) a fine grid
    /// standing for the unsnapped solution that IB then rounded (docs/canvas-rules.md,
    /// "The device").
    public var layoutScale: CGFloat { storesWholePointEdges ? 256 : device.metrics.scale }

    /// The simulated device's screen in points, in the `<device>`'s orientation.
    public var screenSize: CGSize { device.screenSize }
    var isLandscape: Bool { device.orientation == .landscape }

    /// The device's full-screen safe-area insets as the file's Xcode simulated them.
    public var safeAreaInsets: EdgeInsets { device.safeAreaInsets(toolsVersion: toolsVersion) }

    /// The full-screen insets under a top-level view's simulated bars.
    public func safeAreaInsets(simulated: NibSimulatedMetrics) -> EdgeInsets {
        simulated.safeAreaInsets(device: device.metrics, landscape: isLandscape, toolsVersion: toolsVersion)
    }

    /// The safe area of a top-level view of `size`: Xcode 11 … 14.2 place a view that fits the
    /// screen at its top-left (`placesTopLevelViewsAtTopLeft`), so the insets reach it only
    /// where its edges come near the screen's (a 300×370 freeform view on an iPhone X class
    /// gets the 44 pt top but no bottom inset, a 414×865 one 3 pt of the 34 at the bottom); a
    /// view wider or taller than the screen is a screen of its own size and gets every inset (a
    /// 497×338 view on an XR: 44 top, 34 bottom), as every top-level view is in other Xcodes.
    ///
    /// Xcode 9 and 10 (`toolsVersion` 13000 … 14799) kept an iPhone-with-home-button's status bar
    /// in the safe area of a view as tall as the screen or taller even with "Status Bar: None",
    /// and left it out of a view shorter than 480 pt (`leavesStatusBarOut(ofViewHeight:)`;
    /// docs/canvas-rules.md, "Simulated metrics").
    public func safeAreaInsets(forRootOfSize size: CGSize, simulated: NibSimulatedMetrics = .none) -> EdgeInsets {
        let s = fullScreenInsets(forRootOfSize: size, simulated: simulated)
        return placesTopLevelViewsAtTopLeft ? Self.insets(s, reaching: size, placedOn: screenSize) : s
    }

    /// Whether the canvas placed a top-level view that fits the screen at the screen's top-left
    /// (`safeAreaInsets(forRootOfSize:)`), the home indicator (and a landscape screen's right
    /// inset) reaching its safe area only near those edges: Xcode 11 to 14.2, the eras of
    /// freeform scenes (`placesFreeformScenesAtTopLeft`), and `render` (`isRendering`). Other
    /// Xcodes gave it a screen of its own size, every inset. The mirrors' histories: 78 xib
    /// versions with a top-level view at least 34 pt shorter than a notched iPhone's portrait
    /// screen and a subview on its safe area's bottom: in 15400 … 21225, 68 of 70 versions of
    /// 11 repositories store it at the view's bottom (Simplenote, element-ios, gnosis,
    /// breadwallet, mercadopago, the DGCA verifier, VLC, pocket-casts, Scandit, canvas-ios,
    /// Zebra; gnosis' other 2 overflow the view), as tinode's SendMessageBar (corpus, 21507);
    /// the other 8, 34 pt above it: 13771 (biogene), 22505 (pocket-casts'
    /// SleepTimerViewController, whose 18122 version stores 0) and the betas' 32700.99 files
    /// (Simplenote's BannerView, placed in its earlier versions; sendbird's ConnectView ×2).
    /// docs/canvas-rules.md, "Scenes".
    public var placesTopLevelViewsAtTopLeft: Bool { isRendering || placesFreeformScenesAtTopLeft }

    /// The insets of a screen a top-level view of `size` is shown on, before placement: the
    /// file's Xcode's full-screen ones under the view's simulated bars, the status bar left
    /// out as Xcode 9 and 10 left it (`leavesStatusBarOut(ofViewHeight:)`).
    func fullScreenInsets(forRootOfSize size: CGSize, simulated: NibSimulatedMetrics) -> EdgeInsets {
        let screen = screenSize
        // Xcode 9 and 10 left the status bar out of a short view, wider than the screen too
        // (RocketChat's 477 × 351 EmojiPicker and 466 × 95 SEFileDetailView: y = 0).
        var s = safeAreaInsets(simulated: leavesStatusBarOut(ofViewHeight: size.height) ? simulated.withStatusBar(shown: false) : simulated)
        if isXcode9Or10 && !hasNotch && device.metrics.family == .phone && size.height >= screen.height {
            s = safeAreaInsets(simulated: simulated.withStatusBar(shown: true))
        }
        return s
    }

    /// `insets`, the full screen's, as they reach a view of `size` placed at the top-left of a
    /// screen of `screen`: the bottom and right insets less the view's distance from those
    /// edges; a view wider or taller than the screen keeps them all.
    static func insets(_ insets: EdgeInsets, reaching size: CGSize, placedOn screen: CGSize) -> EdgeInsets {
        if size.width > screen.width || size.height > screen.height { return insets }
        return EdgeInsets(top: insets.top, left: insets.left,
                          bottom: max(0, insets.bottom - (screen.height - size.height)),
                          right: max(0, insets.right - (screen.width - size.width)))
    }

    /// The height below which Xcode 9 and 10 left an iPhone-with-home-button's status bar out
    /// of a top-level view's or scene's safe area: 480 pt, the shortest portrait iPhone screen
    /// (the 3.5-inch one; every iPhone's landscape height, where the status bar is hidden, is
    /// 414 pt or less). The files place the line between 351 and 496 pt; none names it
    /// (docs/canvas-rules.md, "Simulated metrics").
    public static let xcode9ShortViewHeight: CGFloat = 480

    /// Whether the Xcode that wrote the file left the status bar out of the safe area of a
    /// top-level view or scene `height` tall: Xcode 9 and 10 (`toolsVersion` 13000 … 14799) on
    /// an iPhone with a home button, for a view shorter than `xcode9ShortViewHeight`. Fourteen
    /// such views of RocketChat, stepik, openfoodfacts and element-ios (44 … 351 pt, xibs and
    /// freeform scenes) store views pinned to the safe area's top at y = 0; five of 496 … 600 pt
    /// (RocketChat, pocket-casts) and every screen-tall view store them at 20. Later Xcodes keep
    /// it (canvas-ios' 160 and 240 pt freeform scenes, Xcode 14.1 on; VLC's 44 pt controls);
    /// Xcode 11 … 14.0 leave it out at every height (`DeviceMetrics`).
    public func leavesStatusBarOut(ofViewHeight height: CGFloat) -> Bool {
        isXcode9Or10 && !hasNotch && device.metrics.family == .phone && height < Self.xcode9ShortViewHeight
    }

    /// A view-controller root's system minimum side margin for a view `width` wide: 16 pt, 20 pt
    /// from the 414 pt "Plus/Max" width on (stored frames: 16 at 375, 390 and 393 pt, 20 at
    /// 414 pt and wider).
    public static func sideMargin(forWidth width: CGFloat) -> CGFloat { ViewController.systemMinimumSideMargin(forWidth: width) }

    /// A view-controller root's side margin on this canvas: `sideMargin(forWidth:)`, except on
    /// Xcode 6's "Any/Any" canvas (`isXcode6AnyAnyCanvas`), where IB gave a root 16 pt at every
    /// width: the 600 pt scenes of CVCalendar (Xcode 6.1 … 6.4, 6254 … 7706), DesignerNewsApp
    /// (6254 … 7706), stepik-ios (7706) and aws-sdk-ios-samples (6245, 6250) store views on the
    /// root's margins 16 pt in, where the same scenes saved by Xcode 7 (CVCalendar 9059, 9532;
    /// FolioReaderKit, Swift-30-Projects and aws-sdk-ios-samples, 8191 … 10117) store 20, as
    /// the width rule gives (docs/canvas-rules.md, "Top-level views").
    public func rootSideMargin(forWidth width: CGFloat) -> CGFloat {
        isXcode6AnyAnyCanvas ? 16 : Self.sideMargin(forWidth: width)
    }

    /// Top-level cells and reusable views are not a screen's content: IB gives them no safe area,
    /// but a collection cell on a device without a home button (`topLevelSafeArea(element:size:)`).
    public static let elementsWithoutSafeArea: Set<String> = [
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
    ]

    /// The safe area and margins IB gives a top-level view: a view controller's root margins for
    /// a storyboard scene's view (`isViewControllerRoot`, every Xcode: iOS 8–10 gave a root
    /// view 16 pt sides, 20 pt on the Plus phones and iPads, as iOS 11's system minimum does)
    /// and, from Xcode 9 on, for every top-level view of a xib.
    ///
    /// `fileMargins` are the margins the file sets on the root (`fileLayoutMargins(of:)`): a view
    /// controller respects the system minimum (`viewRespectsSystemMinimumLayoutMargins`), so the
    /// root keeps its own margins where they are larger (AltStore SettingsHeaderFooterView's
    /// 8/30/8/30 on a 197.5 pt view: its stack stored at x = 30, y = 8, not 16 and 0).
    ///
    /// `safeArea`, when given, is the root's safe area as its caller knows it (a scene's, under
    /// its containers' bars: `NibCanvasMetrics.safeAreaInsets(forScene:in:)`).
    ///
    /// On an iPhone with a home button a screen's root (a scene's view) has the status bar in
    /// its top margin where its safe area has it, as UIKit gives a view controller's root its
    /// safe area in its margins (`directionalLayoutMargins`): Fusuma's FusumaViewController
    /// (Xcode 9.1, `retina5_5`: views on the root's top margin stored at y = 20), dashwallet's
    /// Onboarding scene (Xcode 14.1, an iPhone 8: 20). A freeform view's margins leave it out
    /// (SwiftMessages TacoDialogView, Xcode 10: a view 10 pt below the top margin of a 600 × 309
    /// view at y = 10). Which insets each kind of view holds: `safeAreaInMargins`.
    @MainActor
    public func applyRootMetrics(to root: View, simulated: NibSimulatedMetrics = .none, hasSafeArea: Bool = true,
                                 isViewControllerRoot: Bool = false, fileMargins: FileMargins? = nil,
                                 safeArea: EdgeInsets? = nil) {
        root.ownSafeAreaInsets = hasSafeArea ? (safeArea ?? safeAreaInsets(forRootOfSize: root.bounds.size, simulated: simulated)) : .zero
        // A storyboard scene's view and a launch screen's are known to be a view controller's
        // root in every Xcode (the googleads examples' launch screens, Xcode 8.3: labels on the
        // leading margin of a 480 pt view stored at x = 20, a root's, where a plain view has 8);
        // a xib's other top-level views are treated as one only from Xcode 9 on.
        guard isXcode9OrLater || isViewControllerRoot || isLaunchScreen else { return }
        // A top-level cell has its list's margins, which are a table's (20 pt once wider than
        // 375), not a controller's root view's (RocketChat's collection cells, Xcode 10: 402
        // and 412 pt wide 20, 375 16). A table cell's are the ones its content view gets
        // (`topLevelCellSideMargin`, by Xcode), which a content view preserving its superview's
        // margins takes over its own (LoopKit's cells: 15 pt in Xcode 11 on an iPhone 8, over
        // their own 15 and 8).
        let side = root is TableViewCell ? topLevelCellSideMargin(cellWidth: root.bounds.width)
            : root is CollectionViewCell ? TableView.cellSideMargin(forWidth: root.bounds.width)
            : rootSideMargin(forWidth: root.bounds.width)
        // `insetsLayoutMarginsFromSafeArea="NO"`: the margins are the system minimum alone;
        // otherwise they hold the safe-area insets `safeAreaInMargins` gives this kind of view.
        let inset = root.insetsLayoutMarginsFromSafeArea
            ? safeAreaInMargins(of: root, simulated: simulated, isViewControllerRoot: isViewControllerRoot,
                                isSceneRoot: isViewControllerRoot && safeArea != nil)
            : .zero
        // A cell's margins are its list's (above), whatever it sets; a view's own are kept where
        // larger than the system minimum (0 top and bottom).
        let own = root is TableViewCell || root is CollectionViewCell ? nil : fileMargins
        let m = own?.insets ?? .zero
        let top = inset.top + m.top, bottom = inset.bottom + m.bottom
        if let own, own.isDirectional {
            root.directionalLayoutMargins = DirectionalEdgeInsets(top: top, leading: inset.left + max(m.left, side),
                                                                  bottom: bottom, trailing: inset.right + max(m.right, side))
        } else {
            root.layoutMargins = EdgeInsets(top: top, left: inset.left + max(m.left, side), bottom: bottom, right: inset.right + max(m.right, side))
        }
    }

    /// The safe-area insets a top-level view's layout margins hold on IB's canvas (when it
    /// insets its margins from the safe area, UIKit's default): those that reach the view where
    /// IB places it, at the screen's top-left (`safeAreaInsets(forRootOfSize:)`), as its safe
    /// area does — not the whole screen's. A view wider or taller than the screen has them all.
    /// Up to Xcode 14, a short freeform view has the status bar and no home indicator:
    /// vocable-ios' WarningView (20037, 414 × 96 on an XR, 16 pt margins of its own: a stack on them stored at y = 60 and
    /// 16 pt above the bottom), element-ios' LiveLocationSharingBannerView (19529, 414 × 104:
    /// 44 at the top, 0 at the bottom). A collection cell likewise: vocable-ios'
    /// SuggestionCollectionViewCell (15705, a 269 × 218 cell on an XR: a label on all four
    /// margins stored 44 pt below the top and ending at the cell's bottom), where its
    /// SensitivityCollectionViewCell (20037, 666 × 268) and EditPhrasesCollectionViewCell
    /// (17156, 562 × 266), wider than the screen, have both (views on the content view's
    /// margins 44 pt from the top, 34 from the bottom); the cell's own safe area holds the
    /// same insets (`topLevelSafeArea(element:size:)`). View controllers' roots keep the whole screen's; table
    /// cells have their own (`tableCellMarginInsets`).
    ///
    /// Later files keep the whole screen's insets in a short view's margins: amperfy's
    /// GenericDetailTableHeader (23094, a 1202 × 585 freeform view on a landscape
    /// `ipad12_9rounded`: a view on its four margins stored 24 pt from the top and 20 from the
    /// bottom, the home indicator's, which a view placed at the top does not reach) and
    /// iTorrent's PRSwitchView (a beta's file in the repository's history, 393 × 119 on
    /// `retina6_12`: its stack stored with 34 pt below it). Where the line lies between 20037
    /// (Xcode 13.3, the last file seen with the placement) and 23094 (the first seen with the
    /// whole screen's) is not known: drawn at Xcode 14.0 (`DeviceMetrics.xcode14`), where the
    /// canvas took iOS 16's metrics. Files of Xcode 9 and 10, whose safe area is a screen of
    /// the view's own size (`placesTopLevelViewsAtTopLeft`), keep the placed insets here: no
    /// version of a xib in the repositories' histories (13000 … 14799, a view that fits a
    /// notched screen short of its bottom) has a subview on its bottom margin to tell.
    public func marginInsets(forRootOfSize size: CGSize) -> EdgeInsets {
        toolsVersion >= DeviceMetrics.xcode14 ? safeAreaInsets
            : Self.insets(fullScreenInsets(forRootOfSize: size, simulated: .none), reaching: size, placedOn: screenSize)
    }

    /// The safe-area insets a top-level table cell's margins hold on IB's canvas: the whole
    /// screen's in Xcode 9 and 10, none from Xcode 11 on (a content view that preserves the
    /// cell's margins stores views 11 pt from its top, not 44 + 11: Strongbox's
    /// GenericKeyValueTableViewCell and NotesTableViewCell, 14868 … 18122 on an XR, where their
    /// 14490.70 versions store 55; element-ios TitleHeaderView, 18122; Zebra's
    /// ZBPackageTableViewCell, 18122).
    public var tableCellMarginInsets: EdgeInsets { toolsVersion >= DeviceMetrics.xcode11 ? .zero : safeAreaInsets }

    /// Layout margins a file sets on a view: `insets` with leading as left and trailing as right
    /// when `isDirectional` (`directionalLayoutMargins`).
    public struct FileMargins: Sendable, Equatable {
        /// The margins, leading on the left for directional ones.
        public var insets: EdgeInsets
        /// Whether the file set them by leading and trailing edge.
        public var isDirectional: Bool
    }

    /// The margins the file sets on `object` (`<edgeInsets key="layoutMargins">` or
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`), nil when it sets none.
    public static func fileLayoutMargins(of object: NibObject) -> FileMargins? {
        for e in object.otherElements {
            switch (e.name, e.key) {
            case ("edgeInsets", "layoutMargins"):
                return FileMargins(insets: EdgeInsets(top: e.points("top"), left: e.points("left"), bottom: e.points("bottom"), right: e.points("right")),
                                   isDirectional: false)
            case ("directionalEdgeInsets", "directionalLayoutMargins"):
                return FileMargins(insets: EdgeInsets(top: e.points("top"), left: e.points("leading"), bottom: e.points("bottom"), right: e.points("trailing")),
                                   isDirectional: true)
            default: continue
            }
        }
        return nil
    }

    /// A table-cell content view's margins from Xcode 9.1 on: 11 pt top and bottom (15 in Xcode
    /// 26: `cellContentVerticalMargin`), and for a top-level cell (the file's own, not in a
    /// table) the side margins `topLevelCellSideMargin` gives, unless the file sets the content
    /// view's margins.
    @MainActor
    public func applyCellContentMetrics(to contentView: View, topLevelCell: Bool, setsMargins: Bool) {
        guard givesCellContentViewsTableMargins else { return }
        var m = contentView.layoutMargins
        m.top = cellContentVerticalMargin; m.bottom = cellContentVerticalMargin
        if topLevelCell && !setsMargins {
            let side = topLevelCellSideMargin(cellWidth: contentView.superview?.bounds.width ?? contentView.bounds.width)
            // An accessory takes the cell's trailing side: the content view's trailing edge is
            // not the cell's, and keeps a view's own 8 pt margin there.
            m.left = side; m.right = Self.hasAccessory(contentView.superview) ? TableViewCell.accessorySideMargin : side
        }
        contentView.layoutMargins = m
    }

    /// IB's canvas lays a top-level collection cell's content view (`collectionViewCellContentView`,
    /// Xcode 11 on) out with the cell's margins where they are larger than its own: the content
    /// view preserves its superview's margins (`preservesSuperviewLayoutMargins`), whatever the
    /// file says, as the constraints of Xcode 10's format, which named the cell's margins, kept
    /// meaning. Every such content view with a view on its margins in the six sets and the
    /// fetched repositories' histories stores so (docs/canvas-rules.md, "Top-level views"):
    /// vocable-ios' cells (16096 … 20037) store views on margins of 0, 8 or 16 pt 20 pt in from
    /// the sides of cells 523 … 666 pt wide (a table's side margin at that width) and, on an XR,
    /// 44 pt from the top and 34 from the bottom of cells wider than the screen; amperfy's
    /// CommonCollectionSectionHeader (a beta build, 500 pt) stores a label 8 pt past the
    /// leading margin at x = 28.
    @MainActor
    public func applyCollectionCellContentMetrics(to contentView: View) {
        guard isXcode9OrLater else { return }
        contentView.preservesSuperviewLayoutMargins = true
    }

    /// A table cell's content view's top and bottom margins on IB's canvas: 11 pt from Xcode 9,
    /// 15 pt in Xcode 26 (`DeviceMetrics.isXcode26`: iOS 26's taller rows, 44 → 52 pt for a
    /// 22 pt line). Every Xcode 26 file of the sets with a view on a cell content view's top
    /// or bottom margin stores 15 in most of its cells — NetNewsWire Settings (24765), Delta
    /// Settings (24128), canvas-ios SubmissionComments (24412), GoMap Display (24506),
    /// IOS-nRF-Mesh-Library's storyboards (24128, 24506), amperfy PlayableTableCell (24112) —
    /// and the cells that saved 23727 or 23094 before store 11 (nRF ConfigurationServer,
    /// amperfy PlayableTableCell's earlier versions), as every file of 23504 … 23727 does.
    /// A beta's placeholder build and `render` (iOS 17) keep 11 (docs/canvas-rules.md).
    public var cellContentVerticalMargin: CGFloat { DeviceMetrics.isXcode26(toolsVersion) ? 15 : 11 }

    /// Whether `cell` is a table cell showing an accessory at its trailing side: its content
    /// view's trailing margin is then the one UIKit gives a cell in a table
    /// (`TableViewCell.accessorySideMargin`, 8 pt), not the table's side margin (ProtonVPN
    /// CheckmarkTableViewCell, Xcode 10; Monal MLContactCell, Xcode 14: views on the trailing
    /// margin stored 8 pt inside the content view).
    @MainActor
    static func hasAccessory(_ cell: View?) -> Bool { (cell as? TableViewCell)?.showsAccessory ?? false }

    /// How much wider than IB stored it a top-level cell's content view is where IB laid out
    /// its subviews: Xcode 11 on an iPhone with a home button stored the content view of a cell
    /// with an accessory ending the table's margin at the cell's own width (16 pt, 20 wider
    /// than 375) and the accessory short of the cell's trailing edge, but laid its subviews out
    /// in one ending its own 15 pt cell margin and the accessory short: 1 pt wider for a cell
    /// up to 375 pt wide, 5 pt wider. Elsewhere (other Xcodes, other devices) both are the same.
    /// The-blue-alliance's Event and Ranking cells (14868: 417 and 420 pt cells with content
    /// views stored 385.5 and 388.5 pt wide whose subviews end 8 pt inside 390.5 and 393.5) and
    /// Match cell (15400: 348 stored, 349 laid out), ProtonVPN's Standard and DrillIn cells
    /// (14868, 15505: 320 pt cells, 292.5 and 293 stored, 293.5 and 294 laid out), where Xcode
    /// 10's save of the Event cell stored both at 379 (417 − 38).
    @MainActor
    public func accessoryContentWidening(cell: View) -> CGFloat {
        guard Self.hasAccessory(cell), toolsVersion >= DeviceMetrics.xcode11, toolsVersion < DeviceMetrics.xcode12,
              !hasNotch, device.metrics.family == .phone else { return 0 }
        return TableView.cellSideMargin(forWidth: cell.bounds.width) - 15
    }

    /// The side margins IB's canvas gives a top-level table cell's content view, by the Xcode
    /// that wrote the file (docs/canvas-rules.md): Xcode 9 and 10 a table's margins at the
    /// cell's own width (`TableView.cellSideMargin`: 16 pt up to 375, 20 wider: a 600 pt cell
    /// has 20); Xcode 11 (iOS 13) 15 pt on an iPhone with a home button; from Xcode 11 on other
    /// devices, and from Xcode 12 (iOS 14) on all, UIKit's margin for a table as wide as the cell
    /// on the device's screen (`TableView.cellSideMargin(tableWidth:screenWidth:)`: a 600 pt cell on a 375 pt iPhone has
    /// 16, a 363, 375 or 414 pt one on an XR 20, a 320 pt one on an XR 16).
    public func topLevelCellSideMargin(cellWidth: CGFloat) -> CGFloat {
        if toolsVersion > 0 && toolsVersion < DeviceMetrics.xcode11 { return TableView.cellSideMargin(forWidth: cellWidth) }
        if toolsVersion > 0 && toolsVersion < DeviceMetrics.xcode12 && !hasNotch && device.metrics.family == .phone { return 15 }
        return TableView.cellSideMargin(tableWidth: cellWidth, screenWidth: device.screenSize.width)
    }
}
