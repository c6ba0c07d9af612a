import Foundation
import ViewRasterViews

/// Controls whose UIKit frame is larger than the alignment rect Auto Layout positions
/// (`alignmentRectInsets`). ViewRaster's layout places frames; IB stores frames of solved
/// alignment rects. The canvas comparison lays out the alignment rect (the intrinsic size
/// taken from a stored frame is shrunk by the insets) and grows the solved rect by the insets
/// before comparing it with the stored frame.
public enum NibAlignmentInsets {
    /// UIKit's alignment insets by xib element: a UISlider's frame is 2 pt wider on each side
    /// and 1 pt taller at the bottom than its 30 pt alignment rect; a UISegmentedControl's is
    /// 1 pt taller at the bottom (a height constraint of 30 stores a 31 pt frame); a UISwitch's
    /// 51 pt frame is 2 pt wider on the right than the rect its leading and trailing
    /// constraints place (stored frames end 2 pt past a trailing constraint).
    public static let byElement: [String: EdgeInsets] = [
        "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
        "segmentedControl": EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
        "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
    ]

    /// The elements whose view's own `intrinsicContentSize` is its UIKit frame's size rather
    /// than its alignment rect's (a switch's 51 × 31, a segmented control's 32 pt height): with
    /// our own intrinsic sizes the canvas shrinks them by the insets, as UIKit's intrinsic size
    /// is the alignment rect's (a slider's is already its 30 pt alignment rect).
    public static let intrinsicSizeIsFrame: Set<String> = ["switch", "segmentedControl"]

    /// The elements whose canvas size may differ from the view's own intrinsic size
    /// (`intrinsicSizeIsFrame`, or `canvasFrameSize` by the file's Xcode).
    public static let canvasSizedElements: Set<String> = ["switch", "segmentedControl", "slider", "progressView",
                                                          "stepper", "pageControl", "searchBar"]

    /// The frame IB's canvas gives a control of `element` by its own size when the Xcode of
    /// `toolsVersion` drew it otherwise than the view does (nil: the view's own size). Xcode 26
    /// draws iOS 26's switch, 63 × 28 (iOS 17's is 51 × 31), with the same 2 pt trailing
    /// alignment inset: 33 of the 39 switches in Xcode 26 files of the corpus and sets H–M are
    /// stored 63 × 28 (the others have no constraints), and those pinned to a trailing edge end
    /// 2 pt past it (GoMap, NetNewsWire, green_ios, xDrip, Delta). `render` draws iOS 17's.
    ///
    /// Xcode 10 and earlier (`toolsVersion` below `DeviceMetrics.xcode11`) drew iOS 12's
    /// segmented control, whose intrinsic height is 28 pt (iOS 13 made it 31): its frame, one
    /// point taller at the bottom, is 29 pt. 19 of the 20 segmented controls of files before
    /// Xcode 11 with no height constraint in the corpus and sets N, O1 and P are stored 29 pt
    /// tall (element-ios, SkyFloatingLabelTextField, Swift-30-Projects, openterm, zap-iOS;
    /// one of openterm's is 30), and 27 of those of Xcode 11 and later 32 pt (14 repositories).
    /// `own` is the view's own intrinsic size, whose width is kept.
    ///
    /// Xcode 26 draws iOS 26's slider, whose frame is its alignment rect (`insets(for:toolsVersion:)`)
    /// and 34 pt tall (`xcode26SliderHeight`). Xcode 11 and earlier drew iOS 13's 2 pt progress
    /// view (`iOS13ProgressViewHeight`; iOS 14 made it 4 pt).
    ///
    /// Xcode 10 and earlier drew iOS 12's stepper (`iOS12StepperSize`, 94 × 29; iOS 13 made it
    /// 94 × 32), and Xcode 11 and earlier iOS 13's page control (`iOS13PageControlSize`: 37 pt
    /// tall, its dots 16 pt apart; iOS 14 redrew it). `view` is the control itself (a page
    /// control's pages). Xcode 8 and earlier drew iOS 10's 44 pt search bar
    /// (`iOS10SearchBarHeight`; iOS 11 made it 56).
    @MainActor
    public static func canvasFrameSize(of element: String, toolsVersion: Int, own: CGSize, view: View? = nil) -> CGSize? {
        if element == "switch" && DeviceMetrics.isXcode26(toolsVersion) { return CGSize(width: 63, height: 28) }
        if element == "slider" && DeviceMetrics.isXcode26(toolsVersion) { return CGSize(width: own.width, height: xcode26SliderHeight) }
        if element == "progressView" && toolsVersion > 0 && toolsVersion < DeviceMetrics.xcode12 {
            return CGSize(width: own.width, height: iOS13ProgressViewHeight)
        }
        if element == "segmentedControl" && toolsVersion > 0 && toolsVersion < DeviceMetrics.xcode11 {
            return CGSize(width: own.width, height: iOS12SegmentedControlFrameHeight)
        }
        if element == "stepper" && toolsVersion > 0 && toolsVersion < DeviceMetrics.xcode11 { return iOS12StepperSize }
        if element == "searchBar" && toolsVersion > 0 && toolsVersion < NibCanvasMetrics.xcode9 {
            return CGSize(width: own.width, height: iOS10SearchBarHeight)
        }
        if element == "pageControl", toolsVersion > 0, toolsVersion < DeviceMetrics.xcode12, let control = view as? PageControl,
           control.numberOfPages >= 1, !(control.hidesForSinglePage && control.numberOfPages == 1) {
            return iOS13PageControlSize(numberOfPages: control.numberOfPages)
        }
        return nil
    }

