import Foundation
import ViewRasterViews

/// Where leaf controls' intrinsic sizes come from when a nib is laid out as IB's canvas.
public enum NibIntrinsicSizes: String, Sendable, CaseIterable {
    /// Measured by the views themselves (text with our fonts, images, control metrics).
    case fonts
    /// Taken from the frames IB stored, so the solver's agreement is told apart from font
    /// metrics: every axis on which a view has an intrinsic size gets its stored size.
    case stored
}

/// Lays out an instantiated nib the way Interface Builder's canvas did when it saved the
/// frames: every top-level view at its stored frame, `placeholder` constraints active, the
/// file's `<device>` and the simulated metrics IB applies (see `NibCanvasMetrics`).
@MainActor
public struct NibCanvas {
    /// The instantiated nib the canvas lays out.
    public var result: NibLoadResult
    /// The simulated metrics of IB's canvas for the document (made from `result.document`).
    public var metrics: NibCanvasMetrics
    /// Where leaf controls' intrinsic sizes come from: measured (`fonts`) or IB's stored frames.
    public var intrinsic: NibIntrinsicSizes
    /// The safe area of the view controller's root (`viewControllerRootID`) when the caller
    /// knows it (a storyboard scene's, see `NibCanvasMetrics.safeAreaInsets(forScene:in:)`):
    /// replaces the one computed from the view's own simulated metrics.
    public var rootSafeAreaInsets: EdgeInsets?
    /// Traits the canvas lays out with beyond its device's (appearance, content size, layout
    /// direction: `layout --appearance/--content-size/--layout-direction`); unspecified ones
    /// come from the canvas's screen.
    public var traits = TraitCollection()
    /// The traits the canvas lays out with: `traits`, with the content size category IB's
    /// canvas measured text styles at for the file's Xcode (`NibCanvasMetrics.contentSizeCategory`:
    /// extraSmall for Xcode 12.5 – 13) when `traits` names none.
    public var layoutTraits: TraitCollection {
        var t = traits
        if t.preferredContentSizeCategory == .unspecified, let c = metrics.contentSizeCategory {
            t.preferredContentSizeCategory = c
        }
        return t
    }
    /// The object id of the top-level view that is a view controller's root (a storyboard
    /// scene's view), which IB gives a root's margins whatever Xcode wrote the file.
    public var viewControllerRootID: String?
    /// The frame the view controller's root is laid out in when it is not the stored one
    /// (`NibCanvasMetrics.sceneViewFrame(stored:scene:in:)`).
    public var viewControllerRootFrame: CGRect?
    /// Where IB's canvas stored the header of the view controller's root table when a
    /// navigation bar covers the table (a storyboard scene's top inset under its bar, set by
    /// `StoryboardLayoutComparison`; `NibCanvasMetrics.storesTableHeadersBelowTopBars`), or nil.
    public var tableHeaderInset: CGFloat?

    /// The canvas for `result`, with its document's canvas metrics and no view-controller root;
    /// `intrinsic` picks where leaf controls' intrinsic sizes come from.
    public init(_ result: NibLoadResult, intrinsic: NibIntrinsicSizes = .fonts) {
        self.result = result
        self.metrics = NibCanvasMetrics(document: result.document)
        self.intrinsic = intrinsic
    }

    /// The top-level views, each the root of its own tree.
    public var roots: [View] { result.topLevelObjects.compactMap { $0 as? View } }

