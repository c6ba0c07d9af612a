import Foundation

/// A page control (UIPageControl): a row of dots centred in the control, one per page, the
/// current page's in `currentPageIndicatorTintColor`. Metrics: 7 pt dots 16 pt apart (centre
/// to centre), 26 pt tall; with one page and `hidesForSinglePage` nothing is drawn. The
/// defaults for a light screen are `label` for the current dot and `tertiaryLabel` (the same
/// hue at 30 %) for the others.
@MainActor
open class PageControl: Control {
    /// How many dots.
    public var numberOfPages = 0 { didSet { numberOfPages = max(0, numberOfPages); currentPage = min(currentPage, max(0, numberOfPages - 1)); invalidateIntrinsicContentSize() } }
    /// The dot drawn as current, kept within 0…numberOfPages − 1.
    public var currentPage = 0 { didSet { let c = min(max(0, currentPage), max(0, numberOfPages - 1)); if c != currentPage { currentPage = c } } }
    /// Whether a control with a single page draws nothing.
    public var hidesForSinglePage = false
    /// The other dots' color; nil draws `tertiaryLabel`.
    public var pageIndicatorTintColor: Color?
    /// The current dot's color; nil draws `label`.
    public var currentPageIndicatorTintColor: Color?

    /// A dot's diameter.
    public static let dotDiameter: CGFloat = 7
    /// The distance between neighbouring dots' centres.
    public static let dotPitch: CGFloat = 16
    /// The control's height.
    public static let height: CGFloat = 26

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The size the dots of `pageCount` pages need (UIPageControl.size(forNumberOfPages:)).
    public func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.dotPitch + 10, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The rect of page `index`'s dot in bounds coordinates.
    public func dotRect(at index: Int) -> CGRect {
        let rowWidth = CGFloat(numberOfPages - 1) * Self.dotPitch
        let cx = bounds.midX - rowWidth / 2 + CGFloat(index) * Self.dotPitch
        let d = Self.dotDiameter
        return CGRect(x: cx - d / 2, y: bounds.midY - d / 2, width: d, height: d)
    }

    open override func drawContent(_ recorder: DisplayRecorder) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        // Only the dots that fall inside the bounds (a huge page count draws a screenful).
        let rowStart = bounds.midX - CGFloat(numberOfPages - 1) * Self.dotPitch / 2
        let first = max(0, Int(((bounds.minX - rowStart) / Self.dotPitch).rounded(.down)))
        let last = min(numberOfPages - 1, Int(((bounds.maxX - rowStart) / Self.dotPitch).rounded(.up)))
        guard first <= last else { return }
        for i in first...last {
            let color = i == currentPage ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .tertiaryLabel)
            recorder.fill(Path(ellipseIn: dotRect(at: i)), color: color)
        }
    }
}