    /// The height of iOS 7–10's search bar on IB's canvas of Xcode 8 and earlier (`toolsVersion`
    /// below `NibCanvasMetrics.xcode9`): every search bar placed by constraints without a height
    /// of its own in such files of the corpus and sets X–AB is stored 44 pt tall (13 bars, 11
    /// repositories, 6254 … 12121: whatsgoingon, buzzar, dealers, dodicall, Flux, js-ios-app,
    /// let-swift, SpidersWeb, Mattermost, layers, herald), every one of Xcode 9 to 12.4 56 pt
    /// (8 bars, 4 repositories: `SearchBar.barHeight`, iOS 11's).
    public static let iOS10SearchBarHeight: CGFloat = 44

    /// iOS 7–12's stepper on IB's canvas of Xcode 10 and earlier (`toolsVersion` below
    /// `DeviceMetrics.xcode11`): 94 × 29 pt. Every stepper in such files of the corpus and sets
    /// X–AB is stored 29 pt tall (14 steppers, 6 repositories, 6250 … 14490.70: IMiPhone,
    /// lifetrak, MyBridgeApp, TweetsFelt, coRetail, RideViewer); the one of a later Xcode
    /// (19529) 32 pt (`Stepper.size`, iOS 13's).
    public static let iOS12StepperSize = CGSize(width: 94, height: 29)

    /// iOS 7–13's page control on IB's canvas of Xcode 11 and earlier (`toolsVersion` below
    /// `DeviceMetrics.xcode12`): 37 pt tall, `numberOfPages` 7 pt dots 9 pt apart (16 pt from
    /// centre to centre), so 16 × pages − 9 wide. In such files of the corpus and sets X–AB,
    /// page controls without a size of their own are stored 39 × 37 with 3 pages (Dingo,
    /// lifetrak, dealers, wheelmap, MyBridgeApp, buzzar, suripu, let-swift, TerraApp, CUP
    /// carsharing: 10 repositories, 6250 … 15705), 55 × 37 with 4 (words-ios-app) and 7 × 37
    /// with 1 (sandvik365); those of Xcode 12 and later 26 pt tall (`PageControl.height`, iOS
    /// 14's). A control hiding its single page keeps its own size (IB stored those 0 × 0 and
    /// 0 × 26 pt).
    public static func iOS13PageControlSize(numberOfPages: Int) -> CGSize {
        CGSize(width: 16 * CGFloat(numberOfPages) - 9, height: 37)
    }

    /// The frame height of iOS 7–12's segmented control on IB's canvas: its 28 pt intrinsic
    /// height plus the 1 pt alignment inset at the bottom.
    public static let iOS12SegmentedControlFrameHeight: CGFloat = 29

    /// The height of a progress view (default and bar styles) on the canvas of Xcode 11 and
    /// earlier (`toolsVersion` below `DeviceMetrics.xcode12`), iOS 13's and before: every progress
    /// view with no height constraint in such files of the corpus and sets N, O1, P and Q is
    /// stored 2 pt tall (12 views, 10 repositories: 4508 … 16097), every one of Xcode 12 and
    /// later 4 pt (7 views, 6 repositories: 17701 … 24128).
    public static let iOS13ProgressViewHeight: CGFloat = 2

    /// The height of a slider's frame on Xcode 26's canvas (iOS 26's slider): every slider
    /// placed by constraints alone in a file of Xcode 26 in the corpus and sets N, O1, P and Q
    /// is stored 34 pt tall with its frame on its leading and trailing constraints (nRF Mesh's
    /// storyboards, re-saved by 24128, moved each slider from x = 18, 31 pt tall, to x = 20,
    /// 34 pt tall, centred on the same line; NetNewsWire's Settings, Delta's Settings).
    public static let xcode26SliderHeight: CGFloat = 34

    /// The alignment insets of `object`'s element in a file of `toolsVersion` (zero for most,
    /// and for every view whose frame its autoresizing mask places: only Auto Layout works on
    /// alignment rects). Xcode 26's slider has none: its frame is its alignment rect.
    public static func insets(for object: NibObject, toolsVersion: Int) -> EdgeInsets {
        guard !object.translatesAutoresizingMaskIntoConstraints else { return .zero }
        if object.element == "slider" && DeviceMetrics.isXcode26(toolsVersion) { return .zero }
        return byElement[object.element] ?? .zero
    }

    /// The frame UIKit would give a view whose alignment rect is `rect`.
    public static func frame(forAlignmentRect rect: CGRect, insets i: EdgeInsets) -> CGRect {
        CGRect(x: rect.minX - i.left, y: rect.minY - i.top,
               width: rect.width + i.left + i.right, height: rect.height + i.top + i.bottom)
    }
}