    /// Applies the canvas state (placeholder constraints, margins, safe areas, intrinsic
    /// overrides) and lays every top-level view out at the pixel grid IB saves (0.5 pt).
    public func layout() {
        for b in result.allConstraints where b.constraint.isPlaceholder && b.constraint.isInstalled {
            try? b.layoutConstraint.activate()
        }
        if let classes = metrics.sizeClasses { applySizeClassVariations(classes) } else { result.applyBaseSizeClassVariations() }
        result.applyStandardSpacing()
        // IB's canvas gives up a scroll view's centre against unequal side pins (not a running app's).
        if !metrics.isRendering { result.widenUnequallyPinnedScrollContent() }
        for root in roots {
            let object = result.nibObject(for: root)
            let isViewControllerRoot = object != nil && object?.id == viewControllerRootID
            if let f = object?.frame { root.frame = f }
            if isViewControllerRoot, let f = viewControllerRootFrame { root.frame = f }
            metrics.applyRootMetrics(to: root, simulated: object.map(NibSimulatedMetrics.init) ?? .none,
                                     isViewControllerRoot: isViewControllerRoot,
                                     fileMargins: object.flatMap(NibCanvasMetrics.fileLayoutMargins(of:)),
                                     safeArea: isViewControllerRoot ? rootSafeAreaInsets
                                        : metrics.topLevelSafeArea(element: object?.element ?? "", size: root.bounds.size))
        }
        for v in result.views {
            guard let o = result.nibObject(for: v) else { continue }
            if o.element == "tableViewCellContentView" {
                let topLevelCell = v.superview.map { cell in roots.contains { $0 === cell } } ?? false
                metrics.applyCellContentMetrics(to: v, topLevelCell: topLevelCell, setsMargins: Self.setsLayoutMargins(o))
                if topLevelCell, o.frame != nil, let cell = v.superview {
                    v.frame.size.width += metrics.accessoryContentWidening(cell: cell)
                    if let co = result.nibObject(for: cell) { Self.fitStaleContentView(v, cell: cell, co, toolsVersion: metrics.toolsVersion) }
                }
            }
            if o.element == "collectionViewCellContentView", let cell = v.superview, roots.contains(where: { $0 === cell }) {
                metrics.applyCollectionCellContentMetrics(to: v)
            }
            if o.frame == nil, o.element.hasSuffix("CellContentView"), let cell = v.superview, let co = result.nibObject(for: cell) {
                // IB's canvas shows a cell in a table: its content view stops above the separator.
                v.frame = NibInstantiator.contentViewFrame(cell: co, bounds: cell.bounds, toolsVersion: result.document.toolsVersionNumber)
            }
            // Xcode 10 and earlier sized a rounded-rect field as iOS 12 does (no 34 pt floor);
            // a build, and `render`, get today's field.
            if let field = v as? TextField, field.borderStyle == .roundedRect,
               metrics.toolsVersion > 0, metrics.toolsVersion < DeviceMetrics.xcode11 {
                field.roundedRectMinimumHeight = 0
            }
            // Xcode 5 – 8: laid out unsnapped, but labels measured on the @2x grid — before
            // Xcode 7 all but a text style's (`measuresLabelsOnTheTwoXGrid(textStyle:)`).
            if let label = v as? Label, metrics.measuresLabelsOnTheTwoXGrid(textStyle: label.font.scaling != nil) {
                label.intrinsicSizeScale = 2
            }
            // Xcode 7 – 11: the system font below 20 pt is SF Pro Text's (`systemFontSizing`);
            // a build and `render` measure with today's variable font.
            if metrics.systemFontSizing != .continuous { Self.useSystemFontSizing(metrics.systemFontSizing, in: v) }
            // Xcode 8 on: the canvas measures CJK ideographs in the system font wider than a
            // device's one em (`canvasIdeographExtraWidth`), in labels and buttons' titles.
            if !metrics.isRendering, metrics.toolsVersion >= NibCanvasMetrics.xcode8 {
                if let label = v as? Label { label.canvasIdeographExtraWidth = Self.canvasIdeographExtraWidth }
                if let button = v as? Button { button.canvasIdeographExtraWidth = Self.canvasIdeographExtraWidth }
            }
            // Xcode 11.3 and earlier sized a borderless field as iOS 13.3 does (its line height
            // rounded up to whole points).
            if let field = v as? TextField, field.borderStyle == .none,
               metrics.toolsVersion > 0, metrics.toolsVersion < DeviceMetrics.xcode11_4 {
                field.borderlessHeightPadding = 0
            }
            // IB's canvas shows a stopped activity indicator that hides when stopped: the
            // `hidden="YES"` IB writes for it (68 of the 70 such indicators in the corpus and
            // set N carry it) is the runtime's, and a stack view gives it its place
            // (`showsStoppedActivityIndicator`).
            Self.showStoppedActivityIndicator(v)
            // Xcode 9 and earlier drew an iPad's navigation bar 44 pt tall (`standaloneNavigationBarHeight`).
            if v is NavigationBar, let h = metrics.standaloneNavigationBarHeight {
                v.layoutStorage.intrinsicContentSizeOverride = CGSize(width: View.noIntrinsicMetric, height: h)
            }
            // The size IB ran an @IBDesignable class for, then the placeholder on the axes it names.
            let designable = result.designableIntrinsicSize(of: v, o)
            let own = Self.placeholderIntrinsicSize(v, o, classSize: designable) ?? designable
            if let own { v.layoutStorage.intrinsicContentSizeOverride = own }
            if intrinsic == .stored { Self.useStoredIntrinsicSize(v, o, toolsVersion: metrics.toolsVersion, own: own) }
            else if own == nil { Self.useAlignmentRectIntrinsicSize(v, o, toolsVersion: metrics.toolsVersion) }
        }
        addFrameStays()
        // A conflict through a top-level view's stored size: the size gives way (canvas-rules.md).
        for root in roots { root.layoutEngine.rootSizeYieldsToContent = true }
        Stage(.size(metrics.screenSize), scale: metrics.layoutScale, traits: layoutTraits).within {
            for root in roots { root.layoutIfNeeded() }
        }
        placeTableHeadersBelowTopBars()
    }

    /// The points IB's canvas (Xcode 8 on) adds to each CJK ideograph a one-line system-font
    /// label measures (`Label.canvasIdeographExtraWidth`), and a button's title
    /// (`Button.canvasIdeographExtraWidth`: 47 buttons of 12 repositories in sets AD–AH): set
    /// AD's 101 all-ideograph labels of 3 repositories (11 to 24 pt, Xcode 9.1 to 13) are every
    /// one stored wider than one em, 96 of them at 0.29 pt a character more (12 at 12 pt 147.5, not 144; 8 at 22 pt 178.5, not 176;
    /// 4 at 17 pt 69.5, not 68), as earlier sets' were (textAB: 12 at 14 pt 3.5 pt wider); its 26
    /// of Xcode 7 (3 repositories) are one em. Set AH's Xcode 8 files (11535–12121, 7
    /// repositories) store the same 0.29 ("工作內容" at 17 pt 69.5 in an 11762 file), and Xcode 7's
    /// of AD, AE, AF and AH (13 repositories) one em. A device measures one em.
    /// `docs/system-font-metrics.md`, "Set AD (session 33)" and "Set AH (session 36)".
    static let canvasIdeographExtraWidth: CGFloat = 0.29

    /// Gives the text of `v` (a label's plain or attributed text, a button's plain and attributed
    /// titles, a text field's or text view's font) the system font with `sizing` (`Font.withOpticalSizing`);
    /// other fonts are unchanged.
    static func useSystemFontSizing(_ sizing: SFOpticalSizing, in v: View) {
        if let label = v as? Label {
            label.transformFonts { $0.withOpticalSizing(sizing) }
        } else if let button = v as? Button {
            // (A button configuration's fonts are iOS 15's, of files after this era's.)
            button.transformTitleFonts { $0.withOpticalSizing(sizing) }
        } else if let field = v as? TextField {
            field.font = field.font.withOpticalSizing(sizing)
        } else if let textView = v as? TextView {
            textView.font = textView.font.withOpticalSizing(sizing)
        }
    }

    /// Whether IB's canvas shows `indicator`, hidden in the file, as laid out: a stopped
    /// indicator that hides when stopped is hidden by UIKit at run time, and IB writes
    /// `hidden="YES"` for it, but its canvas keeps drawing it so that it can be designed, and a
    /// stack view arranges it. pocket-casts' EpisodeCell (32700.99.1234) and
    /// UserEpisodeDetailViewController (21701) store such a 16 pt indicator in a 5 pt-spaced
    /// stack with the next view 21 pt further on (hidden views at the gap's middle, 18.5), and
    /// RxSwift's APIWrappers (set H) its 20 pt one; no such indicator in a stack is stored
    /// collapsed (docs/canvas-rules.md, "Views").
    /// Shows `view` when it is such an indicator (`showsStoppedActivityIndicator`): what both
    /// `layout`'s canvas and `render` (`NibLoadResult.applyRenderCanvas`) do with it.
    static func showStoppedActivityIndicator(_ view: View) {
        if let indicator = view as? ActivityIndicatorView, showsStoppedActivityIndicator(indicator) { indicator.isHidden = false }
    }

    static func showsStoppedActivityIndicator(_ indicator: ActivityIndicatorView) -> Bool {
        indicator.isHidden && indicator.hidesWhenStopped && !indicator.isAnimating
            && (indicator.superview as? StackView)?.arrangedSubviews.contains(where: { $0 === indicator }) == true
    }

    /// A cell lays its content view out over its whole height above the separator
    /// (`NibInstantiator.contentViewFrame`); a content view stored more than a point shorter is
    /// a frame IB did not update when the cell grew, not the one it laid the subviews out in,
    /// which ends half a point (the separator) above the cell's bottom. Xcode 6 kept a new
    /// cell's 43 pt content view after the row height changed: Context-Menu.iOS's
    /// ContextMenuCell (6254, a 66 pt cell: an image pinned to the content view's top and bottom
    /// stored 66 pt tall, a label 3.5 pt above its bottom margin stored ending at 54, both the
    /// whole-point roundings of a 65.5 pt content view) and Yep's PickLocationCell (7702, a 75 pt
    /// cell whose views, centred in the content view, are stored around y = 37). The subviews
    /// are laid out in the full content view; the content view is compared with the frame stored.
    /// A content view stored more than a point taller than the cell is the same stale frame the
    /// other way (the row height shrank; UIKit sizes a content view to its cell's bounds):
    /// adafruit's Bluefruit LE Connect (Xcode 6–7, 147 pt content views in 22 and 48 pt cells,
    /// their subviews stored where the cell's height puts them) and stepik's
    /// RefreshTableViewCell (7706, a 43 pt content view in a 30 pt cell, its indicator centred
    /// at y = 5).
    /// Where the height is stale, the width is checked too (`fitStaleContentViewWidth`).
    static func fitStaleContentView(_ contentView: View, cell: View, _ cellObject: NibObject, toolsVersion: Int) {
        guard cellObject.element == "tableViewCell" else { return }
        let full = NibInstantiator.contentViewFrame(cell: cellObject, bounds: cell.bounds, toolsVersion: toolsVersion)
        guard contentView.frame.height < full.height - 1 || contentView.frame.height > cell.bounds.height + 1 else { return }
        contentView.frame.size.height = max(0, cell.bounds.height - 0.5)
        fitStaleContentViewWidth(contentView, cell: cell)
    }

    /// A content view whose stored height is stale (`fitStaleContentView` replaced it) and
    /// that is stored more than a point wider (or narrower: below) than its cell (with no
    /// accessory) is stale across too: the frame of a new cell IB never updated, and UIKit
    /// sizes a content view to its cell's bounds, so IB laid the subviews out at the cell's
    /// width. Xcode 6 kept an iPad's
    /// new-cell content view, 768 × 43, in cells made 320 × 50: LavanApp's SelectedOrderCell
    /// (set AG, 7702: a button pinned to the content view's trailing edge stored ending at 320,
    /// the views chained before it stored where 320 puts them) and AddMoreOrderCell (its
    /// subviews placed by frames); CRMOneIpad's calendar cells (set AF, 6245–6254: 768 × 43 in
    /// 704 × 40, subviews placed by frames) the same. A content view whose height IB kept up to
    /// date keeps its stored width (CRMOneIpad's 320 pt one in a 300 × 44 cell, 704 pt in a
    /// 464 × 50 one: no subview tells). The content view is compared with the frame stored.
    /// The same holds the other way: a stale content view stored more than a point narrower
    /// than its cell (no accessory) was laid out at the cell's width. yilinker-online-seller's
    /// cells (set AL, 7706) keep a new cell's 320 × 43 in cells made 359 – 377 pt wide and
    /// store the subviews pinned to its trailing margin where the cell's width puts them
    /// (RegisterTableViewCell, 372 × 250: text fields 8 + 7 pt inside the margin stored
    /// 343 wide, 291 at 320); CRMOneIpad's 768 × 43 one in a 1024 × 60 cell (set AF, 6254)
    /// stores a label ending at 1016, past 768; lvyou_iOS's 320 pt ones in 375 pt cells (set AK,
    /// 6250) hold subviews placed by frames, which no width moves.
    private static func fitStaleContentViewWidth(_ contentView: View, cell: View) {
        guard !NibCanvasMetrics.hasAccessory(cell), abs(contentView.frame.width - cell.bounds.width) > 1 else { return }
        contentView.frame.size.width = cell.bounds.width
    }

    /// Whether the file sets `object`'s own margins (`layoutMargins` or
    /// `directionalLayoutMargins`), which IB's canvas then keeps.
    static func setsLayoutMargins(_ object: NibObject) -> Bool {
        object.otherElements.contains { $0.key == "layoutMargins" || $0.key == "directionalLayoutMargins" }
    }

    /// IB's design-time intrinsic size (the Size inspector's "Intrinsic Size: Placeholder",
    /// `placeholderIntrinsicWidth/Height`): the canvas lays the view out with it on each axis
    /// it names (`infinite`: no intrinsic size on that axis); a running app never sees it.
    /// Nil when the view has none. `classSize`, when given, is the class's own intrinsic size
    /// (an `@IBDesignable`'s recorded one) for the axes the placeholder leaves.
    static func placeholderIntrinsicSize(_ v: View, _ o: NibObject, classSize: CGSize? = nil) -> CGSize? {
        let w = o.attributes["placeholderIntrinsicWidth"], h = o.attributes["placeholderIntrinsicHeight"]
        guard w != nil || h != nil else { return nil }
        v.layoutStorage.intrinsicContentSizeOverride = nil
        let own = classSize ?? v.intrinsicContentSize
        func value(_ s: String?, _ fallback: CGFloat) -> CGFloat {
            guard let s else { return fallback }
            guard let d = Double(s), d.isFinite, d >= 0 else { return View.noIntrinsicMetric }
            return CGFloat(d)
        }
        return CGSize(width: value(w, own.width), height: value(h, own.height))
    }

    /// Shrinks the own intrinsic size of a control whose view measures its frame
    /// (`NibAlignmentInsets.intrinsicSizeIsFrame`) by its alignment insets, so the canvas lays
    /// out the alignment rect UIKit's intrinsic size describes: a switch laid out by its
    /// intrinsic size is stored 51 pt wide, not 53. A control the file's Xcode drew at another
    /// size (`NibAlignmentInsets.canvasFrameSize`: Xcode 26's switch) starts from that frame.
    /// Another control placed by constraints that the file's Xcode drew at another size (Xcode
    /// 26's slider, which has no alignment insets; Xcode 11's 2 pt progress view) takes that size.
    static func useAlignmentRectIntrinsicSize(_ v: View, _ o: NibObject, toolsVersion: Int) {
        let i = NibAlignmentInsets.insets(for: o, toolsVersion: toolsVersion)
        let measuresFrame = NibAlignmentInsets.intrinsicSizeIsFrame.contains(o.element) && i != .zero
        guard NibAlignmentInsets.canvasSizedElements.contains(o.element),
              measuresFrame || !o.translatesAutoresizingMaskIntoConstraints else { return }
        let kept = v.layoutStorage.intrinsicContentSizeOverride
        v.layoutStorage.intrinsicContentSizeOverride = nil
        guard let canvas = NibAlignmentInsets.canvasFrameSize(of: o.element, toolsVersion: toolsVersion, own: v.intrinsicContentSize, view: v)
                ?? (measuresFrame ? v.intrinsicContentSize : nil) else {
            v.layoutStorage.intrinsicContentSizeOverride = kept
            return
        }
        v.layoutStorage.intrinsicContentSizeOverride = CGSize(width: canvas.width >= 0 ? canvas.width - i.left - i.right : canvas.width,
                                                              height: canvas.height >= 0 ? canvas.height - i.top - i.bottom : canvas.height)
    }

    /// Replaces `v`'s intrinsic size on each axis it has one (its own, or the placeholder
    /// `own`) with the stored frame's size.
    static func useStoredIntrinsicSize(_ v: View, _ o: NibObject, toolsVersion: Int, own placeholder: CGSize? = nil) {
        guard let frame = o.frame, o.bool("misplaced") != true, !(v is StackView) else { return }
        let stored = frame.inset(by: NibAlignmentInsets.insets(for: o, toolsVersion: toolsVersion))
        v.layoutStorage.intrinsicContentSizeOverride = nil
        let own = placeholder ?? v.intrinsicContentSize
        v.layoutStorage.intrinsicContentSizeOverride = placeholder
        guard own.width >= 0 || own.height >= 0 else { return }
        v.layoutStorage.intrinsicContentSizeOverride = CGSize(width: own.width >= 0 ? stored.width : own.width,
                                                              height: own.height >= 0 ? stored.height : own.height)
    }
}
